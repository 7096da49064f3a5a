import { randomInt } from 'node:crypto';
import { convertBetween, hasControlCharacter } from '@portal/domain';
import { and, count, eq, getTableColumns, type Placeholder, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { compiledStatement } from '../../platform/compiled-statement.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { encodedForSelect, selectListOf } from '../../platform/insert-select.ts';
import { enqueueJobPerRow } from '../../platform/jobs.ts';
import type { currencies } from '../../schema/catalogue.ts';
import { orders, type TOrderSnapshot } from '../../schema/orders.ts';
import { USD_RATE } from '../ledger/index.ts';
import { closeFormStatement } from '../order-form/index.ts';
import { markPersonalCouponUsed } from '../rewards/index.ts';
import { consumeTouchUpPerRow, followUpColumnsOf } from './follow-ups.ts';
import { receivedStagePerRow } from './received-stage.ts';

export type TOrderRow = typeof orders.$inferSelect;
type TRate = Pick<typeof currencies.$inferSelect, 'exchangeRate' | 'numDecimals'>;

/** Queued with every new order: its reward points and its confirmation e-mail (orders/jobs.ts). */
export const ORDER_PLACED_JOB = 'order-placed';
/** The reward-points job of orders placed before ORDER_PLACED_JOB existed; their e-mail went out with the order. */
export const CREDIT_REWARD_POINTS_JOB = 'credit-order-reward-points';

export async function countOrders(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** Letters that cannot be misread as digits (no I, O). */
const EXTERNAL_ID_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** An order number people read out on the phone: three letters and five digits, `QKR48213`. */
export function generateExternalId(): string {
  let id = '';
  for (let i = 0; i < 3; i += 1) id += EXTERNAL_ID_LETTERS[randomInt(EXTERNAL_ID_LETTERS.length)];
  return id + String(randomInt(100_000)).padStart(5, '0');
}

/** One point per whole US dollar of the order's total. */
export function rewardPointsFor(total: number, currency: TRate) {
  return Math.max(0, Math.floor(convertBetween(total, currency, USD_RATE) / 100));
}

async function findOrderOfForm(db: DbOrTx, orderFormId: number) {
  const [row] = await db
    .select({ id: orders.id, externalId: orders.externalId })
    .from(orders)
    .where(eq(orders.orderFormId, orderFormId));
  return row;
}

/** The columns placeOrder writes from its values (followUpColumnsOf adds kind and parent order). */
const PLACED_COLUMNS = [
  'externalId',
  'userId',
  'title',
  'status',
  'orderFormId',
  'currencyIso',
  'subtotal',
  'discountTotal',
  'total',
  'services',
  'discounts',
  'deadline',
  'wordCount',
  'manuscriptLanguageId',
  'customerGoalId',
  'areaOfStudyId',
  'styleOfEnglish',
  'journalName',
  'journalUrl',
  'deliveryTier',
  'paymentId',
  'receiptCode',
  'rewardPoints',
  'adminCreated',
  'requireCustomerNotification',
  'localization',
  'language',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type TPlacedColumn = (typeof PLACED_COLUMNS)[number];

/**
 * What placing an order writes beside it, from `inserted` (the CTE that inserted the order, returning its id,
 * kind and parent order): its follow-ups queued, its timeline started, its form converted, a used touch-up
 * offer withdrawn; each only when the order was inserted.
 */
function placedOrderWrites(dbx: DbOrTx, inserted: WithSubqueryWithSelection<TPlacedSelection, string>, orderFormId: Placeholder) {
  const followUps = enqueueJobPerRow(dbx, inserted, ORDER_PLACED_JOB, sql`jsonb_build_object('orderId', ${inserted.id})`);
  const received = receivedStagePerRow(dbx, inserted);
  const converted = dbx
    .$with('converted_form')
    .as(closeFormStatement(dbx, orderFormId, 'converted', sql`exists (select 1 from ${inserted})`));
  const touchUp = consumeTouchUpPerRow(dbx, inserted);
  return [followUps, received, converted, touchUp];
}

const PLACED_SELECTION = { id: orders.id, externalId: orders.externalId, kind: orders.kind, parentOrderId: orders.parentOrderId };
type TPlacedSelection = typeof PLACED_SELECTION;

/**
 * One statement inserts the order (unless its external id is taken or its form was placed already),
 * queues its follow-ups, starts its timeline, converts its form and withdraws a used touch-up offer.
 * Built once (compiled-statement.ts): its text does not depend on the order.
 */
const placeOrderStatement = compiledStatement('place_order', (dbx) => {
  const values = Object.fromEntries(PLACED_COLUMNS.map((column) => [column, sql.placeholder(column)])) as Record<
    TPlacedColumn,
    Placeholder
  >;
  const inserted = dbx.$with('placed_order').as(
    dbx
      .insert(orders)
      .values({ ...values, ...followUpColumnsOf(values.orderFormId) })
      // Either the external id was taken (draw another) or the form was placed already (answer that order).
      .onConflictDoNothing()
      .returning(PLACED_SELECTION),
  );
  return dbx
    .with(inserted, ...placedOrderWrites(dbx, inserted, values.orderFormId))
    .select()
    .from(inserted);
});

const ORDER_COLUMNS = getTableColumns(orders);

/** The next order id, drawn ahead of the insert by a statement that records it elsewhere too (placeOrderFromRowOf). */
export const nextOrderId = sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`;

/**
 * Places an order inside another module's statement (payments' Complete Order in one statement): the order
 * numbered `orderId` (nextOrderId, drawn by the caller) inserted for the row of `gate`, a CTE answering one
 * row or none, with placeOrderStatement's follow-ups. Its values are placeholders named `${prefix}<column>`
 * (placedOrderSelectValues). Nothing is done on conflict: an order number taken or a form placed already fails
 * the whole statement (a unique violation), and the caller then places the order with placeOrder.
 */
export function placeOrderFromRowOf(dbx: DbOrTx, gate: WithSubquery, orderId: SQL<number>, prefix: string) {
  const list = selectListOf(ORDER_COLUMNS, PLACED_COLUMNS, prefix);
  const orderFormId = sql.placeholder(`${prefix}orderFormId`);
  const { kind, parentOrderId } = followUpColumnsOf(orderFormId);
  const names = sql.join(
    [ORDER_COLUMNS.id, ORDER_COLUMNS.kind, ORDER_COLUMNS.parentOrderId].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const placed = dbx
    .$with('placed_order', PLACED_SELECTION)
    .as(
      sql`insert into ${orders} (${names}, ${list.names}) select ${orderId}, ${kind}, ${parentOrderId}, ${list.values} from ${gate} returning *`,
    );
  return { placed, writes: [placed, ...placedOrderWrites(dbx, placed, orderFormId)] };
}

type TPlaceOrderInput = {
  userId: number;
  orderFormId: number;
  snapshot: TOrderSnapshot;
  /** The order's currency, for the reward points. */
  currency: TRate;
  paymentId: number | null;
  receiptCode: string | null;
  status: 'placed' | 'awaiting-payment';
};

/** What placing an order writes from its values, under the order number `externalId`. */
function placedValuesOf(input: TPlaceOrderInput, externalId: string): Record<TPlacedColumn, unknown> {
  const { snapshot } = input;
  return {
    externalId,
    userId: input.userId,
    title: snapshot.title,
    status: input.status,
    orderFormId: input.orderFormId,
    currencyIso: snapshot.currencyIso,
    subtotal: snapshot.subtotal,
    discountTotal: snapshot.discountTotal,
    total: snapshot.total,
    services: snapshot.services,
    discounts: snapshot.discounts,
    deadline: snapshot.deadline,
    wordCount: snapshot.wordCount,
    manuscriptLanguageId: snapshot.manuscriptLanguageId,
    customerGoalId: snapshot.customerGoalId,
    areaOfStudyId: snapshot.areaOfStudyId,
    styleOfEnglish: snapshot.styleOfEnglish,
    journalName: snapshot.journalName,
    journalUrl: snapshot.journalUrl,
    deliveryTier: snapshot.deliveryTier,
    paymentId: input.paymentId,
    receiptCode: input.receiptCode,
    rewardPoints: rewardPointsFor(snapshot.total, input.currency),
    adminCreated: snapshot.adminCreated,
    requireCustomerNotification: snapshot.requireCustomerNotification,
    localization: snapshot.localization,
    language: snapshot.language,
  };
}

/** The values of placeOrderFromRowOf's placeholders, under a new order number (returned beside them). */
export function placedOrderSelectValues(input: TPlaceOrderInput, prefix: string) {
  const externalId = generateExternalId();
  return { externalId, values: encodedForSelect(ORDER_COLUMNS, placedValuesOf(input, externalId), prefix) };
}

/** Whether placeOrder may write more than placeOrderFromRowOf does: a promotional code, marked used if it is the researcher's own. */
export function isPlacedWithMoreWrites(snapshot: TOrderSnapshot): boolean {
  return snapshot.discounts.some((discount) => discount.kind === 'promotional-code' && Boolean(discount.code));
}

/**
 * Places the order paid for by a payment: one order per order form (a repeated call answers the first
 * with created false). The form is converted and the order's follow-ups (reward points, confirmation
 * e-mail) are queued by the statement that inserts it, so they exist exactly when the order does; nothing
 * is rendered or sent while the payer waits.
 */
export async function placeOrder(
  tx: DbOrTx,
  input: TPlaceOrderInput,
): Promise<{ orderId: number; externalId: string; created: boolean }> {
  let placed: { id: number; externalId: string; kind: string; parentOrderId: number | null } | undefined;
  for (let attempt = 0; !placed && attempt < 20; attempt += 1) {
    [placed] = await placeOrderStatement(tx, placedValuesOf(input, generateExternalId()));
    if (!placed) {
      const existing = await findOrderOfForm(tx, input.orderFormId);
      if (existing) return { orderId: existing.id, externalId: existing.externalId, created: false };
    }
  }
  if (!placed) throw new Error('no free order number');
  for (const discount of input.snapshot.discounts) {
    if (discount.kind === 'promotional-code' && discount.code) {
      await markPersonalCouponUsed(tx, input.userId, discount.code, placed.id);
    }
  }
  return { orderId: placed.id, externalId: placed.externalId, created: true };
}

/** A bank-transfer or boleto order whose payment arrived: awaiting-payment → placed. False when it was not awaiting. */
export async function markOrderPaid(tx: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'placed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting-payment')))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** One of the user's orders by its external id; another user's (or an unknown one) is 404. */
export async function findOrderForUser(db: DbOrTx, userId: number, externalId: string): Promise<TOrderRow> {
  if (externalId.length > 40) throw AppError.notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.externalId, externalId)));
  if (!row) throw AppError.notFound();
  return row;
}

/** Whether the signed-in caller owns the order of that number (route-access: checked before the body is read). */
export async function ownsOrder(db: DbOrTx, request: FastifyRequest, externalId: string): Promise<boolean> {
  const userId = request.auth?.user.id;
  // A control character would be refused by PostgreSQL itself: such a number names no order.
  if (userId === undefined || externalId.length > 40 || hasControlCharacter(externalId)) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.externalId, externalId)))
    .limit(1);
  return row !== undefined;
}
