import { randomInt } from 'node:crypto';
import { convertBetween, formatMoney, LOCALE_TO_SEGMENT, toLocale } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import { users } from '../account/table.ts';
import { currencies } from '../catalogue/table.ts';
import { USD_RATE } from '../ledger/service.ts';
import { findFormById, updateForm } from '../order-form/repository.ts';
import { orders, type TOrderSnapshot } from './table.ts';

export type TOrderRow = typeof orders.$inferSelect;

export const CREDIT_REWARD_POINTS_JOB = 'credit-order-reward-points';

/**
 * The site's address for the link in order e-mails. placeOrder runs inside the payments module's
 * transactions without the configuration, so the routes (and the worker's job handlers) set it at start.
 */
let siteUrl = '';
export function configureOrderLinks(publicUrl: string): void {
  siteUrl = publicUrl.replace(/\/+$/, '');
}

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
export function rewardPointsFor(total: number, currency: Pick<typeof currencies.$inferSelect, 'exchangeRate' | 'numDecimals'>) {
  return Math.max(0, Math.floor(convertBetween(total, currency, USD_RATE) / 100));
}

async function findOrderOfForm(db: DbOrTx, orderFormId: number) {
  const [row] = await db
    .select({ id: orders.id, externalId: orders.externalId })
    .from(orders)
    .where(eq(orders.orderFormId, orderFormId));
  return row;
}

/** Marks the order form converted: a conditional update on its version, retried when a file analysis bumped it. */
async function convertOrderForm(tx: DbOrTx, orderFormId: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const form = await findFormById(tx, orderFormId);
    if (form?.status !== 'open') return;
    if (await updateForm(tx, form.id, form.version, { status: 'converted' })) return;
  }
}

function confirmationEmail(
  user: { email: string; firstName: string; lastName: string; language: string },
  order: { externalId: string; snapshot: TOrderSnapshot; status: 'placed' | 'awaiting-payment' },
  currency: { sign: string; numDecimals: number },
) {
  const locale = toLocale(user.language);
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const money = (amount: number) => formatMoney(amount, currency);
  const paragraphs = [
    t('email-greeting', { name }),
    t('email-order-confirmation-body', { externalId: order.externalId, title: order.snapshot.title }),
    ...(order.status === 'awaiting-payment' ? [t('email-order-confirmation-awaiting-payment')] : []),
  ];
  const lines = order.snapshot.services.map((service) => `${service.name}: ${money(service.totalPrice)}`);
  const total = t('email-order-confirmation-total', { total: money(order.snapshot.total) });
  const closing = t('email-order-confirmation-follow');
  const url = `${siteUrl}/${LOCALE_TO_SEGMENT[locale]}/researcher/index/details/${encodeURIComponent(order.externalId)}`;
  const action = t('email-order-confirmation-action');
  const text = [...paragraphs, '', ...lines, total, '', closing, `${action}: ${url}`, '', t('email-signature')].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    `<p>${escapeHtml(closing)}<br><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(t('email-signature'))}</p>`,
  ].join('');
  return { to: user.email, subject: t('email-order-confirmation-subject', { externalId: order.externalId }), text, html };
}

/**
 * Places the order paid for by a payment: one order per order form (a repeated call answers the first
 * with created false). The form is converted, and the confirmation e-mail and the reward-points job are
 * queued in the caller's transaction, so they exist exactly when the order does.
 */
export async function placeOrder(
  tx: DbOrTx,
  input: {
    userId: number;
    orderFormId: number;
    snapshot: TOrderSnapshot;
    paymentId: number | null;
    receiptCode: string | null;
    methodId: number;
    status: 'placed' | 'awaiting-payment';
  },
): Promise<{ orderId: number; externalId: string; created: boolean }> {
  const existing = await findOrderOfForm(tx, input.orderFormId);
  if (existing) return { orderId: existing.id, externalId: existing.externalId, created: false };
  const { snapshot } = input;
  const [currency] = await tx.select().from(currencies).where(eq(currencies.isoCode, snapshot.currencyIso));
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!currency || !user) throw AppError.notFound();

  let placed: { id: number; externalId: string } | undefined;
  for (let attempt = 0; !placed && attempt < 20; attempt += 1) {
    [placed] = await tx
      .insert(orders)
      .values({
        externalId: generateExternalId(),
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
        rewardPoints: rewardPointsFor(snapshot.total, currency),
        adminCreated: snapshot.adminCreated,
        requireCustomerNotification: snapshot.requireCustomerNotification,
        localization: snapshot.localization,
        language: snapshot.language,
      })
      // Either the external id was taken (draw another) or the form was placed concurrently (answer that order).
      .onConflictDoNothing()
      .returning({ id: orders.id, externalId: orders.externalId });
    if (!placed) {
      const concurrent = await findOrderOfForm(tx, input.orderFormId);
      if (concurrent) return { orderId: concurrent.id, externalId: concurrent.externalId, created: false };
    }
  }
  if (!placed) throw new Error('no free order number');

  await convertOrderForm(tx, input.orderFormId);
  if (snapshot.requireCustomerNotification) {
    await queueEmail(tx, confirmationEmail(user, { externalId: placed.externalId, snapshot, status: input.status }, currency));
  }
  await enqueueJob(tx, CREDIT_REWARD_POINTS_JOB, { orderId: placed.id });
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

export async function findOrderById(db: DbOrTx, orderId: number): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
