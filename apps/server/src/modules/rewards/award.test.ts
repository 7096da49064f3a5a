import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { users } from '../../schema/account.ts';
import { rewardEvents } from '../../schema/rewards.ts';
import { awardRewardPoints } from './award.ts';

describe.each(BACKENDS)('reward points on %s', (backend) => {
  const t = withTestApp(backend);

  it('adds an award to the history and the total once per source, however often it is retried or raced', async () => {
    const user = await createUser(t.db);
    const award = { userId: user.id, kind: 'testimonial' as const, points: 100, sourceKey: `testimonial:t-${user.id}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => t.db.transaction((tx) => awardRewardPoints(tx, award))));
    expect(results.filter((r) => r.awarded)).toHaveLength(1);
    await t.db.transaction((tx) =>
      awardRewardPoints(tx, { userId: user.id, kind: 'order', points: 40, sourceKey: `order:t-${user.id}` }),
    );
    const [row] = await t.db.select({ total: users.totalRewardPoints }).from(users).where(eq(users.id, user.id));
    expect(row?.total).toBe(140);
    const events = await t.db.select().from(rewardEvents).where(eq(rewardEvents.userId, user.id)).orderBy(rewardEvents.id);
    expect(events.map((e) => [e.kind, e.points, e.pointsToDate])).toEqual([
      ['testimonial', 100, 100],
      ['order', 40, 140],
    ]);
    const again = await t.db.transaction((tx) => awardRewardPoints(tx, award));
    expect(again).toEqual({ awarded: false, totalBefore: 140, totalAfter: 140 });
  });

  it('adds concurrent awards of different sources one after the other, each event with the total it made', async () => {
    const user = await createUser(t.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.db.transaction((tx) =>
          awardRewardPoints(tx, { userId: user.id, kind: 'order', points: 25, sourceKey: `order:race-${user.id}-${i}` }),
        ),
      ),
    );
    expect(results.every((r) => r.awarded && r.totalAfter === r.totalBefore + 25)).toBe(true);
    expect(results.map((r) => r.totalAfter).sort((a, b) => a - b)).toEqual([25, 50, 75, 100, 125, 150, 175, 200]);
    const [row] = await t.db.select({ total: users.totalRewardPoints }).from(users).where(eq(users.id, user.id));
    expect(row?.total).toBe(200);
    const events = await t.db.select().from(rewardEvents).where(eq(rewardEvents.userId, user.id));
    expect(events.map((e) => e.pointsToDate).sort((a, b) => a - b)).toEqual([25, 50, 75, 100, 125, 150, 175, 200]);
  });

  it('awards nothing to a user who does not exist', async () => {
    const result = await t.db.transaction((tx) =>
      awardRewardPoints(tx, { userId: 2_000_000_000, kind: 'order', points: 10, sourceKey: 'order:nobody' }),
    );
    expect(result).toEqual({ awarded: false, totalBefore: 0, totalAfter: 0 });
  });
});
