import { describe, expect, it } from 'vitest';
import { loyaltyProgress } from './loyalty.ts';

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
