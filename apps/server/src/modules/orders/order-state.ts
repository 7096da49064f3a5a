import {
  ORDER_STAGE_NAMES,
  orderStatusLabelKey,
  type TOrderDetails,
  type TOrderStageName,
  type TPlacedServiceFileType,
} from '@portal/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { column, jsonRow, rowOf, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { certificates, orderStageEvents } from '../../schema/fulfilment.ts';
import type { TPlacedService } from '../../schema/orders.ts';
import { localize, type TCatalogueLanguage, type TOrderFormCatalogue } from '../catalogue/index.ts';
import { hasPayableInvoiceOf, pendingBoletoUrlsOf } from '../invoices/index.ts';

/**
 * What an order's flags, invoices, certificate and stage events say about it, as columns of the order reads
 * (correlated on the order's id, so the dashboard and the order page stay one statement each), and the
 * fields the API answers from them.
 */

/** The order's certificate (alias `c`) as its owner sees it beside the order. */
const CERTIFICATE_ROW = jsonRow({
  code: column<string>(sql`c.code`),
  title: column<string>(sql`c.title`),
  authors: column<string>(sql`c.authors`),
  issuedOn: column<string>(sql`c.issued_on`),
});
export type TCertificateJson = TRowType<typeof CERTIFICATE_ROW>;
type _CertificateAgrees = TAssert<TRowAgrees<TCertificateJson, NonNullable<TOrderDetails['certificate']>>>;

export function orderCertificateOf(orderId: SQLWrapper): SQL<TCertificateJson | null> {
  return rowOf(CERTIFICATE_ROW, (row) => sql`(select ${row} from ${certificates} c where c.order_id = ${orderId})`);
}

/** A stage the order reached (alias `e`); its name is checked against the stages on the way out (stageOf). */
const STAGE_EVENT_ROW = jsonRow({ stage: column<string>(sql`e.stage`), occurredAt: column<string>(sql`e.occurred_at`) });
export type TStageEventJson = TRowType<typeof STAGE_EVENT_ROW>;
type _StageEventAgrees = TAssert<TRowAgrees<Omit<TStageEventJson, 'stage'>, TOrderDetails['stages'][number]>>;

/** The stages the order reached, oldest first. */
export function orderStagesOf(orderId: SQLWrapper): SQL<TStageEventJson[]> {
  return rowsOf(
    STAGE_EVENT_ROW,
    (row) => sql`coalesce((select json_agg(${row}
    order by e.occurred_at, e.id) from ${orderStageEvents} e where e.order_id = ${orderId}), '[]'::json)`,
  );
}

/**
 * Paid: the order is not waiting for its bank transfer or boleto, and none of its invoices (the order's own,
 * or one an edit issued for a price increase) has a balance left.
 */
