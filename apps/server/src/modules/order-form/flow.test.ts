import { describe, expect, it } from 'vitest';
import { countryIdOf } from '../../../test/factories.ts';
import { GOAL, orderFormFlowSetup } from '../../../test/fixtures/order-form/flow-setup.ts';
import { signedIn } from '../../../test/fixtures/order-form/test-client.ts';
import { BACKENDS } from '../../../test/test-app.ts';

describe.each(BACKENDS)('order-form steps on %s: from get started to the style of English', (backend) => {
  const { t, client, errorOf, storedForm } = orderFormFlowSetup(backend);

  describe('get started', () => {
    it('sends a manuscript goal to manuscript services, with its step bar', async () => {
      const c = client();
      const { order, who } = await c.open();
      const saved = c.orderOf(
        await c.put(order.identity, 'basic-details', who, { customerGoalId: GOAL.publication, uploadLater: true }),
      );
      expect(saved.currentStep).toBe('manuscript-services');
      expect(saved.customerGoal?.key).toBe('publication');
      expect(saved.steps.list.map((s) => s.name)).toEqual([
        'get-started',
        'manuscript-services',
        'additional-services',
        'details',
        'payment-details',
      ]);
      expect(saved.steps.previous).toEqual({ name: 'get-started', url: '/researcher/submit/get-started' });
      expect(saved.steps.next).toEqual({ name: 'additional-services', url: '/researcher/submit/additional-services' });
    });

    it.each([
      [
        GOAL.rework,
        'rework-get-started',
        ['get-started', 'rework-get-started', 'manuscript-services', 'details', 'payment-details'],
      ],
      [GOAL.multimedia, 'multimedia-services', ['get-started', 'multimedia-services', 'details', 'payment-details']],
    ])('sends goal %i to %s', async (customerGoalId, step, list) => {
      const c = client();
      const { order, who } = await c.open();
      const saved = c.orderOf(await c.put(order.identity, 'basic-details', who, { customerGoalId, uploadLater: true }));
      expect(saved.currentStep).toBe(step);
      expect(saved.steps.list.map((s) => s.name)).toEqual(list);
    });

    it("sends 'Help Me Decide' to the questionnaire, then bundles", async () => {
      const c = client();
      const { order, who } = await c.open();
      const saved = c.orderOf(
        await c.put(order.identity, 'basic-details', who, {
          customerGoalId: GOAL.publication,
          uploadLater: true,
          serviceBundlesRequested: true,
        }),
      );
      expect(saved.serviceBundle.interested).toBe(true);
      expect(saved.steps.list.map((s) => s.name)).toEqual([
        'get-started',
        'manuscript-services',
        'service-bundles',
        'details',
        'payment-details',
      ]);
    });

    it('refuses an unknown goal, bundles for a goal without them, and no files without upload-later', async () => {
      const c = client();
      const { order, who } = await c.open();
      const unknown = await c.put(order.identity, 'basic-details', who, { customerGoalId: 999, uploadLater: true });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).fieldErrors).toEqual({ customerGoalId: 'make-a-selection' });
      const missing = await c.put(order.identity, 'basic-details', who, { uploadLater: true });
      expect(errorOf(missing).fieldErrors).toEqual({ customerGoalId: 'make-a-selection' });
      const bundles = await c.put(order.identity, 'basic-details', who, {
        customerGoalId: GOAL.multimedia,
        uploadLater: true,
        serviceBundlesRequested: true,
      });
      expect(errorOf(bundles).fieldErrors).toEqual({ serviceBundlesRequested: 'service-bundles-not-available' });
      const noFiles = await c.put(order.identity, 'basic-details', who, { customerGoalId: GOAL.publication, uploadLater: false });
      expect(errorOf(noFiles).fieldErrors).toEqual({ uploadLater: 'files-required' });
      expect(await storedForm(order.identity)).toMatchObject({ customerGoalId: null, currentStep: 'get-started', version: 1 });
    });
  });

  describe('manuscript details', () => {
    it.each([
      ['zero', 0],
      ['negative', -5],
      ['a fraction', 12.5],
      ['text', 'many'],
      ['above 999,999', 1_000_000],
    ])('refuses a word count that is %s with word-count-range-error, changing nothing', async (_label, wordCount) => {
      const c = client();
      const { id, who } = await c.openWithManuscript({}, { wordCount: 4500 });
      const response = await c.put(id, 'manuscript-details', who, { manuscriptLanguageId: 1, wordCount });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ wordCount: 'word-count-range-error' });
      expect((await storedForm(id))?.wordCount).toBe(4500);
    });

    it('refuses an unknown manuscript language', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const response = await c.put(id, 'manuscript-details', who, { manuscriptLanguageId: 77, wordCount: 1000 });
      expect(errorOf(response).fieldErrors).toEqual({ manuscriptLanguageId: 'value-required' });
    });

    it('offers editing for English and translation for other languages', async () => {
      const c = client();
      const english = await c.openWithManuscript({}, { languageId: 1 });
      const identities = (o: typeof english.order) =>
        o.availableServices.filter((s) => s.category === 'manuscript').map((s) => s.identity);
      expect(identities(english.order)).toEqual(['standard-editing', 'premium-editing', 'scientific-editing', 'vip-editing']);
      const chinese = await c.openWithManuscript({}, { languageId: 2 });
      expect(identities(chinese.order)).toEqual(['standard-translation', 'premium-translation']);
    });

    it('drops a language service that no longer suits a changed manuscript language', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'premium-editing');
      const changed = c.orderOf(await c.put(id, 'manuscript-details', who, { manuscriptLanguageId: 3, wordCount: 4500 }));
      expect(changed.lineItems).toEqual([]);
    });
  });

  describe('service selection', () => {
    it('selects one editing service, priced, and moves to additional services', async () => {
      const c = client();
      const { order } = await c.openWithService({}, 'premium-editing');
      expect(order.currentStep).toBe('additional-services');
      expect(order.lineItems).toEqual([
        {
          serviceIdentity: 'premium-editing',
          name: 'Premium Editing',
          quantity: 1,
          deliveryTier: 'standard',
          listPrice: 32900,
          discountAmount: 0,
          totalPrice: 32900,
        },
      ]);
      expect(order.total).toBe(32900);
      expect(order.deadline).not.toBeNull();
      expect(order.availableServices.find((s) => s.identity === 'premium-editing')?.selected).toBe(true);
    });

    it('replaces the editing service instead of adding a second one', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'premium-editing');
      const order = c.orderOf(await c.put(id, 'selected-service', who, { serviceIdentities: ['standard-editing'] }));
      expect(order.lineItems.map((l) => l.serviceIdentity)).toEqual(['standard-editing']);
    });

    it('declines editing: no language service, and the next step still comes', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'premium-editing');
      const order = c.orderOf(await c.put(id, 'selected-service', who, { serviceIdentities: [], declineEditing: true }));
      expect(order).toMatchObject({ declinedEditing: true, lineItems: [], currentStep: 'additional-services' });
    });

    it.each([
      ['an unknown service', ['no-such-service'], 'service-invalid'],
      ['translation for an English manuscript', ['standard-translation'], 'service-invalid'],
      ['an additional service as the main one', ['journal-recommendation'], 'service-invalid'],
      ['two editing services', ['standard-editing', 'premium-editing'], 'service-invalid'],
      ['nothing', [], 'service-required'],
    ])('refuses %s', async (_label, serviceIdentities, key) => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const response = await c.put(id, 'selected-service', who, { serviceIdentities });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ serviceIdentities: key });
    });

    it('needs the word count before a word-priced service', async () => {
      const c = client();
      const { order, who } = await c.open();
      await c.put(order.identity, 'basic-details', who, { customerGoalId: GOAL.publication, uploadLater: true });
      const response = await c.put(order.identity, 'selected-service', who, { serviceIdentities: ['standard-editing'] });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).error).toBe('manuscript-details-required');
    });

    it('refuses a service with no option for the word count', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({}, { wordCount: 70000 });
      const response = await c.put(id, 'selected-service', who, { serviceIdentities: ['standard-editing'] });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).error).toBe('no-service-option');
      expect(
        c.orderOf(await c.get(id, 'load', who)).availableServices.find((s) => s.identity === 'standard-editing')?.disabled,
      ).toBe(true);
    });
  });

  describe('additional services', () => {
    it('adds figure formatting by count, changes the count, and removes it with 0', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const three = await c.put(id, 'service-options/figure-formatting/quantity', who, { quantity: 3 });
      expect(three.statusCode).toBe(200);
      const body = three.json() as { lineItems: { serviceIdentity: string; quantity: number; listPrice: number }[] };
      expect(body.lineItems.find((l) => l.serviceIdentity === 'figure-formatting')).toMatchObject({
        quantity: 3,
        listPrice: 9000,
      });
      const seven = c.orderOf(await c.put(id, 'service-options/figure-formatting/quantity', who, { quantity: 7 }));
      expect(seven.lineItems.find((l) => l.serviceIdentity === 'figure-formatting')).toMatchObject({
        quantity: 7,
        listPrice: 19400,
      });
      const none = c.orderOf(await c.put(id, 'service-options/figure-formatting/quantity', who, { quantity: 0 }));
      expect(none.lineItems.map((l) => l.serviceIdentity)).toEqual(['standard-editing']);
    });

    it('toggles a flat-priced service with 1 and refuses other quantities', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const on = c.orderOf(await c.put(id, 'service-options/journal-recommendation/quantity', who, { quantity: 1 }));
      expect(on.lineItems.map((l) => l.serviceIdentity)).toEqual(['standard-editing', 'journal-recommendation']);
      const two = await c.put(id, 'service-options/journal-recommendation/quantity', who, { quantity: 2 });
      expect(errorOf(two).fieldErrors).toEqual({ quantity: 'quantity-invalid' });
    });

    it('offers the concierge services, book editing as a quote request only', async () => {
      const c = client();
      const { order } = await c.openWithService({}, 'standard-editing');
      const concierge = order.availableServices.filter((s) => s.category === 'concierge');
      expect(concierge.map((s) => [s.identity, s.requiresQuote])).toEqual([
        ['expert-consultation', false],
        ['cover-letter-editing', false],
        ['book-editing', true],
      ]);
    });

    it.each([
      ['a count above 25', 'figure-formatting', 26, 400, 'quantity-invalid'],
      ['a negative count', 'table-formatting', -1, 400, 'quantity-invalid'],
      ['an unknown service', 'no-such-service', 1, 400, 'service-invalid'],
      ['the editing service', 'standard-editing', 1, 400, 'service-invalid'],
      ['a service that needs a quote', 'book-editing', 1, 400, 'service-requires-quote'],
    ])('refuses %s', async (_label, service, quantity, status, key) => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const response = await c.put(id, `service-options/${service}/quantity`, who, { quantity });
      expect(response.statusCode).toBe(status);
      expect(Object.values(errorOf(response).fieldErrors ?? {})).toEqual([key]);
    });
  });

  describe('moving between steps', () => {
    it('goes back freely, forward one completed step at a time', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const back = c.orderOf(await c.put(id, 'step', who, { step: 'get-started' }));
      expect(back.currentStep).toBe('get-started');
      const skip = await c.put(id, 'step', who, { step: 'details' });
      expect(skip.statusCode).toBe(409);
      expect(errorOf(skip).error).toBe('step-not-available');
      expect(c.orderOf(await c.put(id, 'step', who, { step: 'manuscript-services' })).currentStep).toBe('manuscript-services');
      expect(c.orderOf(await c.put(id, 'step', who, { step: 'additional-services' })).currentStep).toBe('additional-services');
      expect(c.orderOf(await c.put(id, 'step', who, { step: 'details' })).currentStep).toBe('details');
    });

    it('refuses a step outside the flow, an unknown step and the price-quote page', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      expect((await c.put(id, 'step', who, { step: 'multimedia-services' })).statusCode).toBe(409);
      expect((await c.put(id, 'step', who, { step: 'price-quote-completed' })).statusCode).toBe(409);
      expect((await c.put(id, 'step', who, { step: 'checkout' })).statusCode).toBe(400);
    });

    it('does not leave the details step before the details are complete', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      await c.put(id, 'step', who, { step: 'details' });
      expect((await c.put(id, 'step', who, { step: 'payment-details' })).statusCode).toBe(409);
    });
  });

  describe('style of English', () => {
    it('starts a researcher in the United Kingdom on British English, one in the United States on American', async () => {
      const c = client();
      const uk = await signedIn(t.app, t.db, { countryId: countryIdOf('GB') });
      const us = await signedIn(t.app, t.db, { countryId: countryIdOf('US') });
      expect((await c.open(uk.who)).order.styleOfEnglish).toBe('British');
      expect((await c.open(us.who)).order.styleOfEnglish).toBe('American');
      // A visitor's country is unknown: the spec's default.
      expect((await c.open()).order.styleOfEnglish).toBe('American');
    });
  });

  it("answers catalogue text in the language cookie's language", async () => {
    const c = client();
    const opened = await c.openWithService({}, 'premium-editing');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/order-form/${opened.id}/load`,
      cookies: { order_form: opened.who.visitor ?? '', language: 'ja_JP' },
    });
    const { order } = response.json() as {
      order: { lineItems: { name: string }[]; customerGoal: { name: string }; manuscriptLanguages: { name: string }[] };
    };
    expect(order.lineItems[0]?.name).toBe('プレミアム英文校正');
    expect(order.customerGoal.name).toBe('ジャーナル投稿用に原稿を準備する');
    expect(order.manuscriptLanguages[0]?.name).toBe('英語');
  });
});
