import { randomBytes } from 'node:crypto';
import { LEVEL_COUPON_PERCENT, LEVEL_COUPON_VALIDITY_MONTHS, type TLoyaltyLevelName } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { userPromotionalCodes } from '../../schema/rewards.ts';
import type { TLocalizedText } from '../catalogue/index.ts';

type TCouponLevel = Exclude<TLoyaltyLevelName, 'level1'>;

/** `L3-4F9A0C12BE`: the level's number and ten random hex digits, upper-case like every promotional code. */
function newCouponCode(level: TCouponLevel): string {
  return `L${level.slice('level'.length)}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Grants the coupon of each level reached, once per user and level (a unique index decides, so a retried or
 * raced award grants nothing twice). Runs in the award's transaction, after the user's row was locked.
 */
export async function grantLevelCoupons(tx: DbOrTx, userId: number, levels: readonly TCouponLevel[], now = new Date()) {
  if (levels.length === 0) return;
  const expiresAt = new Date(now);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + LEVEL_COUPON_VALIDITY_MONTHS);
  await tx
    .insert(userPromotionalCodes)
    .values(
      levels.map((level) => ({ userId, code: newCouponCode(level), level, percent: LEVEL_COUPON_PERCENT[level], expiresAt })),
    )
    .onConflictDoNothing({ target: [userPromotionalCodes.userId, userPromotionalCodes.level] });
}

const LANGUAGES = ['en', 'zh', 'ja', 'pt', 'es'] as const;
const LOCALE_OF = { en: 'en_US', zh: 'zh_CN', ja: 'ja_JP', pt: 'pt_BR', es: 'es_ES' } as const;

/**
 * The user's own level coupon by its code, in the shape of a public promotional code so the order form weighs
 * it like one: active while unused, ending when it expires. Another user's code is not found.
 */
export async function findPersonalPromotionalCode(db: DbOrTx, userId: number, rawCode: string) {
  const [row] = await db
    .select()
    .from(userPromotionalCodes)
    .where(and(eq(userPromotionalCodes.userId, userId), eq(userPromotionalCodes.code, rawCode.trim().toUpperCase())));
  if (!row) return undefined;
  const levelNumber = row.level.slice('level'.length);
  const description = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      translate(LOCALE_OF[language], 'rewards-coupon-description', { level: levelNumber, percent: String(row.percent) }),
    ]),
  ) as TLocalizedText;
  return {
    code: row.code,
    description,
    isPercentBased: true,
    amount: row.percent,
    endDate: row.expiresAt,
    isActive: row.usedAt === null,
  };
}

/**
 * Marks the user's coupon used by the order placed with it: one conditional update, so a coupon is used once.
 * Codes that are not the user's coupons (public promotional codes) change nothing.
 */
export async function markPersonalCouponUsed(tx: DbOrTx, userId: number, code: string, orderId: number): Promise<boolean> {
  const used = await tx
    .update(userPromotionalCodes)
    .set({ usedAt: new Date(), orderId })
    .where(
      and(
        eq(userPromotionalCodes.userId, userId),
        eq(userPromotionalCodes.code, code.trim().toUpperCase()),
        isNull(userPromotionalCodes.usedAt),
      ),
    )
    .returning({ id: userPromotionalCodes.id });
  return used.length > 0;
}
