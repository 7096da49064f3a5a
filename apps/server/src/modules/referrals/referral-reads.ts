import { convertBetween, referredNameOf, type TCurrency } from '@portal/domain';
import type { TReferredResearcher } from '@portal/domain/api/referrals';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from '../account/table.ts';
import { currencies } from '../catalogue/table.ts';
import { referralInvitations, referralRewards } from './table.ts';

/** The referral page lists the most recent referred researchers, up to this many. */
export const REFERRALS_LISTED = 200;

type TRate = Pick<TCurrency, 'exchangeRate' | 'numDecimals'>;

export async function countInvitationsSent(db: DbOrTx, referrerUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralInvitations)
    .where(eq(referralInvitations.referrerUserId, referrerUserId));
  return row?.n ?? 0;
}

/**
 * The researchers a referrer brought, newest first: credited once their first order was paid, pending until
 * then. A closed account still pending will never be credited and is left out.
 */
export async function findReferredResearchers(db: DbOrTx, referrerUserId: number, target: TRate): Promise<TReferredResearcher[]> {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      registeredAt: users.createdAt,
      creditedAt: referralRewards.createdAt,
      amount: referralRewards.amount,
      rate: { exchangeRate: currencies.exchangeRate, numDecimals: currencies.numDecimals },
    })
    .from(users)
    .leftJoin(referralRewards, eq(referralRewards.referredUserId, users.id))
    .leftJoin(currencies, eq(currencies.isoCode, referralRewards.currencyIso))
    .where(and(eq(users.referredByUserId, referrerUserId), or(eq(users.active, true), isNotNull(referralRewards.id))))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(REFERRALS_LISTED);
  return rows.map((row) => ({
    name: referredNameOf(row.firstName, row.lastName),
    registeredAt: row.registeredAt.toISOString(),
    status: row.creditedAt ? 'credited' : 'pending',
    creditedAt: row.creditedAt?.toISOString() ?? null,
    creditAmount: row.amount !== null && row.rate ? convertBetween(row.amount, row.rate, target) : null,
  }));
}

/** Every referral credit a referrer earned, in `target`'s minor units (each converted from its own currency). */
export async function totalEarnedCredits(db: DbOrTx, referrerUserId: number, target: TRate): Promise<number> {
  const rows = await db
    .select({
      amount: sql<number>`sum(${referralRewards.amount})`.mapWith(Number),
      rate: { exchangeRate: currencies.exchangeRate, numDecimals: currencies.numDecimals },
    })
    .from(referralRewards)
    .innerJoin(currencies, eq(currencies.isoCode, referralRewards.currencyIso))
    .where(eq(referralRewards.referrerUserId, referrerUserId))
    .groupBy(currencies.isoCode, currencies.exchangeRate, currencies.numDecimals);
  return rows.reduce((total, row) => total + convertBetween(row.amount, row.rate, target), 0);
}
