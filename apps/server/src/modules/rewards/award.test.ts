import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { users } from '../account/table.ts';
import { awardRewardPoints } from './award.ts';
import { rewardEvents } from './table.ts';

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
  });
});
