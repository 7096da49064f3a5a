import {
  ZBinPriceResponse,
  ZDiscountCodeResponse,
  ZErrorResponse,
  ZOrderFormResponse,
  ZPromotionalCodeBenefitsResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { impersonating, orderFormClient, signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { preferredGroups } from '../../schema/catalogue.ts';

describe.each(BACKENDS)('order-form pricing over the API on %s', (backend) => {
  const t = withTestApp(backend);
  const client = () => orderFormClient(t.app);
  const errorOf = (response: { json: () => unknown }) => ZErrorResponse.parse(response.json());

  describe('delivery tiers', () => {
    it.each([
      [3999, false],
      [4000, true],
      [5999, true],
      [6000, false],
    ])('offers express for Standard Editing of %i words: %s', async (wordCount, isOffered) => {
      const { order } = await client().openWithService({}, 'standard-editing', { wordCount });
      expect(order.delivery.expressAvailable).toBe(isOffered);
      expect(order.delivery.expressDeadline !== null).toBe(isOffered);
      expect(order.delivery.rushAvailable).toBe(true);
    });

    it('offers express for Premium Editing but not for Scientific or VIP Editing', async () => {
      const c = client();
      expect((await c.openWithService({}, 'premium-editing')).order.delivery.expressAvailable).toBe(true);
      expect((await c.openWithService({}, 'scientific-editing')).order.delivery.expressAvailable).toBe(false);
      expect((await c.openWithService({}, 'vip-editing')).order.delivery.expressAvailable).toBe(false);
    });

    it('switches to rush and to express, pricing the difference and delivering sooner', async () => {
      const c = client();
      const { id, who, order } = await c.openWithService({}, 'standard-editing');
      expect(order.delivery).toMatchObject({ tier: 'standard', rushPriceDifference: 12400, expressPriceDifference: 29400 });
      const rush = ZOrderFormResponse.pick({ order: true }).parse(
        (await c.put(id, 'update-delivery-tier', who, { rushed: true, deliveryTier: 'standard' })).json(),
      ).order;
      expect(rush.lineItems[0]).toMatchObject({ deliveryTier: 'rush', listPrice: 36900 });
      expect(rush.delivery.tier).toBe('rush');
      expect(new Date(rush.deadline ?? '').getTime()).toBeLessThan(new Date(order.deadline ?? '').getTime());
      const express = c.orderOf(await c.put(id, 'update-delivery-tier', who, { rushed: false, deliveryTier: 'express' }));
      expect(express.lineItems[0]).toMatchObject({ deliveryTier: 'express', listPrice: 53900 });
      expect(express.delivery.rushPriceDifference).toBe(12400);
    });

    it('refuses rush and express together, and a tier that is not offered', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'scientific-editing');
      const both = await c.put(id, 'update-delivery-tier', who, { rushed: true, deliveryTier: 'express' });
      expect(errorOf(both).fieldErrors).toEqual({ deliveryTier: 'delivery-tier-invalid' });
      const express = await c.put(id, 'update-delivery-tier', who, { rushed: false, deliveryTier: 'express' });
      expect(express.statusCode).toBe(409);
      expect(errorOf(express).error).toBe('delivery-tier-unavailable');
    });

    it('returns to standard when a new word count leaves express behind', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing', { deliveryTier: 'express' });
      const order = c.orderOf(await c.put(id, 'update-word-count', who, { newWordCount: 6000 }));
      expect(order.delivery.tier).toBe('standard');
      expect(order.lineItems[0]).toMatchObject({ deliveryTier: 'standard', listPrice: 31900 });
    });
  });

  describe('without the express feature flag', () => {
    const noExpress = withTestApp(backend, { ENABLED_FEATURES: 'upload_files_ui' });

    it('never offers express', async () => {
      const c = orderFormClient(noExpress.app);
      const { id, who, order } = await c.openWithService({}, 'standard-editing', { wordCount: 4500 });
      expect(order.delivery.expressAvailable).toBe(false);
      expect((await c.put(id, 'update-delivery-tier', who, { rushed: false, deliveryTier: 'express' })).statusCode).toBe(409);
    });
  });

  describe('word count', () => {
    it.each([
      [0, 'value-cannot-be-zero'],
      [-3, 'word-count-range-error'],
      [2.5, 'word-count-range-error'],
      ['many', 'value-required'],
      [1_000_000_000, 'word-count-range-error'],
    ])('refuses %s with %s', async (newWordCount, key) => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const response = await c.put(id, 'update-word-count', who, { newWordCount });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ newWordCount: key });
    });

    it('reprices at a new word count, flagging very long manuscripts and counts no option covers', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const longer = ZOrderFormResponse.parse((await c.put(id, 'update-word-count', who, { newWordCount: 45000 })).json());
      expect(longer.error).toBeNull();
      expect(longer.order).toMatchObject({
        wordCount: 45000,
        total: 174900,
        veryLongWordCount: true,
        deadlineNotice: 'custom-editing-deadline',
      });
      const beyond = ZOrderFormResponse.parse((await c.put(id, 'update-word-count', who, { newWordCount: 70000 })).json());
      expect(beyond.error).toBe('no-service-option');
      expect(beyond.order).toMatchObject({ noServiceOption: true, lineItems: [], total: 0 });
    });

    it('quotes the bin and total at another word count without saving it', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing', { wordCount: 2000 });
      const body = ZBinPriceResponse.parse((await c.get(id, 'get-bin-price?newWordCount=5000', who)).json());
      expect(body).toEqual({ newService: { newWordBin: '4,000–5,999', total: 24500 }, error: null });
      const none = ZBinPriceResponse.parse((await c.get(id, 'get-bin-price?newWordCount=70000', who)).json());
      expect(none).toEqual({ newService: null, error: 'no-service-option' });
      expect(c.orderOf(await c.get(id, 'load', who)).wordCount).toBe(2000);
    });

    it.each([
      ['0', 'value-cannot-be-zero'],
      ['-1', 'word-count-range-error'],
      ['abc', 'word-count-range-error'],
      ['1000000000', 'word-count-range-error'],
    ])('refuses a bin-price word count of %s', async (value, key) => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const response = await c.get(id, `get-bin-price?newWordCount=${value}`, who);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ newWordCount: key });
    });

    it('hides translation from 12,000 words, unless staff act for the customer', async () => {
      const c = client();
      const translationShown = (order: { availableServices: { type: string }[] }) =>
        order.availableServices.some((s) => s.type === 'translation');
      expect(translationShown((await c.openWithManuscript({}, { languageId: 2, wordCount: 11999 })).order)).toBe(true);
      expect(translationShown((await c.openWithManuscript({}, { languageId: 2, wordCount: 12000 })).order)).toBe(false);
      const staff = await impersonating(t.app, t.db);
      expect(translationShown((await c.openWithManuscript(staff.who, { languageId: 2, wordCount: 12000 })).order)).toBe(true);
    });

    it('marks a chosen translation unpriced once the word count reaches 12,000', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-translation', { languageId: 2, wordCount: 11000 });
      const order = c.orderOf(await c.put(id, 'update-word-count', who, { newWordCount: 13000 }));
      expect(order.noServiceOption).toBe(true);
    });

    it('gives staff acting for a customer no deadline notice', async () => {
      const c = client();
      const staff = await impersonating(t.app, t.db);
      const { order } = await c.openWithService(staff.who, 'standard-translation', { languageId: 2, wordCount: 17000 });
      expect(order).toMatchObject({ deadlineNotice: null, veryLongWordCount: false });
      expect((await c.openWithService({}, 'scientific-editing', { wordCount: 18001 })).order.deadlineNotice).toBe(
        'custom-translation-deadline',
      );
    });

    it('adds the informational deadline notices: language 2 from 12,000 words, translation from 18,000, none for staff', async () => {
      const c = client();
      const chinese = await c.openWithService({}, 'standard-translation', { languageId: 2, wordCount: 11999 });
      expect(chinese.order.deadlineNotices).toEqual([]);
      const longer = c.orderOf(await c.put(chinese.id, 'update-word-count', chinese.who, { newWordCount: 12000 }));
      expect(longer.deadlineNotices).toContain('deadline-notice-language-2');
      const editing = await c.openWithService({}, 'standard-editing', { wordCount: 40000 });
      expect(editing.order).toMatchObject({ deadlineNotices: ['deadline-notice-editing'], veryLongWordCount: false });
      const staff = await impersonating(t.app, t.db);
      expect((await c.openWithService(staff.who, 'standard-editing', { wordCount: 40000 })).order.deadlineNotices).toEqual([]);
    });
  });

  describe('promotional codes', () => {
    const applyCode = async (id: string, who: { session?: string; visitor?: string }, code: string) => {
      const response = await client().put(id, `discount-code/${code}`, who);
      return { response, body: response.statusCode === 200 ? ZDiscountCodeResponse.parse(response.json()) : null };
    };

    it("refuses a blank code: 'Please enter a valid promo code'", async () => {
      const { id, who } = await client().openWithService({}, 'standard-editing');
      for (const path of ['discount-code', 'discount-code/', 'discount-code/%20%20']) {
        const response = await client().put(id, path, who);
        expect(response.statusCode, path).toBe(400);
        expect((response.json() as { fieldErrors?: Record<string, string> }).fieldErrors, path).toEqual({
          code: 'promo-code-required',
        });
      }
    });

    it('applies a percent code, in any letter case, to the line items', async () => {
      const { id, who } = await client().openWithService({}, 'standard-editing');
      const { body } = await applyCode(id, who, 'welcome10');
      expect(body).toMatchObject({ requestedCodeApplied: true, message: 'coupon-applied-message', error: null });
      expect(body?.lineItems[0]).toMatchObject({ listPrice: 24500, discountAmount: 2450, totalPrice: 22050 });
      expect(body?.discounts).toEqual([
        expect.objectContaining({
          kind: 'promotional-code',
          code: 'WELCOME10',
          applied: true,
          appliedAmount: 2450,
          percentBased: true,
          removable: true,
        }),
      ]);
      const benefits = ZPromotionalCodeBenefitsResponse.parse(
        (await client().get(id, 'applicable-promotional-code-benefits', who)).json(),
      );
      expect(benefits.benefits).toEqual([
        { code: 'WELCOME10', description: '10% off your order', endDate: '2030-12-31T23:59:59.000Z' },
      ]);
    });

    it('keeps the better code: a worse one answers best-discount-applied, a better one replaces it', async () => {
      const { id, who } = await client().openWithService({}, 'standard-editing');
      await applyCode(id, who, 'WELCOME10');
      const worse = await applyCode(id, who, 'SAVE25');
      // 10% of $245 = $24.50 < $25: SAVE25 saves more and replaces WELCOME10.
      expect(worse.body).toMatchObject({ requestedCodeApplied: true, message: 'coupon-applied-message' });
      expect(worse.body?.order.total).toBe(22000);
      const notBetter = await applyCode(id, who, 'WELCOME10');
      expect(notBetter.body).toMatchObject({ requestedCodeApplied: false, message: 'best-discount-applied' });
      expect(notBetter.body?.order.total).toBe(22000);
      const better = await applyCode(id, who, 'RESEARCH20');
      expect(better.body?.order.total).toBe(19600);
      expect(better.body?.order.discounts.map((d) => d.code)).toEqual(['RESEARCH20']);
    });

    it.each([
      ['an expired code', 'EXPIRED2020', 'promo-code-invalid'],
      ['an unknown code', 'NOPE', 'promo-code-invalid'],
      ['a blank code', '%20', 'promo-code-required'],
      ['an empty code', '', 'promo-code-required'],
    ])('refuses %s', async (_label, code, key) => {
      const { id, who } = await client().openWithService({}, 'standard-editing');
      const { response } = await applyCode(id, who, code);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ code: key });
    });

    it('keeps a code entered before any service is chosen and applies it once there is a price', async () => {
      const [group] = await t.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'UNIV10'));
      const member = await signedIn(t.app, t.db, { preferredGroupId: group?.id ?? null });
      const c = client();
      const { id, who } = await c.openWithManuscript(member.who);
      expect((await applyCode(id, who, 'RESEARCH20')).body).toMatchObject({
        requestedCodeApplied: true,
        message: 'coupon-applied-message',
      });
      const order = c.orderOf(await c.put(id, 'selected-service', who, { serviceIdentities: ['standard-editing'] }));
      expect(order.discounts.map((d) => [d.kind, d.applied])).toEqual([
        ['preferred-group', false],
        ['promotional-code', true],
      ]);
      expect(order.total).toBe(19600);
    });

    it('removes the code and the discount with it', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      await applyCode(id, who, 'WELCOME10');
      const removed = ZDiscountCodeResponse.parse(
        (await c.call('DELETE', `/api/order-form/${id}/discount-code/WELCOME10`, who)).json(),
      );
      expect(removed).toMatchObject({ message: 'coupon-removed-message', discounts: [] });
      expect(removed.order.total).toBe(24500);
      const again = ZDiscountCodeResponse.parse(
        (await c.call('DELETE', `/api/order-form/${id}/discount-code/WELCOME10`, who)).json(),
      );
      expect(again.message).toBeNull();
    });

    it('weighs a code against the preferred-group discount', async () => {
      const [group] = await t.db.select().from(preferredGroups).where(eq(preferredGroups.code, 'UNIV10'));
      const member = await signedIn(t.app, t.db, { preferredGroupId: group?.id ?? null });
      const { id, who, order } = await client().openWithService(member.who, 'standard-editing');
      expect(order.discounts).toEqual([
        expect.objectContaining({ kind: 'preferred-group', applied: true, appliedAmount: 2450, removable: false }),
      ]);
      const tie = await applyCode(id, who, 'WELCOME10');
      expect(tie.body).toMatchObject({ requestedCodeApplied: false, message: 'best-discount-applied' });
      const better = await applyCode(id, who, 'SAVE25');
      expect(better.body?.requestedCodeApplied).toBe(true);
      expect(better.body?.order.discounts.map((d) => [d.kind, d.applied])).toEqual([
        ['preferred-group', false],
        ['promotional-code', true],
      ]);
      expect(better.body?.order.total).toBe(22000);
    });
  });

  describe('currencies', () => {
    it("prices a signed-in user's order in their currency", async () => {
      const yen = await signedIn(t.app, t.db, { currencyIso: 'JPY' });
      const { id, who, order } = await client().openWithService(yen.who, 'standard-editing');
      expect(order.currency.isoCode).toBe('JPY');
      expect(order.total).toBe(37000);
      const fixed = ZDiscountCodeResponse.parse((await client().put(id, 'discount-code/SAVE25', who)).json());
      expect(fixed.order.discountTotal).toBe(3775);
    });

    it('lets a visitor choose a currency, but not CNY', async () => {
      const c = client();
      const { id, who, order } = await c.openWithService({}, 'standard-editing');
      expect(order).toMatchObject({ hasChosenCurrency: false, currency: { isoCode: 'USD' } });
      const euro = c.orderOf(await c.put(id, 'details', who, { currencyIso: 'EUR' }));
      expect(euro).toMatchObject({ hasChosenCurrency: true, currency: { isoCode: 'EUR', sign: '€' }, total: 22900 });
      const yuan = await c.put(id, 'details', who, { currencyIso: 'CNY' });
      expect(errorOf(yuan).fieldErrors).toEqual({ currencyIso: 'currency-not-available' });
      const unknown = await c.put(id, 'details', who, { currencyIso: 'XXX' });
      expect(unknown.statusCode).toBe(400);
    });

    it('does not let a user with a currency change it here', async () => {
      const user = await signedIn(t.app, t.db, { currencyIso: 'USD' });
      const { id, who } = await client().openWithService(user.who, 'standard-editing');
      const response = await client().put(id, 'details', who, { currencyIso: 'EUR' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).error).toBe('currency-already-set');
    });
  });
});
