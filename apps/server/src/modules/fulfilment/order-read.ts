import type { TStaffDeliverable, TStaffOrder, TStaffPaymentProof } from '@portal/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { column, jsonRow, rowOf, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
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

/** A staff member or researcher named in a JSON column (alias `n`): their names and address. */
const NAME_ROW = jsonRow({
  firstName: column<string>(sql`n.first_name`),
  lastName: column<string>(sql`n.last_name`),
  email: column<string>(sql`n.email`),
});
type TName = TRowType<typeof NAME_ROW>;
/** The user of that id, or null. */
const nameJson = (userId: SQL) =>
  rowOf(
    NAME_ROW,
    (row) => sql`(select ${row}
    from ${users} n where n.id = ${userId})`,
  );

/** A stage the order reached (alias `e`) and who moved it there. */
const TIMELINE_ROW = jsonRow({
  stage: column<TStaffOrder['stage']>(sql`e.stage`),
  occurredAt: column<string>(sql`e.occurred_at`),
  actor: nameJson(sql`e.actor_id`),
});

/** An edited file staff uploaded (alias `d`). */
const DELIVERABLE_ROW = jsonRow({
  key: column<string>(sql`d.key`),
  name: column<string>(sql`d.original_name`),
  size: column<number>(sql`d.size`),
  sha256: column<string>(sql`d.sha256`),
  createdAt: column<string>(sql`d.created_at`),
  uploadedBy: nameJson(sql`d.uploaded_by`),
});

/** The order's certificate (alias `c`). */
const CERTIFICATE_ROW = jsonRow({
  code: column<string>(sql`c.code`),
  title: column<string>(sql`c.title`),
  authors: column<string>(sql`c.authors`),
  issuedOn: column<string>(sql`c.issued_on`),
  fileName: column<string | null>(sql`c.file_name`),
  fileSha256: column<string | null>(sql`c.file_sha256`),
});

/** A proof of payment the researcher sent (alias `pp`) and who reviewed it. */
const PROOF_ROW = jsonRow({
  identity: column<string>(sql`pp.identity`),
  name: column<string>(sql`pp.original_name`),
  size: column<number>(sql`pp.size`),
  note: column<string | null>(sql`pp.note`),
  createdAt: column<string>(sql`pp.created_at`),
  reviewedAt: column<string | null>(sql`pp.reviewed_at`),
  reviewedBy: nameJson(sql`pp.reviewed_by`),
});

// The people are named on the way out (nameOf).
type _TimelineAgrees = TAssert<TRowAgrees<Omit<TRowType<typeof TIMELINE_ROW>, 'actor'>, TStaffOrder['timeline'][number]>>;
type _DeliverableAgrees = TAssert<TRowAgrees<Omit<TRowType<typeof DELIVERABLE_ROW>, 'uploadedBy'>, TStaffDeliverable>>;
type _CertificateAgrees = TAssert<TRowAgrees<TRowType<typeof CERTIFICATE_ROW>, NonNullable<TStaffOrder['certificate']>>>;
type _ProofAgrees = TAssert<TRowAgrees<Omit<TRowType<typeof PROOF_ROW>, 'reviewedBy'>, TStaffPaymentProof>>;

/** What the staff order page shows beside the order row, as columns of its one statement (correlated on orders). */
const orderPageColumns = {
  files: filesJsonOf(orders.orderFormId),
  timeline: rowsOf(
    TIMELINE_ROW,
    (row) => sql`coalesce((select json_agg(${row} order by e.occurred_at, e.id)
    from ${orderStageEvents} e where e.order_id = ${orders.id}), '[]'::json)`,
  ),
  deliverables: rowsOf(
    DELIVERABLE_ROW,
    (row) => sql`coalesce((select json_agg(${row} order by d.created_at, d.id)
    from ${deliverables} d where d.order_id = ${orders.id} and d.removed_at is null), '[]'::json)`,
  ),
  certificate: rowOf(
    CERTIFICATE_ROW,
    (row) => sql`(select ${row}
    from ${certificates} c where c.order_id = ${orders.id})`,
  ),
  proofs: rowsOf(
    PROOF_ROW,
    (row) => sql`coalesce((select json_agg(${row} order by pp.created_at, pp.id)
    from ${paymentProofs} pp where pp.order_id = ${orders.id}), '[]'::json)`,
  ),
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
