import { ZBundleQuestionsResponse, ZErrorResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { orderFormClient, type TWho } from '../../../test/fixtures/order-form/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';

describe.each(BACKENDS)('service bundles on %s', (backend) => {
  const t = withTestApp(backend);
  const client = () => orderFormClient(t.app);
  const errorOf = (response: { json: () => unknown }) => ZErrorResponse.parse(response.json());

  async function questionnaire(options: { wordCount?: number; languageId?: number } = {}) {
    const c = client();
    const opened = await c.openWithManuscript({}, { bundles: true, ...options });
    const answer = (answers: Record<string, unknown>) => c.post(opened.id, 'service-bundle-questions', opened.who, { answers });
    return { c, answer, ...opened };
  }

  async function withBundles(answers: Record<string, unknown> = { 'services-needed': ['language'] }) {
    const q = await questionnaire();
    const response = await q.answer(answers);
    return { ...q, body: ZBundleQuestionsResponse.parse(response.json()) };
  }

  it('offers the bundles that match the answers, with discounted prices and a deadline', async () => {
    const { body } = await withBundles();
    expect(body.error).toBeNull();
    expect(body.currentStep).toBe('service-bundles');
    expect(body.steps.current.url).toBe('/researcher/submit/service-bundles');
    expect(body.availableServiceBundles.map((b) => b.name)).toEqual(['Submission Ready', 'Language and Journal Match']);
    const [ready] = body.availableServiceBundles;
    // Premium Editing $329 + Manuscript Formatting $79 = $408, less 15%.
    expect(ready).toMatchObject({
      primaryServiceName: 'Premium Editing',
      discount: { percent: 15, isApplicable: true },
      prices: { standard: { listPrice: 40800, price: 34680 }, rush: null, express: { listPrice: 80800, price: 68680 } },
      turnaroundDays: 8,
    });
    expect(ready?.deadlines.standard).toEqual(expect.any(String));
    expect(ready?.deadlines.rush).toBeNull();
    expect(ready?.addOns.map((a) => [a.identity, a.price, a.selected])).toEqual([
      ['plagiarism-check', 6900, false],
      ['word-count-reduction', 11900, false],
    ]);
  });

  it('adds table formatting for the number of tables given', async () => {
    const { body } = await withBundles({ 'services-needed': ['language'], 'has-tables': true, 'table-count': 3 });
    const [ready] = body.availableServiceBundles;
    expect(ready?.services.map((s) => s.identity)).toEqual(['premium-editing', 'manuscript-formatting', 'table-formatting']);
    expect(ready?.prices.standard.listPrice).toBe(40800 + 6000);
  });

  it.each([
    ['no choice', {}, 'services-needed', 'selectOneCheckbox'],
    ['an unknown choice', { 'services-needed': ['magic'] }, 'services-needed', 'selectOneCheckbox'],
    [
      'tables without a count',
      { 'services-needed': ['language'], 'has-tables': true },
      'table-count',
      'tables-on-with-no-table-count',
    ],
    [
      '26 tables',
      { 'services-needed': ['language'], 'has-tables': true, 'table-count': 26 },
      'table-count',
      'tables-on-with-no-table-count',
    ],
    [
      'a target journal left empty',
      { 'services-needed': ['language'], 'has-target-journal': true, 'target-journal': ' ' },
      'target-journal',
      'journalForTableFormatting',
    ],
  ])('refuses %s', async (_label, answers, field, key) => {
    const { answer } = await questionnaire();
    const response = await answer(answers);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({ [field]: key });
  });

  it('warns when no bundle suits the manuscript, staying on the same step', async () => {
    const { answer } = await questionnaire({ wordCount: 70000 });
    const body = ZBundleQuestionsResponse.parse((await answer({ 'services-needed': ['language'] })).json());
    expect(body).toMatchObject({
      error: 'service-bundle-no-bundles-error',
      availableServiceBundles: [],
      currentStep: 'manuscript-services',
    });
  });

  it('offers translation bundles for a manuscript in another language', async () => {
    const { answer } = await questionnaire({ languageId: 3, wordCount: 3000 });
    const body = ZBundleQuestionsResponse.parse((await answer({ 'services-needed': ['language', 'journal-selection'] })).json());
    expect(body.availableServiceBundles.map((b) => b.primaryServiceName)).toEqual([
      'Premium Translation',
      'Standard Translation',
    ]);
  });

  it('refuses the questionnaire outside the bundle path', async () => {
    const c = client();
    const { id, who } = await c.openWithManuscript({});
    const response = await c.post(id, 'service-bundle-questions', who, { answers: { 'services-needed': ['language'] } });
    expect(response.statusCode).toBe(409);
  });

  describe('choosing a bundle', () => {
    async function chosen(who: TWho, id: string, body: Record<string, unknown>) {
      return client().post(id, 'service-bundle', who, body);
    }

    it('prices the chosen bundle with its add-ons and the bundle discount, and moves to details', async () => {
      const { id, who, c } = await withBundles();
      const order = c.orderOf(await chosen(who, id, { bundleId: 1, selectedServices: ['plagiarism-check'] }));
      expect(order.currentStep).toBe('details');
      expect(order.serviceBundle.selectedBundleId).toBe(1);
      expect(order.lineItems.map((l) => l.serviceIdentity)).toEqual([
        'premium-editing',
        'manuscript-formatting',
        'plagiarism-check',
      ]);
      // $329 + $79 + $69 = $477, less 15% = $405.45.
      expect(order).toMatchObject({ subtotal: 47700, discountTotal: 7155, total: 40545 });
      expect(order.discounts).toEqual([
        expect.objectContaining({ kind: 'bundle', applied: true, appliedAmount: 7155, description: 'Submission Ready' }),
      ]);
      expect(order.delivery.rushAvailable).toBe(false);
      expect(
        order.availableServiceBundles.find((b) => b.id === 1)?.addOns.find((a) => a.identity === 'plagiarism-check')?.selected,
      ).toBe(true);
    });

    it('takes express with a bundle but never rush', async () => {
      const { id, who, c } = await withBundles();
      const rush = await chosen(who, id, { bundleId: 1, rush: true });
      expect(rush.statusCode).toBe(409);
      expect(errorOf(rush).error).toBe('delivery-tier-unavailable');
      const express = c.orderOf(await chosen(who, id, { bundleId: 1, deliveryTier: 'express' }));
      expect(express.delivery.tier).toBe('express');
      expect(express.total).toBe(68680);
      expect((await c.put(id, 'update-delivery-tier', who, { rushed: true, deliveryTier: 'standard' })).statusCode).toBe(409);
    });

    it('refuses a bundle that was not offered and an add-on it does not have', async () => {
      const { id, who } = await withBundles();
      const other = await chosen(who, id, { bundleId: 4 });
      expect(errorOf(other).fieldErrors).toEqual({ bundleId: 'service-bundle-invalid' });
      const addOn = await chosen(who, id, { bundleId: 1, selectedServices: ['video-abstract'] });
      expect(errorOf(addOn).fieldErrors).toEqual({ selectedServices: 'service-invalid' });
    });

    it('keeps additional-service toggles out of a bundle', async () => {
      const { id, who, c } = await withBundles();
      await chosen(who, id, { bundleId: 2 });
      const response = await c.put(id, 'service-options/figure-formatting/quantity', who, { quantity: 2 });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).error).toBe('service-bundle-selected');
    });

    it("goes 'Back to all services': the bundle and its services are dropped", async () => {
      const { id, who, c } = await withBundles();
      await chosen(who, id, { bundleId: 1 });
      const back = c.orderOf(await c.post(id, 'service-bundle-interest', who, { interested: false }));
      expect(back).toMatchObject({
        currentStep: 'manuscript-services',
        lineItems: [],
        serviceBundle: { interested: false, selectedBundleId: null },
      });
      expect(back.steps.list.map((s) => s.name)).toContain('additional-services');
    });

    it('leaves the bundle path when a service is picked by hand', async () => {
      const { id, who, c } = await withBundles();
      await chosen(who, id, { bundleId: 1 });
      const order = c.orderOf(await c.put(id, 'selected-service', who, { serviceIdentities: ['standard-editing'] }));
      expect(order).toMatchObject({
        currentStep: 'additional-services',
        serviceBundle: { interested: false, selectedBundleId: null },
      });
      expect(order.lineItems.map((l) => l.serviceIdentity)).toEqual(['standard-editing']);
    });
  });

  describe('without the service_bundles feature flag', () => {
    const noBundles = withTestApp(backend, { ENABLED_FEATURES: 'upload_files_ui,show_express_service_options' });

    it("offers no 'Help Me Decide' and refuses the bundle path", async () => {
      const application = (await inject(noBundles.app, { url: '/api/researcher/load' })).json() as {
        application: { allowsServiceBundles: boolean };
      };
      expect(application.application.allowsServiceBundles).toBe(false);
      const c = orderFormClient(noBundles.app);
      const { order, who } = await c.open();
      const help = await c.put(order.identity, 'basic-details', who, {
        customerGoalId: 1,
        uploadLater: true,
        serviceBundlesRequested: true,
      });
      expect(help.statusCode).toBe(400);
      expect(ZErrorResponse.parse(help.json()).fieldErrors).toEqual({ serviceBundlesRequested: 'service-bundles-not-available' });
      const plain = await c.openWithManuscript({});
      expect((await c.post(plain.id, 'service-bundle-interest', plain.who, { interested: true })).statusCode).toBe(409);
    });
  });
});
