import { MESSAGE, type TDeliverablesResponse, ZDeliverableKey } from '@portal/domain';
import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { orders } from '../../schema/orders.ts';
import { isOrderPaidOf } from './order-state.ts';

/**
 * The edited files of an order (GET /api/order/{externalId}/deliverables and …/{key}): listed and streamed
 * only to the order's owner, and only when staff released them or the order is paid; otherwise the
 * awaiting-payment error. Keys are UUIDs checked by the route's schema and matched in SQL, never used as a
 * path; the bytes come from the storage adapter under the name it generated.
 */

/** No deliverable has this key (keys are random version 4 UUIDs): what a malformed key is looked up as. */
const NO_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * The key to look up: the path's when it is a UUID, else one that matches nothing, so that a malformed key
 * answers like an unknown one (401 signed out, 404 signed in) in the same one statement, and never reaches
 * the database as anything but a UUID.
 */
export function deliverableKeyOf(key: string): string {
  return ZDeliverableKey.safeParse(key).success ? key.toLowerCase() : NO_KEY;
}

/** A current file of the order (alias `d`). */
const DELIVERABLE_ROW = jsonRow({
  key: column<string>(sql`d.key`),
  name: column<string>(sql`d.original_name`),
  size: column<number>(sql`d.size`),
});
type TDeliverableJson = TRowType<typeof DELIVERABLE_ROW>;
type _DeliverableAgrees = TAssert<TRowAgrees<TDeliverableJson, TDeliverablesResponse['files'][number]>>;

/** The order's current files, oldest first (through deliverables_order). */
export function deliverablesJsonOf(orderId: SQLWrapper): SQL<TDeliverableJson[]> {
  return rowsOf(
    DELIVERABLE_ROW,
    (row) => sql`coalesce((select json_agg(${row} order by d.created_at, d.id) from ${deliverables} d
    where d.order_id = ${orderId} and d.removed_at is null), '[]'::json)`,
  );
}

/** Whether the user's order's files may be downloaded now: released by staff (for the order or the user), or paid. */
export function downloadAllowedOf(orderId: SQLWrapper, orderStatus: SQLWrapper): SQL<boolean> {
  // isDownloadAvailable (domain rules) in SQL, with the user-wide override staff can set.
  return sql<boolean>`(${orders.downloadAvailable} or ${users.overrideDownloadAvailable} or ${isOrderPaidOf(orderId, orderStatus)})`;
}

/** Joins the current file of the `key` placeholder of the joined order. */
export const isDeliverableOfKey = and(
  eq(deliverables.orderId, orders.id),
  eq(deliverables.key, sql.placeholder('key')),
  isNull(deliverables.removedAt),
);

/** The user's order of `externalId` (another user's is not joined) with its files, in the session's statement. */
export function prepareDeliverablesRead(db: Db) {
  return selectWithSession(db, {
    externalId: orders.externalId,
    isAllowed: downloadAllowedOf(orders.id, orders.status),
    files: deliverablesJsonOf(orders.id),
  })
    .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.externalId, sql.placeholder('externalId'))))
    .where(isLiveSession)
    .prepare('order_deliverables');
}

/** One file of the user's order, by its key, in the session's statement. */
export function prepareDeliverableRead(db: Db) {
  return selectWithSession(db, {
    orderId: orders.id,
    isAllowed: downloadAllowedOf(orders.id, orders.status),
    file: deliverables,
  })
    .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.externalId, sql.placeholder('externalId'))))
    .leftJoin(deliverables, isDeliverableOfKey)
    .where(isLiveSession)
    .prepare('order_deliverable');
}

export type TDeliverablesRead = ReturnType<typeof prepareDeliverablesRead>;
export type TDeliverableRead = ReturnType<typeof prepareDeliverableRead>;

/** The list answer: the files when they may be downloaded, else none and the awaiting-payment error. */
export function deliverablesAnswer(
  companyName: string,
  order: { externalId: string; isAllowed: boolean | null; files: TDeliverableJson[] | null },
): TDeliverablesResponse {
  const files = (order.files ?? []).map((file) => ({ key: file.key, path: file.name, size: Number(file.size) }));
  if (order.isAllowed) return { files, companyName, externalId: order.externalId };
  return { files: [], companyName, externalId: order.externalId, error: MESSAGE.downloadAwaitingPayment };
}

export async function listOrderDeliverables(
  deps: { read: TDeliverablesRead; companyName: string },
  request: FastifyRequest,
  externalId: string,
): Promise<TDeliverablesResponse> {
  const row = await requireSessionRead(request, deps.read, { externalId });
  if (row.externalId === null) throw AppError.notFound();
  return deliverablesAnswer(deps.companyName, { externalId: row.externalId, isAllowed: row.isAllowed, files: row.files });
}

type TDeliverableRow = typeof deliverables.$inferSelect;

/**
 * Streams a file with its real name and size. The socket's idle time-out is lifted: a large file over a slow
 * line must not be cut off (the spec's download has no time-out).
 */
export async function sendDeliverable(
  deps: { storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  reply: FastifyReply,
  found: { isAllowed: boolean | null; file: TDeliverableRow | null },
): Promise<FastifyReply> {
  if (!found.file) throw AppError.notFound();
  if (!found.isAllowed) throw new AppError(403, MESSAGE.downloadAwaitingPayment);
  const { file } = found;
  let stream: Awaited<ReturnType<TStorage['get']>>;
  try {
    stream = await deps.storage.get(file.storedName);
  } catch (error) {
    if (!(error instanceof StoredFileNotFoundError)) throw error;
    deps.log.warn({ deliverable: file.key }, 'deliverable row without stored content');
    throw AppError.notFound();
  }
  // An injected request (tests) has a socket without timers.
  const { socket } = request.raw;
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(0);
  return reply
    .header('Content-Type', file.contentType || 'application/octet-stream')
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition('attachment', file.originalName))
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}

export async function downloadOrderDeliverable(
  deps: { read: TDeliverableRead; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  reply: FastifyReply,
  params: { externalId: string; key: string },
): Promise<FastifyReply> {
  const row = await requireSessionRead(request, deps.read, params);
  if (row.orderId === null) throw AppError.notFound();
  return sendDeliverable(deps, request, reply, row);
}
