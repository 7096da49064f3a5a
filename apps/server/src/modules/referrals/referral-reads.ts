import { convertBetween, referredNameOf, type TCurrency } from '@portal/domain';
import type { TReferredResearcher } from '@portal/domain/api/referrals';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { column, jsonRow, type TAssert, type TRowAgrees, type TRowOf } from '../../platform/kept-read.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { referralInvitations, referralRewards } from '../../schema/referrals.ts';

/**
 * The referral page's rows as columns of a statement correlated on the referrer (referrals/service.ts reads
 * them with the session), and the functions that turn them into what the API answers. Every row they read
 * bumps the referrer's read version (migration 0023), so the page is kept by the read cache.
 */

/** The referral page lists the most recent referred researchers, up to this many. */
export const REFERRALS_LISTED = 200;

type TRate = Pick<TCurrency, 'exchangeRate' | 'numDecimals'>;

/** How many invitations the referrer e-mailed (through referral_invitations_referrer_email). */
export function invitationsSentOf(referrerUserId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${referralInvitations} ri where ri.referrer_user_id = ${referrerUserId})`.mapWith(
    Number,
  );
}

/** A referred researcher as the JSON column carries them; the rate is null while they are pending. */
const REFERRED_ROW = jsonRow({
  firstName: column<string>(sql`r.first_name`),
  lastName: column<string>(sql`r.last_name`),
  registeredAt: column<string>(sql`r.created_at`),
  creditedAt: column<string | null>(sql`r.credited_at`),
  amount: column<number | null>(sql`r.amount`),
  exchangeRate: column<string | null>(sql`r.exchange_rate`),
  numDecimals: column<number | null>(sql`r.num_decimals`),
});
export type TReferredJson = TRowOf<typeof REFERRED_ROW.columns>;
type _ReferredAgrees = TAssert<TRowAgrees<TReferredJson, TReferredResearcher>>;

/**
 * The researchers a referrer brought, newest first, REFERRALS_LISTED at most: credited once their first
 * order was paid, pending until then. A closed account still pending will never be credited and is left out.
 */
export function referredResearchersJsonOf(referrerUserId: SQLWrapper): SQL<TReferredJson[]> {
  return sql<TReferredJson[]>`coalesce((
    select json_agg(${REFERRED_ROW.sql} order by r.created_at desc, r.id desc)
    from (select ru.id, ru.first_name, ru.last_name, ru.created_at, rr.created_at as credited_at, rr.amount,
            cur.exchange_rate::text as exchange_rate, cur.num_decimals
          from ${users} ru
          left join ${referralRewards} rr on rr.referred_user_id = ru.id
          left join ${currencies} cur on cur.iso_code = rr.currency_iso
          where ru.referred_by_user_id = ${referrerUserId} and (ru.active or rr.id is not null)
          order by ru.created_at desc, ru.id desc
          limit ${sql.raw(String(REFERRALS_LISTED))}) r), '[]'::json)`;
}

/** The referred researchers in `target`'s minor units (each credit converted from its own currency). */
export function referredResearchersOf(rows: TReferredJson[], target: TRate): TReferredResearcher[] {
  return rows.map((row) => ({
    name: referredNameOf(row.firstName, row.lastName),
    registeredAt: new Date(row.registeredAt).toISOString(),
    status: row.creditedAt ? 'credited' : 'pending',
    creditedAt: row.creditedAt ? new Date(row.creditedAt).toISOString() : null,
    creditAmount:
      row.amount !== null && row.exchangeRate !== null && row.numDecimals !== null
        ? convertBetween(row.amount, { exchangeRate: row.exchangeRate, numDecimals: row.numDecimals }, target)
        : null,
  }));
}

/** The referrer's credits summed per currency, with its rate. */
const EARNED_ROW = jsonRow({
  amount: column<number>(sql`e.amount`),
  exchangeRate: column<string>(sql`e.exchange_rate`),
  numDecimals: column<number>(sql`e.num_decimals`),
});
export type TEarnedJson = TRowOf<typeof EARNED_ROW.columns>;

/** Every referral credit a referrer earned, summed per currency (through referral_rewards_referrer). */
export function earnedCreditsJsonOf(referrerUserId: SQLWrapper): SQL<TEarnedJson[]> {
  return sql<TEarnedJson[]>`coalesce((
    select json_agg(${EARNED_ROW.sql} order by e.iso_code)
    from (select cur.iso_code, sum(rr.amount) as amount, cur.exchange_rate::text as exchange_rate, cur.num_decimals
          from ${referralRewards} rr join ${currencies} cur on cur.iso_code = rr.currency_iso
          where rr.referrer_user_id = ${referrerUserId}
          group by cur.iso_code, cur.exchange_rate, cur.num_decimals) e), '[]'::json)`;
}

/** The earned credits in `target`'s minor units, each sum converted from its own currency. */
export function totalEarnedCreditsOf(rows: TEarnedJson[], target: TRate): number {
  return rows.reduce((total, row) => total + convertBetween(Number(row.amount), row, target), 0);
}
