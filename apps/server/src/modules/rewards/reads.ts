import {
  convertFromUsd,
  LOYALTY_LEVELS,
  loyaltyProgress,
  pageNavigationOf,
  REWARD_HISTORY_PAGE_SIZE,
  type TCurrency,
} from '@portal/domain';
import type {
  TLoyaltyLevelsResponse,
  TLoyaltyResponse,
  TLoyaltyStanding,
  TRewardHistoryItem,
  TRewardHistoryQuery,
  TRewardHistoryResponse,
} from '@portal/domain/api/rewards';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowOf, type TRowType } from '../../platform/kept-read.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { promotionalCodes } from '../../schema/catalogue.ts';
import { rewardEvents, userPromotionalCodes } from '../../schema/rewards.ts';
import { catalogueLanguageOf, localize, type TCatalogueService, type TLocalizedText } from '../catalogue/index.ts';

/** A coupon the user earned (alias `c`, user_promotional_codes). */
const COUPON_ROW = jsonRow({
  code: column<string>(sql`c.code`),
  level: column<string>(sql`c.level`),
  percent: column<number>(sql`c.percent`),
  createdAt: column<string>(sql`c.created_at`),
  expiresAt: column<string>(sql`c.expires_at`),
  usedAt: column<string | null>(sql`c.used_at`),
});
type TCouponJson = TRowOf<typeof COUPON_ROW.columns>;

/** A public promotional code of the catalogue (alias `p`); its description is localized afterwards. */
const PROMOTION_ROW = jsonRow({
  code: column<string>(sql`p.code`),
  description: column<TLocalizedText>(sql`p.description`),
  isPercentBased: column<boolean>(sql`p.is_percent_based`),
  amount: column<number>(sql`p.amount`),
  endDate: column<string | null>(sql`p.end_date`),
});
type TPromotionJson = TRowOf<typeof PROMOTION_ROW.columns>;

/** A line of the points history (alias `e`, reward_events). */
const HISTORY_ROW = jsonRow({
  id: column<number>(sql`e.id`),
  kind: column<string>(sql`e.kind`),
  details: column<Record<string, string | number>>(sql`e.details`),
  points: column<number>(sql`e.points`),
  pointsToDate: column<number>(sql`e.points_to_date`),
  date: column<string>(sql`e.created_at`),
});
type THistoryJson = TRowOf<typeof HISTORY_ROW.columns>;
type _HistoryAgrees = TAssert<TRowAgrees<THistoryJson, TRewardHistoryItem>>;

/** A page of the history (`e`, `found`) and how many events there are in all. */
const HISTORY_PAGE_ROW = jsonRow({
  rows: rowsOf(HISTORY_ROW, (row) => sql`coalesce(json_agg(${row} order by e.created_at desc, e.id desc), '[]'::json)`),
  total: column<number>(
    sql`coalesce(max(found.matching), (select count(*)::int from ${rewardEvents} c where c.user_id = ${users.id}))`,
  ),
});

function standingOf(totalRewardPoints: number): TLoyaltyStanding {
  return { totalRewardPoints, ...loyaltyProgress(totalRewardPoints) };
}

const iso = (value: string) => new Date(value).toISOString();

