import { describe, expect, it } from 'vitest';
import { LEVEL_COUPON_PERCENT, levelsReached, loyaltyProgress } from './loyalty.ts';

describe('loyalty progress', () => {
  it('starts at level1 with no points', () => {
    expect(loyaltyProgress(0)).toEqual({ level: 'level1', nextLevel: 'level2', pointsToNext: 500, percent: 0 });
  });

  it('measures the way from the current level to the next', () => {
    expect(loyaltyProgress(1000)).toMatchObject({ level: 'level2', nextLevel: 'level3', percent: 50, pointsToNext: 500 });
  });

  it('is capped at 100 percent at level6, however many points', () => {
    expect(loyaltyProgress(10000)).toEqual({ level: 'level6', nextLevel: null, pointsToNext: 0, percent: 100 });
    expect(loyaltyProgress(250000).percent).toBe(100);
  });
});

describe('levels reached by an award', () => {
  it('names every level crossed, lowest first, and none when the total stays inside a level', () => {
    expect(levelsReached(0, 499)).toEqual([]);
    expect(levelsReached(0, 500)).toEqual(['level2']);
    expect(levelsReached(400, 3200)).toEqual(['level2', 'level3', 'level4']);
    expect(levelsReached(600, 1400)).toEqual([]);
  });

  it('never names level1 nor a level already reached before the award', () => {
    expect(levelsReached(0, 0)).toEqual([]);
    expect(levelsReached(500, 900)).toEqual([]);
    expect(levelsReached(9999, 20000)).toEqual(['level6']);
  });

  it('has a coupon for every level above level1, growing with the level', () => {
    const percents = levelsReached(0, 10000).map((level) => LEVEL_COUPON_PERCENT[level]);
    expect(percents).toEqual([5, 8, 10, 15, 20]);
  });
});
