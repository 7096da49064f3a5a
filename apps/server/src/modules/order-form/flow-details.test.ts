import { ZDuplicateResponse, ZReferralEmailsResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { GOAL, orderFormFlowSetup } from '../../../test/fixtures/order-form/flow-setup.ts';
import { signedIn, type TWho } from '../../../test/fixtures/order-form/test-client.ts';
import { BACKENDS } from '../../../test/test-app.ts';
import { orders } from '../../schema/orders.ts';

describe.each(BACKENDS)('order-form steps on %s: details, referrals, price quote, rework and multimedia', (backend) => {
  const { t, client, errorOf, storedForm } = orderFormFlowSetup(backend);

  describe('details', () => {
    async function atDetails(who: TWho, service = 'premium-editing') {
      const c = client();
      const opened = await c.openWithService(who, service);
      c.orderOf(await c.put(opened.id, 'step', opened.who, { step: 'details' }));
      return { c, ...opened };
    }
    const completeDetails = {
      projectTitle: 'Coral reef resilience',
      styleOfEnglish: 'British',
      answers: { 'premium-editing:focus': ['clarity'] },
    };

    it('saves complete details and goes on to payment', async () => {
      const { c, id, who } = await atDetails({});
      const order = c.orderOf(await c.put(id, 'details', who, { ...completeDetails, areaOfStudyId: 105 }));
      expect(order).toMatchObject({
        currentStep: 'payment-details',
        projectTitle: 'Coral reef resilience',
        styleOfEnglish: 'British',
        areaOfStudyId: 105,
      });
      expect(order.answers).toEqual({ 'premium-editing:focus': ['clarity'] });
    });

    it('names every missing field and keeps nothing of a refused save', async () => {
      const { c, id, who } = await atDetails({});
      await c.put(id, 'service-options/manuscript-formatting/quantity', who, { quantity: 1 });
      const response = await c.put(id, 'details', who, { projectTitle: '  ', answers: { 'premium-editing:notes': 'Be gentle' } });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({
        projectTitle: 'project-title-required',
        'journal.name': 'journal-details-required',
        'answers.premium-editing:focus': 'value-required',
        'answers.manuscript-formatting:reference-style': 'value-required',
      });
      expect(await storedForm(id)).toMatchObject({ projectTitle: null, answers: {}, currentStep: 'details' });
    });

    it('refuses an answer outside the choices and an area of study that is not a leaf', async () => {
      const { c, id, who } = await atDetails({});
      const choice = await c.put(id, 'details', who, {
        ...completeDetails,
        answers: { 'premium-editing:focus': ['everything'] },
      });
      expect(errorOf(choice).fieldErrors).toEqual({ 'answers.premium-editing:focus': 'invalid-value' });
      const area = await c.put(id, 'details', who, { ...completeDetails, areaOfStudyId: 493 });
      expect(errorOf(area).fieldErrors).toEqual({ areaOfStudyId: 'area-of-study-error' });
      expect(c.orderOf(await c.put(id, 'details', who, { ...completeDetails, areaOfStudyId: 494 })).areaOfStudyId).toBe(494);
    });

    it('marks an order with Scientific Editing, which the details step warns about, and no other', async () => {
      const c = client();
      const scientific = await c.openWithService({}, 'scientific-editing', { languageId: 1, wordCount: 3000 });
      expect(scientific.order).toMatchObject({ hasScientificEditing: true, hasTranslation: false });
      const premium = await c.openWithService({}, 'premium-editing', { languageId: 1, wordCount: 3000 });
      expect(premium.order.hasScientificEditing).toBe(false);
    });

    it('asks multiple-choice questions of English manuscripts only, and the area of study for translation', async () => {
      const c = client();
      const opened = await c.openWithService({}, 'premium-translation', { languageId: 2, wordCount: 3000 });
      await c.put(opened.id, 'step', opened.who, { step: 'details' });
      const missing = await c.put(opened.id, 'details', opened.who, { projectTitle: 'Rice genomics' });
      expect(errorOf(missing).fieldErrors).toEqual({ areaOfStudyId: 'area-of-study-error' });
      const order = c.orderOf(
        await c.put(opened.id, 'details', opened.who, { projectTitle: 'Rice genomics', areaOfStudyId: 108 }),
      );
      expect(order).toMatchObject({ currentStep: 'payment-details', hasTranslation: true });
    });

    it('asks a follow-up only when its question is answered yes', async () => {
      const { c, id, who } = await atDetails({}, 'scientific-editing');
      const base = {
        projectTitle: 'Dark matter halos',
        answers: { 'scientific-editing:focus': ['clarity'], 'scientific-editing:is-resubmission': 'no' },
      };
      expect(c.orderOf(await c.put(id, 'details', who, base)).currentStep).toBe('payment-details');
      await c.put(id, 'step', who, { step: 'details' });
      const yes = await c.put(id, 'details', who, {
        ...base,
        answers: { ...base.answers, 'scientific-editing:is-resubmission': 'yes' },
      });
      expect(errorOf(yes).fieldErrors).toEqual({ 'answers.scientific-editing:reviewer-comments': 'value-required' });
    });

    it('refuses details before any service is chosen', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const response = await c.put(id, 'details', who, completeDetails);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).error).toBe('submission-issue');
    });

    it('stops at duplicate-order when an earlier order has the same title, then continues when it is new', async () => {
      const owner = await signedIn(t.app, t.db);
      await t.db.insert(orders).values({
        externalId: `DUP-${owner.user.id}`,
        userId: owner.user.id,
        title: 'Coral Reef Resilience',
        status: 'Completed',
      });
      const { c, id, who } = await atDetails(owner.who);
      const order = c.orderOf(await c.put(id, 'details', who, { ...completeDetails, projectTitle: '  coral reef resilience ' }));
      expect(order.currentStep).toBe('duplicate-order');
      expect(order.duplicateOrder).toMatchObject({ externalId: `DUP-${owner.user.id}`, title: 'Coral Reef Resilience' });
      expect(order.steps.list.map((s) => s.name)).toEqual([
        'get-started',
        'manuscript-services',
        'additional-services',
        'details',
        'duplicate-order',
        'payment-details',
      ]);
      expect((await c.put(id, 'step', who, { step: 'payment-details' })).statusCode).toBe(409);
      const kept = c.orderOf(await c.put(id, 'details', who, { duplicateChoice: 'existing' }));
      expect(kept.currentStep).toBe('duplicate-order');
      const continued = c.orderOf(await c.put(id, 'details', who, { duplicateChoice: 'new' }));
      expect(continued).toMatchObject({ currentStep: 'payment-details', duplicateOrder: null });
    });

    it('finds the duplicate order for the title check, for its owner only', async () => {
      const owner = await signedIn(t.app, t.db);
      await t.db
        .insert(orders)
        .values({ externalId: `TTL-${owner.user.id}`, userId: owner.user.id, title: 'Soil carbon', status: 'Completed' });
      const c = client();
      const found = ZDuplicateResponse.parse(
        (await c.call('GET', '/api/order/duplicate?title=%20SOIL%20CARBON%20', owner.who)).json(),
      );
      expect(found.order?.externalId).toBe(`TTL-${owner.user.id}`);
      const other = await signedIn(t.app, t.db);
      expect(
        ZDuplicateResponse.parse((await c.call('GET', '/api/order/duplicate?title=Soil%20carbon', other.who)).json()).order,
      ).toBeNull();
      expect(
        ZDuplicateResponse.parse((await c.call('GET', '/api/order/duplicate?title=Soil%20carbon', {})).json()).order,
      ).toBeNull();
      expect((await c.call('GET', '/api/order/duplicate?title=', owner.who)).statusCode).toBe(400);
    });

    it('saves and clears the journal, refusing a website without http(s)', async () => {
      const { c, id, who } = await atDetails({});
      const saved = c.orderOf(await c.put(id, 'journal', who, { name: 'Nature', url: 'https://www.nature.com/nature/' }));
      expect(saved.journal).toEqual({ name: 'Nature', url: 'https://www.nature.com/nature/' });
      const bad = await c.put(id, 'journal', who, { name: 'Nature', url: 'www.nature.com' });
      expect(errorOf(bad).fieldErrors).toEqual({ url: 'journal-website-invalid' });
      expect(c.orderOf(await c.put(id, 'journal', who, { name: '', url: '' })).journal).toBeNull();
    });
  });

  describe('referral e-mails', () => {
    it('keeps trimmed addresses, drops empties and repeats, and adds to those already invited', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const first = ZReferralEmailsResponse.parse(
        (await c.put(id, 'referral-emails', who, { referralEmails: ' a@example.org, ,b@example.org,' })).json(),
      );
      expect(first).toEqual({ referralEmails: ['a@example.org', 'b@example.org'], error: null });
      const second = ZReferralEmailsResponse.parse(
        (await c.put(id, 'referral-emails', who, { referralEmails: 'A@example.org, c@example.org' })).json(),
      );
      expect(second.referralEmails).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
    });

    it.each([
      ['nothing', ' , ,'],
      ['an invalid address', 'a@example.org, not-an-address'],
      ['more than ten in all', Array.from({ length: 11 }, (_, i) => `p${i}@example.org`).join(',')],
    ])('refuses %s with referral-email-validation-error', async (_label, referralEmails) => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const response = await c.put(id, 'referral-emails', who, { referralEmails });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual({ referralEmails: 'referral-email-validation-error' });
      expect((await storedForm(id))?.referralEmails).toEqual([]);
    });

    it('counts those already invited toward the ten', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      await c.put(id, 'referral-emails', who, {
        referralEmails: Array.from({ length: 9 }, (_, i) => `q${i}@example.org`).join(','),
      });
      expect((await c.put(id, 'referral-emails', who, { referralEmails: 'x@example.org, y@example.org' })).statusCode).toBe(400);
      expect((await c.put(id, 'referral-emails', who, { referralEmails: 'x@example.org' })).statusCode).toBe(200);
    });
  });

  describe('price quote', () => {
    it('generates a quote with an estimate id, shows the quote page, and converts back toward payment', async () => {
      const c = client();
      const { id, who } = await c.openWithService({}, 'standard-editing');
      const quoted = c.orderOf(await c.put(id, 'generate-price-quote', who));
      expect(quoted.estimateId).toMatch(/^EST-[A-Z2-9]{10}$/);
      expect(quoted.currentStep).toBe('price-quote-completed');
      expect(quoted.steps.list.map((s) => s.name)).toContain('price-quote-completed');
      const stored = await storedForm(id);
      expect(stored?.quote).toMatchObject({ estimateId: quoted.estimateId, currencyIso: 'USD', total: 24500, subtotal: 24500 });
      const again = c.orderOf(await c.put(id, 'generate-price-quote', who));
      expect(again.estimateId).toBe(quoted.estimateId);
      const converted = c.orderOf(await c.post(id, 'convert-quote', who));
      expect(converted.currentStep).toBe('details');
      expect(converted.steps.list.map((s) => s.name)).not.toContain('price-quote-completed');
    });

    it('refuses a quote with no service and converting without a quote', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const quote = await c.put(id, 'generate-price-quote', who);
      expect(quote.statusCode).toBe(409);
      expect(errorOf(quote).error).toBe('submission-issue');
      expect((await c.post(id, 'convert-quote', who)).statusCode).toBe(409);
    });
  });

  describe('rework and multimedia', () => {
    it('takes a rework order from language and word count to rework services and details', async () => {
      const c = client();
      const { order, who } = await c.open();
      const id = order.identity;
      c.orderOf(await c.put(id, 'basic-details', who, { customerGoalId: GOAL.rework, uploadLater: true }));
      const bad = await c.put(id, 'rework-basic-details', who, { manuscriptLanguageId: 1, wordCount: 0 });
      expect(errorOf(bad).fieldErrors).toEqual({ wordCount: 'word-count-range-error' });
      const ready = c.orderOf(
        await c.put(id, 'rework-basic-details', who, { manuscriptLanguageId: 1, wordCount: 2500, uploadLater: true }),
      );
      expect(ready.currentStep).toBe('manuscript-services');
      expect(ready.availableServices.map((s) => s.identity)).toEqual(['rework', 'rework-premium']);
      expect((await c.put(id, 'selected-service', who, { serviceIdentities: ['standard-editing'] })).statusCode).toBe(400);
      const chosen = c.orderOf(await c.put(id, 'selected-service', who, { serviceIdentities: ['rework'] }));
      expect(chosen.currentStep).toBe('details');
      const done = c.orderOf(
        await c.put(id, 'details', who, { styleOfEnglish: 'American', answers: { 'rework:focus': ['grammar'] } }),
      );
      expect(done.currentStep).toBe('payment-details');
    });

    it('refuses rework basic details on a form without the rework goal', async () => {
      const c = client();
      const { id, who } = await c.openWithManuscript({});
      const response = await c.put(id, 'rework-basic-details', who, { manuscriptLanguageId: 1, wordCount: 2500 });
      expect(response.statusCode).toBe(409);
    });

    it('selects several multimedia services at once', async () => {
      const c = client();
      const { order, who } = await c.open();
      const id = order.identity;
      const started = c.orderOf(await c.put(id, 'basic-details', who, { customerGoalId: GOAL.multimedia, uploadLater: true }));
      expect(started.availableServices.every((s) => s.category === 'multimedia')).toBe(true);
      const chosen = c.orderOf(
        await c.put(id, 'selected-service', who, { serviceIdentities: ['graphical-abstract', 'infographic'] }),
      );
      expect(chosen.currentStep).toBe('details');
      expect(chosen.lineItems.map((l) => [l.serviceIdentity, l.listPrice])).toEqual([
        ['graphical-abstract', 34900],
        ['infographic', 54900],
      ]);
      expect((await c.put(id, 'selected-service', who, { serviceIdentities: ['premium-editing'] })).statusCode).toBe(400);
    });
  });
});
