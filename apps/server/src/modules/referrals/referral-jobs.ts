import { formatMoney, LOCALE_TO_SEGMENT, referredNameOf, toLocale } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import type { TJobHandler } from '../../platform/jobs.ts';
import { queueEmail } from '../../platform/mail.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { referralRewards } from '../../schema/referrals.ts';
import { REFERRAL_INVITATIONS_JOB, sendReferralInvitations } from './invitations.ts';
import { REFERRAL_CREDIT_EARNED_JOB } from './referral-credit.ts';
import { creditEarnedEmail } from './referral-emails.ts';

/**
 * Queues the referrer's "you earned a credit" e-mail once: the reward is stamped by a conditional update in
 * the transaction that queues it, so a retried job sends nothing twice.
 */
export async function notifyReferralCredit(db: Db, siteUrl: string, rewardId: number): Promise<boolean> {
  const referred = alias(users, 'referred');
  return db.transaction(async (tx) => {
    const [reward] = await tx
      .update(referralRewards)
      .set({ notifiedAt: new Date() })
      .where(and(eq(referralRewards.id, rewardId), isNull(referralRewards.notifiedAt)))
      .returning();
    if (!reward) return false;
    const [row] = await tx
      .select({
        referrer: { email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language },
        referred: { firstName: referred.firstName, lastName: referred.lastName },
        currency: { sign: currencies.sign, numDecimals: currencies.numDecimals },
      })
      .from(users)
      .innerJoin(referred, eq(referred.id, reward.referredUserId))
      .innerJoin(currencies, eq(currencies.isoCode, reward.currencyIso))
      .where(and(eq(users.id, reward.referrerUserId), eq(users.active, true)));
    if (!row) return false;
    const locale = toLocale(row.referrer.language);
    await queueEmail(
      tx,
      creditEarnedEmail({
        to: row.referrer.email,
        referrerName: [row.referrer.firstName, row.referrer.lastName].filter(Boolean).join(' ') || row.referrer.email,
        referredName: referredNameOf(row.referred.firstName, row.referred.lastName),
        language: locale,
        amount: formatMoney(reward.amount, row.currency),
        pageUrl: `${siteUrl}/${LOCALE_TO_SEGMENT[locale]}/referral-rewards`,
      }),
    );
    return true;
  });
}

/** The referral jobs: the invitations typed in an order form, and the referrer's credit e-mail. */
export function referralJobHandlers(deps: { db: Db; config: TConfig }): Record<string, TJobHandler> {
  const siteUrl = deps.config.publicUrl.replace(/\/+$/, '');
  return {
    [REFERRAL_INVITATIONS_JOB]: async (job) => {
      const orderFormId = Number(job.payload.orderFormId);
      if (Number.isInteger(orderFormId)) await sendReferralInvitations(deps.db, siteUrl, orderFormId);
    },
    [REFERRAL_CREDIT_EARNED_JOB]: async (job) => {
      const rewardId = Number(job.payload.rewardId);
      if (Number.isInteger(rewardId)) await notifyReferralCredit(deps.db, siteUrl, rewardId);
    },
  };
}
