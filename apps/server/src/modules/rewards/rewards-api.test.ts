import { ZErrorResponse } from '@portal/domain';
import { ZLoyaltyLevelsResponse, ZLoyaltyResponse, ZRewardHistoryResponse } from '@portal/domain/api/rewards';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { orderFormClient, type TWho } from '../../../test/fixtures/order-form/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { users } from '../../schema/account.ts';
import { rewardEvents, userPromotionalCodes } from '../../schema/rewards.ts';
import { demoStorage } from '../../seed/fixtures/demo-storage.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { createCatalogueService } from '../catalogue/service.ts';
import { findFormByIdentity } from '../order-form/repository.ts';
import { currencyRow, orderSnapshot, placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { runOrderFollowUps } from '../orders/jobs.ts';
import { placeOrder } from '../orders/service.ts';
import { awardRewardPoints } from './award.ts';

describe.each(BACKENDS)('loyalty, rewards and coupons on %s', (backend) => {
  const t = withTestApp(backend);

  const award = (userId: number, points: number, sourceKey: string) =>
    t.db.transaction((tx) => awardRewardPoints(tx, { userId, kind: 'testimonial', points, sourceKey }));
  const get = (url: string, session: string | null) => inject(t.app, { url, session });
  const couponsOf = (userId: number) =>
    t.db.select().from(userPromotionalCodes).where(eq(userPromotionalCodes.userId, userId)).orderBy(userPromotionalCodes.id);

  it.each(['/api/loyalty/levels/load', '/api/loyalty/load', '/api/reward/history/load'])(
    'refuses %s without a session',
    async (url) => {
      const response = await get(url, null);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'session-invalid' });
    },
  );

  it('answers the six levels and where the researcher stands, with the progress towards the next', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await award(user.id, 1000, `testimonial:levels-${user.id}`);
    const body = ZLoyaltyLevelsResponse.parse((await get('/api/loyalty/levels/load', session)).json());
    expect(body.loyaltyLevels.map((l) => [l.name, l.minimumPointsNeeded])).toEqual([
      ['level1', 0],
      ['level2', 500],
      ['level3', 1500],
      ['level4', 3000],
      ['level5', 6000],
      ['level6', 10000],
    ]);
    expect(body.userLevel).toEqual({
      totalRewardPoints: 1000,
      level: 'level2',
      nextLevel: 'level3',
      pointsToNext: 500,
      percent: 50,
    });
    const account = (await get('/api/account', session)).json() as { user: { loyaltyLevelIdentity?: string } };
    expect(account.user.loyaltyLevelIdentity).toBe('level2');
  });

  it('pages the points history ten at a time, newest first, and shows nobody else the history', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    for (let i = 1; i <= 12; i += 1) await award(user.id, 10 * i, `testimonial:h${i}-${user.id}`);
    const first = ZRewardHistoryResponse.parse((await get('/api/reward/history/load', session)).json());
    expect(first.rewardHistory).toHaveLength(10);
    expect(first.rewardHistory[0]).toMatchObject({ name: 'reward-history-testimonial', points: 120, pointsToDate: 780 });
    expect(first.pagination).toEqual({ current: 1, previous: null, next: 2, pages: 2, total: 12 });
    const second = ZRewardHistoryResponse.parse((await get('/api/reward/history/load?page=2', session)).json());
    expect(second.rewardHistory.map((e) => [e.points, e.pointsToDate])).toEqual([
      [20, 30],
      [10, 10],
    ]);
    expect(second.pagination).toEqual({ current: 2, previous: 1, next: null, pages: 2, total: 12 });
    const past = ZRewardHistoryResponse.parse((await get('/api/reward/history/load?page=9', session)).json());
    expect(past.rewardHistory).toEqual([]);
    expect(past.pagination.total).toBe(12);
    const theirs = ZRewardHistoryResponse.parse((await get('/api/reward/history/load', other.session)).json());
    expect(theirs.rewardHistory).toEqual([]);
    expect(theirs.pagination).toEqual({ current: 1, previous: null, next: null, pages: 1, total: 0 });
  });

  it.each(['0', '-1', 'abc', '1.5', '999999999'])('refuses the history page %s with a 400', async (page) => {
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await get(`/api/reward/history/load?page=${page}`, session);
    expect(response.statusCode).toBe(400);
  });

  it('lists the current public promotions and the coupons earned, each user only their own', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    await award(user.id, 1600, `testimonial:loyalty-${user.id}`);
    const body = ZLoyaltyResponse.parse((await get('/api/loyalty/load', session)).json()).loyalty;
    expect(body).toMatchObject({ totalRewardPoints: 1600, level: 'level3', nextLevel: 'level4', pointsToNext: 1400, percent: 6 });
    const promotions = body.currentPromotions.map((p) => p.code);
    expect(promotions).toContain('WELCOME10');
    expect(promotions).not.toContain('EXPIRED2020');
    expect(body.currentPromotions.find((p) => p.code === 'WELCOME10')?.value).toEqual({ percent: 10, amount: null });
    expect(body.earnedPromotionalCodeBenefits.map((c) => [c.level, c.value.percent, c.isUsed, c.isExpired])).toEqual([
      ['level3', 8, false, false],
      ['level2', 5, false, false],
    ]);
    const expiry = new Date(body.earnedPromotionalCodeBenefits[0]?.expiresAt ?? 0).getTime() - Date.now();
    expect(expiry).toBeGreaterThan(364 * 24 * 3600 * 1000);
    const theirs = ZLoyaltyResponse.parse((await get('/api/loyalty/load', other.session)).json()).loyalty;
    expect(theirs.earnedPromotionalCodeBenefits).toEqual([]);
    expect(theirs).toMatchObject({ totalRewardPoints: 0, level: 'level1', percent: 0 });
  });

  it('grants a level coupon once when an award crosses the level, also when two awards race', async () => {
    const { user } = await createSignedInUser(t.app, t.db);
    await award(user.id, 400, `testimonial:a-${user.id}`);
    expect(await couponsOf(user.id)).toEqual([]);
    await Promise.all([award(user.id, 150, `testimonial:b-${user.id}`), award(user.id, 150, `testimonial:c-${user.id}`)]);
    await award(user.id, 150, `testimonial:b-${user.id}`);
    const coupons = await couponsOf(user.id);
    expect(coupons.map((c) => [c.level, c.percent, c.usedAt])).toEqual([['level2', 5, null]]);
    expect(coupons[0]?.code).toMatch(/^L2-[0-9A-F]{10}$/);
    await award(user.id, 10_000, `testimonial:d-${user.id}`);
    expect((await couponsOf(user.id)).map((c) => c.level)).toEqual(['level2', 'level3', 'level4', 'level5', 'level6']);
  });

  it("records a placed order's points in the history once, named by its order number", async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, user.id, { snapshot: { total: 60_000 } });
    expect(await runOrderFollowUps(t.db, createCatalogueService(t.db), placed.orderId, null)).toBe(true);
    expect(await runOrderFollowUps(t.db, createCatalogueService(t.db), placed.orderId, null)).toBe(false);
    const body = ZRewardHistoryResponse.parse((await get('/api/reward/history/load', session)).json());
    expect(body.rewardHistory).toEqual([
      expect.objectContaining({
        name: 'reward-history-order',
        details: { externalId: placed.externalId },
        points: 600,
        pointsToDate: 600,
      }),
    ]);
    expect((await couponsOf(user.id)).map((c) => c.level)).toEqual(['level2']);
  });

  it('gives the demo researcher a points history that adds up to her total, oldest first', async () => {
    await seedDemoData(t.db, demoStorage());
    const [alice] = await t.db.select().from(users).where(eq(users.email, 'alice@demo.test'));
    const events = await t.db
      .select()
      .from(rewardEvents)
      .where(eq(rewardEvents.userId, alice?.id ?? -1))
      .orderBy(rewardEvents.createdAt);
    expect(events.length).toBeGreaterThan(0);
    expect(events.reduce((sum, e) => sum + e.points, 0)).toBe(alice?.totalRewardPoints);
    expect(events.at(-1)?.pointsToDate).toBe(alice?.totalRewardPoints);
    expect(events.map((e) => e.pointsToDate)).toEqual([...events.map((e) => e.pointsToDate)].sort((a, b) => a - b));
  });

  describe('a level coupon on the order form', () => {
    const client = () => orderFormClient(t.app);
    const applyCode = (id: string, who: TWho, code: string) => client().put(id, `discount-code/${code}`, who);
    const errorOf = (response: { json: () => unknown }) => ZErrorResponse.parse(response.json());

    it('is applied for its owner only, and refused after the order placed with it', async () => {
      const owner = await createSignedInUser(t.app, t.db);
      const stranger = await createSignedInUser(t.app, t.db);
      await award(owner.user.id, 600, `testimonial:coupon-${owner.user.id}`);
      const [coupon] = await couponsOf(owner.user.id);
      const code = coupon?.code ?? '';

      const theirs = await client().openWithService({ session: stranger.session }, 'standard-editing');
      const refused = await applyCode(theirs.id, theirs.who, code);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fieldErrors).toEqual({ code: 'promo-code-invalid' });

      const mine = await client().openWithService({ session: owner.session }, 'standard-editing');
      const applied = await applyCode(mine.id, mine.who, code.toLowerCase());
      expect(applied.statusCode).toBe(200);
      const order = client().orderOf(applied);
      expect(order.discounts).toEqual([
        expect.objectContaining({ kind: 'promotional-code', code, applied: true, percentBased: true, amount: 5 }),
      ]);
      expect(order.discounts[0]?.description).toBe('Level 2 reward coupon: 5% off one order');

      const form = await findFormByIdentity(t.db, mine.id);
      const usd = await currencyRow(t.db, 'USD');
      const snapshot = orderSnapshot({
        discounts: [{ kind: 'promotional-code', code, description: 'Level 2', appliedAmount: order.discountTotal }],
      });
      const placed = await t.db.transaction((tx) =>
        placeOrder(tx, {
          userId: owner.user.id,
          orderFormId: form?.id ?? 0,
          snapshot,
          currency: usd,
          paymentId: null,
          receiptCode: null,
          status: 'placed',
        }),
      );
      const [used] = await couponsOf(owner.user.id);
      expect(used?.usedAt).not.toBeNull();
      expect(used?.orderId).toBe(placed.orderId);

      const next = await client().openWithService({ session: owner.session }, 'standard-editing');
      const again = await applyCode(next.id, next.who, code);
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).fieldErrors).toEqual({ code: 'promo-code-invalid' });
      const loyalty = ZLoyaltyResponse.parse((await get('/api/loyalty/load', owner.session)).json()).loyalty;
      expect(loyalty.earnedPromotionalCodeBenefits[0]).toMatchObject({ code, isUsed: true });
    });
  });
});
