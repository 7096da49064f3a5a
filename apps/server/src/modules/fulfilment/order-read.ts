import type { TStaffOrder } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { fullNameOf, requireStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { certificates, deliverables, orderStageEvents, paymentProofs } from '../../schema/fulfilment.ts';
import { invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import { isFirstInvoiceOf } from '../invoices/index.ts';
import { filesJsonOf } from '../order-form/index.ts';
import { isOrderPaidOf } from '../orders/index.ts';

const researchers = alias(users, 'researcher');
const assignees = alias(users, 'assignee');

type TName = { firstName: string; lastName: string; email: string };
type TTimelineJson = { stage: TStaffOrder['stage']; occurredAt: string; actor: TName | null }[];
type TDeliverableJson = {
  key: string;
  name: string;
  size: number;
  sha256: string;
  createdAt: string;
  uploadedBy: TName | null;
}[];
type TCertificateJson = {
  code: string;
  title: string;
  authors: string;
  issuedOn: string;
  fileName: string | null;
  fileSha256: string | null;
} | null;
type TProofJson = {
  identity: string;
  name: string;
  size: number;
  note: string | null;
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: TName | null;
}[];

/** A staff member or researcher named in a JSON column: their names and address, or null. */
const nameJson = (userId: string) =>
  sql.raw(`(select json_build_object('firstName', n.first_name, 'lastName', n.last_name, 'email', n.email)
    from users n where n.id = ${userId})`);

/** What the staff order page shows beside the order row, as columns of its one statement (correlated on orders). */
const orderPageColumns = {
  files: filesJsonOf(orders.orderFormId),
  timeline: sql<TTimelineJson>`coalesce((select json_agg(json_build_object(
      'stage', e.stage, 'occurredAt', e.occurred_at, 'actor', ${nameJson('e.actor_id')}) order by e.occurred_at, e.id)
    from ${orderStageEvents} e where e.order_id = ${orders.id}), '[]'::json)`,
  deliverables: sql<TDeliverableJson>`coalesce((select json_agg(json_build_object(
      'key', d.key, 'name', d.original_name, 'size', d.size, 'sha256', d.sha256, 'createdAt', d.created_at,
      'uploadedBy', ${nameJson('d.uploaded_by')}) order by d.created_at, d.id)
    from ${deliverables} d where d.order_id = ${orders.id} and d.removed_at is null), '[]'::json)`,
  certificate: sql<TCertificateJson>`(select json_build_object('code', c.code, 'title', c.title, 'authors', c.authors,
      'issuedOn', c.issued_on, 'fileName', c.file_name, 'fileSha256', c.file_sha256)
    from ${certificates} c where c.order_id = ${orders.id})`,
  proofs: sql<TProofJson>`coalesce((select json_agg(json_build_object(
      'identity', pp.identity, 'name', pp.original_name, 'size', pp.size, 'note', pp.note, 'createdAt', pp.created_at,
      'reviewedAt', pp.reviewed_at, 'reviewedBy', ${nameJson('pp.reviewed_by')}) order by pp.created_at, pp.id)
    from ${paymentProofs} pp where pp.order_id = ${orders.id}), '[]'::json)`,
  isPaid: isOrderPaidOf(orders.id, orders.status),
  parentExternalId: sql<string | null>`(select po.external_id from ${orders} po where po.id = ${orders.parentOrderId})`,
};

const orderPageFields = {
  order: orders,
  researcher: {
    identity: researchers.identity,
    email: researchers.email,
    firstName: researchers.firstName,
    lastName: researchers.lastName,
    institution: researchers.institution,
    language: researchers.language,
  },
  assignee: {
    identity: assignees.identity,
    email: assignees.email,
    firstName: assignees.firstName,
    lastName: assignees.lastName,
  },
  currency: { isoCode: currencies.isoCode, sign: currencies.sign, numDecimals: currencies.numDecimals },
  invoice: {
    invoiceNumber: invoices.invoiceNumber,
    totalAmount: invoices.totalAmount,
    balance: invoices.balance,
    status: invoices.status,
  },
  payment: { receiptCode: payments.receiptCode, methodId: payments.methodId, status: payments.status },
  ...orderPageColumns,
};

/**
 * GET /api/staff/orders/{externalId} in one statement: the session, and when its user is staff the order of
 * that number with its researcher, editor, first invoice, payment, files, timeline, deliverables,
 * certificate and proofs of payment.
 */
export function prepareStaffOrderRead(db: Db) {
  return selectWithSession(db, orderPageFields)
    .leftJoin(orders, and(eq(users.role, 'staff'), eq(orders.externalId, sql.placeholder('externalId'))))
    .leftJoin(researchers, eq(researchers.id, orders.userId))
    .leftJoin(assignees, eq(assignees.id, orders.assigneeId))
    .leftJoin(currencies, eq(currencies.isoCode, sql`coalesce(${orders.currencyIso}, 'USD')`))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(invoices, isFirstInvoiceOf(orders.id))
    .where(isLiveSession)
    .prepare('staff_order_read');
}

export type TStaffOrderRead = ReturnType<typeof prepareStaffOrderRead>;

/** The page's columns, with or without the session's beside them. */
type TPageRow = Omit<
  Awaited<ReturnType<TStaffOrderRead['execute']>>[number],
  'user' | 'impersonatorId' | 'impersonatorIdentity' | 'flash' | 'secondFactorAt' | 'readVersion'
>;

/** The same columns after a change, without the session (the caller already checked it). */
export async function findStaffOrderPage(db: DbOrTx, orderId: number): Promise<TPageRow | undefined> {
  const [row] = await db
    .select(orderPageFields)
    .from(orders)
    .leftJoin(researchers, eq(researchers.id, orders.userId))
    .leftJoin(assignees, eq(assignees.id, orders.assigneeId))
    .leftJoin(currencies, eq(currencies.isoCode, sql`coalesce(${orders.currencyIso}, 'USD')`))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(invoices, isFirstInvoiceOf(orders.id))
    .where(eq(orders.id, orderId));
  return row;
}

const toIso = (value: string | Date) => new Date(value).toISOString();
const nameOf = (person: TName | null) => (person ? fullNameOf(person) : null);

/** Late as the queue says it: the deadline passed, not delivered, not finished. */
function isLate(order: { deadline: string | null; stage: string; status: string }, now: Date): boolean {
  if (!order.deadline || order.stage === 'delivered' || order.status === 'completed' || order.status === 'cancelled')
    return false;
  return order.deadline < now.toISOString();
}

/** The page's JSON from its row. */
export function toStaffOrder(
  row: TPageRow,
  serviceName: (service: { identity?: string | null; name: string }) => string = (service) => service.name,
  now = new Date(),
): TStaffOrder {
  const { order, researcher, invoice, payment } = row;
  if (!order || !researcher) throw AppError.notFound();
  return {
    externalId: order.externalId,
    title: order.title,
    status: order.status,
    stage: order.stage as TStaffOrder['stage'],
    version: order.version,
    kind: order.kind,
    parentExternalId: row.parentExternalId,
    deadline: order.deadline,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    isLate: isLate(order, now),
    wordCount: order.wordCount,
    styleOfEnglish: order.styleOfEnglish,
    journal: order.journalName ? { name: order.journalName, url: order.journalUrl } : null,
    researcher: { ...researcher, fullName: fullNameOf(researcher) },
    assignee: row.assignee ? { ...row.assignee, fullName: fullNameOf(row.assignee) } : null,
    notificationEmails: order.notificationEmails,
    services: order.services.map((s) => ({
      identity: s.identity,
      name: serviceName(s),
      deliveryTier: s.deliveryTier,
      quantity: s.quantity,
      totalPrice: s.totalPrice,
    })),
    currency: row.currency ?? { isoCode: order.currencyIso ?? 'USD', sign: '$', numDecimals: 2 },
    total: order.total,
    flags: {
      downloadAvailable: order.downloadAvailable,
      touchUpAvailable: order.touchUpAvailable,
      reeditAvailable: order.reeditAvailable,
      scientificReworkEligible: order.scientificReworkEligible,
    },
    isPaid: row.isPaid === true,
    invoice,
    payment,
    files: order.orderFormId === null ? [] : row.files,
    timeline: row.timeline.map((event) => ({
      stage: event.stage,
      occurredAt: toIso(event.occurredAt),
      actor: nameOf(event.actor),
    })),
    deliverables: row.deliverables.map((d) => ({
      key: d.key,
      name: d.name,
      size: Number(d.size),
      sha256: d.sha256,
      createdAt: toIso(d.createdAt),
      uploadedBy: nameOf(d.uploadedBy),
    })),
    certificate: row.certificate ? { ...row.certificate, issuedOn: toIso(row.certificate.issuedOn) } : null,
    paymentProofs: row.proofs.map((proof) => ({
      identity: proof.identity,
      name: proof.name,
      size: Number(proof.size),
      note: proof.note,
      createdAt: toIso(proof.createdAt),
      reviewedAt: proof.reviewedAt ? toIso(proof.reviewedAt) : null,
      reviewedBy: nameOf(proof.reviewedBy),
    })),
  };
}

/** GET /api/staff/orders/{externalId}: 401 without a session, 403 for a researcher, 404 for an unknown order. */
export async function readStaffOrder(
  read: TStaffOrderRead,
  request: FastifyRequest,
  externalId: string,
  serviceName?: (service: { identity?: string | null; name: string }) => string,
): Promise<TStaffOrder> {
  const row = await requireSessionRead(request, read, { externalId });
  requireStaffActor(request);
  return toStaffOrder(row, serviceName);
}
