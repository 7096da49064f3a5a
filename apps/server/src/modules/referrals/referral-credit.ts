import { DEFAULT_REFERRAL_AMOUNT, referralCreditAmount, referredNameOf } from '@portal/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { column, jsonRow, type TRowType } from '../../platform/kept-read.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import { referralRewards } from '../../schema/referrals.ts';
import { grantCredit } from '../ledger/index.ts';
import { awardRewardPoints, isOrderPaid } from '../rewards/index.ts';

/** Queued with a referral credit: the referrer's "you earned a credit" e-mail (referral-jobs.ts). */
export const REFERRAL_CREDIT_EARNED_JOB = 'referrals.credit-earned';

/** Reward points for a referral: one per US dollar of the referral amount, as orders earn them. */
export const REFERRAL_REWARD_POINTS = DEFAULT_REFERRAL_AMOUNT;

/** Who referred a researcher (the user row aliased `u`) and whether that referrer was credited already. */
const REFERRED_STATE_ROW = jsonRow({
  referrerUserId: column<number | null>(sql`u.referred_by_user_id`),
  firstName: column<string>(sql`u.first_name`),
  lastName: column<string>(sql`u.last_name`),
  isRewarded: column<boolean>(sql`exists (select 1 from ${referralRewards} r where r.referred_user_id = u.id)`),
});
export type TReferredState = TRowType<typeof REFERRED_STATE_ROW>;

/** A researcher's TReferredState as a JSON value of another statement (the user row aliased `u`). */
export const referredStateJsonOfUserRow = REFERRED_STATE_ROW.sql;

export type TReferralCredit = { rewardId: number; referrerUserId: number; amount: number; currencyIso: string };

/**
 * Credits the referrer of a researcher whose order has just been paid with money, once per referred researcher: the
 * referral amount (USD 40) converted to the referrer's currency, as a credit through the ledger, reward
 * points, and the e-mail telling them. Run it in a transaction of its caller. It does nothing
 * for a researcher nobody referred, one whose referrer was credited already, or while no order of theirs is
 * paid with money. The unique referred researcher of referral_rewards decides between retries and concurrent payments:
 * the row, the credit and the points are written together or not at all. Called by a placed order's
 * follow-ups (an order paid at once: kept out of Complete Order's own statements) and in the transactions
 * that capture a later payment (a boleto paid, invoices paid off).
 */
export async function rewardReferrerOfPaidOrder(
  tx: DbOrTx,
  referredUserId: number,
  /** The referred researcher as referredStateJsonOf read them in the caller's statement, if it did. */
  known?: TReferredState | null,
): Promise<TReferralCredit | null> {
  const [referred] =
    known !== undefined
      ? [known]
      : await tx
          .select({
            referrerUserId: users.referredByUserId,
            firstName: users.firstName,
            lastName: users.lastName,
            isRewarded: sql<boolean>`exists (select 1 from ${referralRewards} r where r.referred_user_id = ${referredUserId})`,
          })
          .from(users)
          .where(eq(users.id, referredUserId));
  if (!referred?.referrerUserId || referred.isRewarded) return null;
  // Paid: none of its invoices is left to pay and, without an invoice, not awaiting its transfer or boleto. A
  // bank-transfer order paid off from the invoices page keeps its status, so the invoices decide.
  const isPaid = isOrderPaid;
  // Money paid (docs/decisions.md, "A referral is earned by money paid"): a captured payment of the order or of
  // one of its invoices that a payment method collected or a prepayment (itself funded by money) covered.
  // Credits and vouchers alone are not money; a free order is not either.
  const isPaidWithMoney = sql`exists (select 1 from ${payments} p where p.user_id = ${referredUserId}
    and p.status = 'captured' and p.amount + p.prepayment_applied > 0 and (p.order_id = ${orders.id}
    or exists (select 1 from ${invoicePayments} ip join ${invoices} i on i.id = ip.invoice_id
      where ip.payment_id = p.id and i.order_id = ${orders.id})))`;
  const [firstPaid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, referredUserId), gt(orders.total, 0), isPaid, isPaidWithMoney))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1);
  if (!firstPaid) return null;
  const [referrer] = await tx
    .select({ id: users.id, currency: currencies })
    .from(users)
    .innerJoin(currencies, eq(currencies.isoCode, sql`coalesce(${users.currencyIso}, 'USD')`))
    .where(and(eq(users.id, referred.referrerUserId), eq(users.active, true)));
  if (!referrer) return null;
  const amount = referralCreditAmount(DEFAULT_REFERRAL_AMOUNT, referrer.currency);
  if (amount <= 0) return null;
  const [reward] = await tx
    .insert(referralRewards)
    .values({
      referredUserId,
      referrerUserId: referrer.id,
      orderId: firstPaid.id,
      amount,
      currencyIso: referrer.currency.isoCode,
    })
    .onConflictDoNothing({ target: referralRewards.referredUserId })
    .returning({ id: referralRewards.id });
  if (!reward) return null;
  const credit = await grantCredit(tx, {
    userId: referrer.id,
    currencyIso: referrer.currency.isoCode,
    amount,
    reason: 'referral',
  });
  await tx
    .update(referralRewards)
    .set({ creditReferenceNumber: credit.referenceNumber })
    .where(eq(referralRewards.id, reward.id));
  await awardRewardPoints(tx, {
    userId: referrer.id,
    kind: 'referral',
    points: REFERRAL_REWARD_POINTS,
    sourceKey: `referral:${referredUserId}`,
    details: { name: referredNameOf(referred.firstName, referred.lastName) },
  });
  await enqueueJob(tx, REFERRAL_CREDIT_EARNED_JOB, { rewardId: reward.id });
  return { rewardId: reward.id, referrerUserId: referrer.id, amount, currencyIso: referrer.currency.isoCode };
}