export function isOrderPaidOf(orderId: SQLWrapper, status: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${status} <> 'awaiting-payment' and not ${hasPayableInvoiceOf(orderId)})`;
}

export { pendingBoletoUrlsOf };

/** The order columns every state derivation needs. */
export type TOrderStateSource = {
  externalId: string;
  title: string;
  status: string;
  stage: string;
  kind: string;
  createdAt: Date | string;
  completedAt: Date | string | null;
  deadline: string | null;
  total: number;
  downloadAvailable: boolean;
  touchUpAvailable: boolean;
  reeditAvailable: boolean;
  scientificReworkEligible: boolean;
  customerGoalId: number | null;
  services: TPlacedService[];
  paid: boolean;
  certificate: TCertificateJson | null;
};

type TOrderStateFields = Pick<
  TOrderDetails,
  | 'externalId'
  | 'title'
  | 'status'
  | 'statusLabelKey'
  | 'stage'
  | 'createdAt'
  | 'completedAt'
  | 'deadline'
  | 'completed'
  | 'paid'
  | 'freeOrder'
  | 'downloadAvailable'
  | 'touchUpAvailable'
  | 'reeditAvailable'
  | 'scientificReworkEligible'
  | 'containsActiveService'
  | 'certificateReady'
  | 'certificate'
  | 'kind'
  | 'hasFigures'
  | 'hasManuscriptFormatting'
  | 'currentStep'
  | 'customerGoal'
  | 'journalDetails'
>;

const isoOf = (value: Date | string) => new Date(value).toISOString();

function stageOf(stage: string): TOrderStageName {
  return (ORDER_STAGE_NAMES as readonly string[]).includes(stage) ? (stage as TOrderStageName) : 'received';
}

export function isOrderCompleted(order: { status: string; completedAt: Date | string | null }): boolean {
  return order.status === 'completed' || order.completedAt !== null;
}

/**
 * Whether the researcher may still edit the order: not completed or cancelled, and not yet delivered.
 * (docs/decisions.md, "Editing a placed order")
 */
export function isOrderEditable(order: { status: string; stage: string; completedAt: Date | string | null }): boolean {
  return !isOrderCompleted(order) && order.status !== 'cancelled' && order.stage !== 'delivered';
}

/**
 * A placed service can be taken off while the order is editable, paid, and not yet started (stage
 * 'received'), unless it is the manuscript's main language service (docs/decisions.md).
 */
export function canServiceBeRemoved(
  catalogue: Pick<TOrderFormCatalogue, 'serviceByIdentity'>,
  order: { status: string; stage: string; completedAt: Date | string | null; paid: boolean },
  service: Pick<TPlacedService, 'identity'>,
): boolean {
  const category = catalogue.serviceByIdentity.get(service.identity)?.category;
  const isMainService = category === undefined || category === 'manuscript' || category === 'rework';
  return isOrderEditable(order) && order.paid && order.stage === 'received' && !isMainService;
}

/**
 * The kind of file an ordered service works on: figures or tables for the services priced by their count, the
 * manuscript otherwise (a service no longer in the catalogue is judged by its type).
 */
export function placedServiceFileType(
  catalogue: Pick<TOrderFormCatalogue, 'serviceByIdentity'>,
  service: Pick<TPlacedService, 'identity' | 'type'>,
): TPlacedServiceFileType {
  const countKind = catalogue.serviceByIdentity.get(service.identity)?.countKind;
  if (countKind === 'figure' || countKind === 'table') return countKind;
  return service.type === 'figures' ? 'figure' : 'main';
}

/** The order's state fields as the order page and the dashboard's panels show them. */
export function orderStateOf(
  catalogue: Pick<TOrderFormCatalogue, 'serviceByIdentity' | 'goals'>,
  order: TOrderStateSource,
  language: TCatalogueLanguage,
): TOrderStateFields {
  const completed = isOrderCompleted(order);
  const stage = stageOf(order.stage);
  const goal = order.customerGoalId === null ? undefined : catalogue.goals.find((g) => g.id === order.customerGoalId);
  const journalDetails = order.services.map((s) => catalogue.serviceByIdentity.get(s.identity)?.journalDetails ?? 'none');
  return {
    externalId: order.externalId,
    title: order.title,
    status: order.status,
    statusLabelKey: orderStatusLabelKey({ status: order.status, completed, paid: order.paid }),
    stage,
    createdAt: isoOf(order.createdAt),
    completedAt: order.completedAt === null ? null : isoOf(order.completedAt),
    deadline: order.deadline,
    completed,
    paid: order.paid,
    freeOrder: order.total === 0,
    downloadAvailable: order.downloadAvailable,
    touchUpAvailable: order.touchUpAvailable,
    reeditAvailable: order.reeditAvailable,
    scientificReworkEligible: order.scientificReworkEligible,
    containsActiveService: order.services.some((service) => catalogue.serviceByIdentity.has(service.identity)),
    certificateReady: order.certificate !== null,
    certificate: order.certificate ? { ...order.certificate, issuedOn: isoOf(order.certificate.issuedOn) } : null,
    kind: order.kind,
    hasFigures: order.services.some((s) => s.type === 'figures' || placedServiceFileType(catalogue, s) !== 'main'),
    hasManuscriptFormatting: order.services.some(
      (s) => s.type === 'formatting' && placedServiceFileType(catalogue, s) === 'main',
    ),
    currentStep: stage,
    customerGoal: goal ? { id: goal.id, key: goal.key, name: localize(goal.name, language) } : null,
    journalDetails: {
      requested: journalDetails.some((value) => value !== 'none'),
      required: journalDetails.some((value) => value === 'required'),
    },
  };
}