/** The three loyalty reads, each one statement with the session (SESSION_IN_READ). */
export function createRewardReads(db: Db, catalogue: TCatalogueService) {
  const levelsRead = selectWithSession(db, {}).where(isLiveSession).prepare('loyalty_levels');

  const loyaltyRead = selectWithSession(db, {
    coupons: sql<TCouponJson[]>`(select coalesce(json_agg(${COUPON_ROW.sql} order by c.created_at desc, c.id desc), '[]'::json)
      from ${userPromotionalCodes} c where c.user_id = ${users.id})`,
    // Every promotional code in the catalogue is public (personal coupons live in user_promotional_codes).
    promotions: sql<
      TPromotionJson[]
    >`(select coalesce(json_agg(${PROMOTION_ROW.sql} order by p.end_date nulls last, p.id), '[]'::json)
      from ${promotionalCodes} p where p.is_active and (p.end_date is null or p.end_date > now()))`,
  })
    .where(isLiveSession)
    .prepare('loyalty_load');

  // The page and the number of events in one pass (a window count before the limit), as the order search does.
  const historyRead = selectWithSession(db, {
    found: sql<TRowType<typeof HISTORY_PAGE_ROW>>`(
      select ${HISTORY_PAGE_ROW.sql}
      from (select e.id, count(*) over ()::int as matching from ${rewardEvents} e where e.user_id = ${users.id}
            order by e.created_at desc, e.id desc
            limit ${sql.raw(String(REWARD_HISTORY_PAGE_SIZE))} offset ${sql.placeholder('offset')}) found
      join ${rewardEvents} e on e.id = found.id)`,
  })
    .where(isLiveSession)
    .prepare('reward_history');

  async function currencyOf(isoCode: string | null): Promise<TCurrency> {
    const currency = (await catalogue.findCurrency(isoCode ?? 'USD')) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    return currency;
  }

  return {
    /** GET /api/loyalty/levels/load: the six levels and where the user stands. */
    async levels(request: FastifyRequest): Promise<TLoyaltyLevelsResponse> {
      const row = await requireSessionRead(request, levelsRead);
      return {
        loyaltyLevels: LOYALTY_LEVELS.map((level) => ({ name: level.name, minimumPointsNeeded: level.minimumPointsNeeded })),
        userLevel: standingOf(row.user.totalRewardPoints),
      };
    },

    /** GET /api/loyalty/load: the standing, the current public promotions and the user's earned coupons. */
    async loyalty(request: FastifyRequest): Promise<TLoyaltyResponse> {
      const row = await requireSessionRead(request, loyaltyRead);
      const currency = await currencyOf(row.user.currencyIso);
      const language = catalogueLanguageOf(requestLocale(request));
      const now = Date.now();
      return {
        loyalty: {
          ...standingOf(row.user.totalRewardPoints),
          currency,
          currentPromotions: row.promotions.map((p) => ({
            code: p.code,
            description: localize(p.description, language),
            value: p.isPercentBased
              ? { percent: p.amount, amount: null }
              : { percent: null, amount: convertFromUsd(p.amount, currency) },
            endDate: p.endDate ? iso(p.endDate) : null,
          })),
          earnedPromotionalCodeBenefits: row.coupons.map((c) => ({
            code: c.code,
            level: c.level as TLoyaltyStanding['level'],
            value: { percent: c.percent, amount: null },
            createdAt: iso(c.createdAt),
            expiresAt: iso(c.expiresAt),
            usedAt: c.usedAt ? iso(c.usedAt) : null,
            isUsed: c.usedAt !== null,
            isExpired: new Date(c.expiresAt).getTime() <= now,
          })),
        },
      };
    },

    /** GET /api/reward/history/load?page=: the points history, newest first, REWARD_HISTORY_PAGE_SIZE a page. */
    async history(request: FastifyRequest, query: TRewardHistoryQuery): Promise<TRewardHistoryResponse> {
      const page = Number(query.page ?? 1);
      const row = await requireSessionRead(request, historyRead, { offset: (page - 1) * REWARD_HISTORY_PAGE_SIZE });
      const { rows, total } = row.found;
      return {
        rewardHistory: rows.map((e) => ({
          id: e.id,
          name: `reward-history-${e.kind}`,
          kind: e.kind,
          details: e.details,
          points: e.points,
          date: iso(e.date),
          pointsToDate: e.pointsToDate,
        })),
        pagination: pageNavigationOf(page, total, REWARD_HISTORY_PAGE_SIZE),
      };
    },
  };
}

export type TRewardReads = ReturnType<typeof createRewardReads>;
