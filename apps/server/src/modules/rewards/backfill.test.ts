import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { REPO_ROOT } from '../../config.ts';
import { users } from '../../schema/account.ts';
import { orders } from '../../schema/orders.ts';
import { rewardEvents, userPromotionalCodes } from '../../schema/rewards.ts';

/** The statements of migration 0014 that fill the history and the coupons from what existed before it. */
function backfillStatements(): string[] {
  const file = readFileSync(path.join(REPO_ROOT, 'apps/server/drizzle/0014_rewards.sql'), 'utf8');
  return file
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*INSERT INTO/.test(statement));
}

describe.each(BACKENDS)('the rewards migration backfill on %s', (backend) => {
  const t = withTestApp(backend);

  it('writes a history that adds up to each total, in crediting order, and grants the levels reached', async () => {
    const user = await createUser(t.db);
    const credited = new Date('2026-01-10T10:00:00Z');
    for (const [i, total] of [40_000, 30_000].entries()) {
      const placed = await placeTestOrder(t.db, user.id, { snapshot: { total } });
      // As before reward_events existed: the points credited straight onto the total.
      await t.db
        .update(orders)
        .set({ rewardPointsCreditedAt: new Date(credited.getTime() + i * 86_400_000) })
        .where(eq(orders.id, placed.orderId));
    }
    await t.db.update(users).set({ totalRewardPoints: 750 }).where(eq(users.id, user.id));

    const statements = backfillStatements();
    expect(statements).toHaveLength(3);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    // Run twice, as a re-applied migration would: nothing doubles.
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const events = await t.db.select().from(rewardEvents).where(eq(rewardEvents.userId, user.id)).orderBy(rewardEvents.id);
    expect(events.map((e) => [e.kind, e.points, e.pointsToDate])).toEqual([
      ['order', 400, 400],
      ['order', 300, 700],
      ['adjustment', 50, 750],
    ]);
    expect(events[0]?.createdAt.toISOString()).toBe('2026-01-10T10:00:00.000Z');
    const coupons = await t.db.select().from(userPromotionalCodes).where(eq(userPromotionalCodes.userId, user.id));
    expect(coupons.map((c) => [c.level, c.percent])).toEqual([['level2', 5]]);
    expect(coupons[0]?.code).toMatch(/^L2-[0-9A-F]{10}$/);
  });
});
