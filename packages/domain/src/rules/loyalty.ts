/**
 * Loyalty levels (researcher-area §3, §9): level1 to level6 by reward points. The spec names the levels and
 * caps the progress at 100 percent (level6 is 100); the thresholds are ours (docs/decisions.md).
 */
export const LOYALTY_LEVELS = [
  { name: 'level1', minimumPointsNeeded: 0 },
  { name: 'level2', minimumPointsNeeded: 500 },
  { name: 'level3', minimumPointsNeeded: 1500 },
  { name: 'level4', minimumPointsNeeded: 3000 },
  { name: 'level5', minimumPointsNeeded: 6000 },
  { name: 'level6', minimumPointsNeeded: 10000 },
] as const;

export type TLoyaltyLevelName = (typeof LOYALTY_LEVELS)[number]['name'];

export type TLoyaltyProgress = {
  level: TLoyaltyLevelName;
  nextLevel: TLoyaltyLevelName | null;
  /** Points still needed for the next level (0 at the top). */
  pointsToNext: number;
  /** Progress towards the next level, 0 to 100; always 100 at level6. */
  percent: number;
};

/** The level a points total reaches and the progress bar towards the next one, capped at 100 percent. */
export function loyaltyProgress(totalPoints: number): TLoyaltyProgress {
  const points = Math.max(0, Math.floor(totalPoints));
  const reached = LOYALTY_LEVELS.filter((level) => points >= level.minimumPointsNeeded);
  const index = reached.length - 1;
  const level = LOYALTY_LEVELS[index] ?? LOYALTY_LEVELS[0];
  const next = LOYALTY_LEVELS[index + 1];
  if (!next) return { level: level.name, nextLevel: null, pointsToNext: 0, percent: 100 };
  const span = next.minimumPointsNeeded - level.minimumPointsNeeded;
  const percent = Math.min(100, Math.floor(((points - level.minimumPointsNeeded) / span) * 100));
  return { level: level.name, nextLevel: next.name, pointsToNext: next.minimumPointsNeeded - points, percent };
}

/** Reward history page size (researcher-area §9). */
export const REWARD_HISTORY_PAGE_SIZE = 10;

/** How long a level coupon can be used after it is granted, in months (our decision, docs/decisions.md). */
export const LEVEL_COUPON_VALIDITY_MONTHS = 12;

/**
 * The coupon each level grants once, when the researcher's points first reach it (our decision): a personal
 * promotional code taking this percentage off one order. level1 is where everyone starts and grants none.
 */
export const LEVEL_COUPON_PERCENT: Readonly<Record<Exclude<TLoyaltyLevelName, 'level1'>, number>> = {
  level2: 5,
  level3: 8,
  level4: 10,
  level5: 15,
  level6: 20,
};

/** The levels (level2 up) a total moving from `before` to `after` points reaches for the first time, lowest first. */
export function levelsReached(before: number, after: number): Exclude<TLoyaltyLevelName, 'level1'>[] {
  return LOYALTY_LEVELS.filter(
    (level) => level.name !== 'level1' && before < level.minimumPointsNeeded && after >= level.minimumPointsNeeded,
  ).map((level) => level.name as Exclude<TLoyaltyLevelName, 'level1'>);
}
