import {
  ORDER_PAGE_SIZE,
  pageNavigationOf,
  parseFilterDate,
  type TOrderSearchQuery,
  type TOrderSearchResponse,
  type TOrderSummary,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { orders, type TPlacedService } from '../../schema/orders.ts';
import { catalogueLanguageOf, placedServiceName, type TCatalogueLanguage, type TOrderFormCatalogue } from '../catalogue/index.ts';
import { isOrderPaidOf, orderCertificateOf, orderStateOf, pendingBoletoUrlsOf, placedServiceFileType } from './order-state.ts';

/**
 * GET /api/order/search in one statement: the session, how many of the user's orders match the filters and
 * the page of them (newest first, counted in the same pass), each with its paid state, certificate and pending boletos. Every filter
 * is a placeholder, so one prepared statement serves every search. The user's rows come through orders_user
 * (user_id, created_at): a date filter is a range on that index, and the title and number filters look only
 * at the user's own rows, so a researcher with a thousand orders costs what one with ten does.
 */

const matchesFilters = sql`o.user_id = ${users.id}
  and (${sql.placeholder('xid')}::text is null or o.external_id ilike ${sql.placeholder('xid')}::text escape '\\')
  and (${sql.placeholder('title')}::text is null or o.title ilike ${sql.placeholder('title')}::text escape '\\')
  and (${sql.placeholder('from')}::date is null or o.created_at >= (${sql.placeholder('from')}::date::timestamp at time zone 'UTC'))
  and (${sql.placeholder('to')}::date is null or o.created_at < ((${sql.placeholder('to')}::date + 1)::timestamp at time zone 'UTC'))`;

/** One order row (alias `o`) with its paid state, certificate and pending boletos. */
const ORDER_ROW = jsonRow({
  externalId: column<string>(sql`o.external_id`),
  title: column<string>(sql`o.title`),
  status: column<string>(sql`o.status`),
  stage: column<string>(sql`o.stage`),
  kind: column<string>(sql`o.kind`),
  createdAt: column<string>(sql`o.created_at`),
  completedAt: column<string | null>(sql`o.completed_at`),
  deadline: column<string | null>(sql`o.deadline`),
  total: column<number>(sql`o.total`),
  downloadAvailable: column<boolean>(sql`o.download_available`),
  touchUpAvailable: column<boolean>(sql`o.touch_up_available`),
  reeditAvailable: column<boolean>(sql`o.reedit_available`),
  scientificReworkEligible: column<boolean>(sql`o.scientific_rework_eligible`),
  customerGoalId: column<number | null>(sql`o.customer_goal_id`),
  services: column<TPlacedService[]>(sql`o.services`),
  paid: isOrderPaidOf(sql`o.id`, sql`o.status`),
  certificate: orderCertificateOf(sql`o.id`),
  boletoUrls: pendingBoletoUrlsOf(sql`o.id`),
});
type TOrderRowJson = TRowType<typeof ORDER_ROW>;
// The services and the stage are named and checked from the catalogue on the way out (orderStateOf, summaryOf).
type _OrderRowAgrees = TAssert<TRowAgrees<Omit<TOrderRowJson, 'services' | 'stage'>, TOrderSummary>>;

/** A page of the matching orders (`o`, `found`) and how many match in all. */
const FOUND_ROW = jsonRow({
  rows: rowsOf(ORDER_ROW, (row) => sql`coalesce(json_agg(${row} order by o.created_at desc, o.id desc), '[]'::json)`),
  total: column<number>(sql`coalesce(max(found.matching), (select count(*)::int from ${orders} o where ${matchesFilters}))`),
});

export function prepareOrderSearch(db: Db) {
  return selectWithSession(db, {
    // One pass over the researcher's matching orders gives both the page and their number (a window count taken
    // before the limit); only a page past the last one, which has no row to carry the count, counts again.
    found: sql<TRowType<typeof FOUND_ROW>>`(
      select ${FOUND_ROW.sql}
      from (select o.id, count(*) over ()::int as matching from ${orders} o where ${matchesFilters}
            order by o.created_at desc, o.id desc
            limit ${sql.raw(String(ORDER_PAGE_SIZE))} offset ${sql.placeholder('offset')}) found
      join ${orders} o on o.id = found.id)`,
  })
    .where(isLiveSession)
    .prepare('order_search');
}

export type TOrderSearch = ReturnType<typeof prepareOrderSearch>;

/** A LIKE pattern matching `text` literally (its % _ and \ escaped). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function summaryOf(catalogue: TOrderFormCatalogue, row: TOrderRowJson, language: TCatalogueLanguage): TOrderSummary {
  return {
    ...orderStateOf(catalogue, row, language),
    services: row.services.map((service) => ({
      identity: service.identity,
      name: placedServiceName(catalogue, service, language),
      type: service.type,
      fileType: placedServiceFileType(catalogue, service),
    })),
    pendingPayments: row.boletoUrls.map((boletoUrl) => ({ boletoUrl })),
  };
}

/** The user's orders matching the filters, a page at a time; 401 without a live session. */
export async function searchOrders(
  deps: { catalogue: () => Promise<TOrderFormCatalogue>; read: TOrderSearch },
  request: FastifyRequest,
  query: TOrderSearchQuery,
): Promise<TOrderSearchResponse> {
  const page = query.page ?? 1;
  const row = await requireSessionRead(request, deps.read, {
    // The order number is matched from its start (a whole number or its first characters), the title anywhere.
    xid: query.xid ? `${likeLiteral(query.xid)}%` : null,
    title: query.orderTitle ? `%${likeLiteral(query.orderTitle)}%` : null,
    from: query.from ? parseFilterDate(query.from) : null,
    to: query.to ? parseFilterDate(query.to) : null,
    offset: (page - 1) * ORDER_PAGE_SIZE,
  });
  const catalogue = await deps.catalogue();
  const language = catalogueLanguageOf(requestLocale(request));
  const { rows, total } = row.found;
  return {
    orders: rows.map((order) => summaryOf(catalogue, order, language)),
    pagination: pageNavigationOf(page, total, ORDER_PAGE_SIZE),
  };
}
