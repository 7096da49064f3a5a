import { PAYMENT_METHOD, type TPaymentResult } from '@portal/domain';
import type { TDigitalEditLoadResponse, TDigitalOrderLoadResponse } from '@portal/domain/api/digital-purchases';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inChina } from '../../../test/factories.ts';
import { signedIn, type TWho } from '../../../test/fixtures/order-form/test-client.ts';
import { inject, login } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { startTranslationProtocolServer } from '../../../test/translation-server.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { preferredGroups } from '../../schema/catalogue.ts';
import { digitalPurchases } from '../../schema/digital-purchases.ts';
import { payments, sandboxCharges } from '../../schema/payments.ts';
import {
  BRAZILIAN_RESEARCHER,
  boletoPayment,
  chineseBillingAddress,
  newIdempotencyKey,
  paymentsTestClient,
} from '../payments/fixtures/test-client.ts';
import { grantDigitalPurchase } from './access.ts';

const APPROVE_CARD = '4111 1111 1111 1111';
const DECLINE_CARD = '4000 1111 1111 1115';
const YEAR_MS = 365 * 86_400_000;

// Chinese is offered only by an engine that translates zh→en (Apertium does not): a local server speaking
// LibreTranslate's protocol stands in for one, beside Apertium.
const libreTranslate = await startTranslationProtocolServer();
afterAll(() => new Promise<void>((resolve) => libreTranslate.server.close(() => resolve())));
const WITH_CHINESE_ENGINE = {
  TRANSLATION_ENGINES: 'apertium,libretranslate',
  LIBRETRANSLATE_URL: `${libreTranslate.url}/lt`,
  LIBRETRANSLATE_API_KEY: 'lt-key',
};

describe.each(BACKENDS)('digital purchases API on %s', (backend) => {
  const t = withTestApp(backend, {
    ENABLED_FEATURES: 'prepay_enabled,captcha,chinese_digital_translation',
    QUERY_STATS: '1',
    ...WITH_CHINESE_ENGINE,
  });
  const { billing, tokenize, decideAtProvider, queuedWebhook, sendWebhook } = paymentsTestClient(t);

  async function cardBody(product: string, amount: number, card = APPROVE_CARD, overrides: Record<string, unknown> = {}) {
    return {
      availableDigitalPurchaseIdentity: product,
      acceptedTermsAndConditions: true,
      paymentMethodId: PAYMENT_METHOD.creditCard,
      amount,
      currencyIso: 'USD',
      creditCard: { nonce: await tokenize(card), type: 'Visa', lastFour: card.slice(-4) },
      billingAddress: billing(),
      ...overrides,
    };
  }

  function pay(path: 'digital-edit' | 'digital-translation', who: TWho, body: unknown, key: string | null = newIdempotencyKey()) {
    return inject(t.app, {
      method: 'POST',
      url: `/api/${path}/payment`,
      body,
      session: who.session ?? null,
      headers: key ? { 'idempotency-key': key } : {},
    });
  }

  async function editLoad(who: TWho): Promise<TDigitalEditLoadResponse> {
    const response = await inject(t.app, { url: '/api/digital-edit/load', session: who.session ?? null });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function orderLoad(who: TWho): Promise<TDigitalOrderLoadResponse> {
    const response = await inject(t.app, { url: '/api/digital-order/load', session: who.session ?? null });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function purchasesOf(userId: number) {
    return t.db.select().from(digitalPurchases).where(eq(digitalPurchases.userId, userId));
  }

  it('offers the subscription and packages at 30 % off in the researcher’s currency, and no access yet', async () => {
    const { who } = await signedIn(t.app, t.db);
    const edit = await editLoad(who);
    expect(edit).toMatchObject({
      access: 'none',
      hasDigitalEditingPurchase: false,
      digitalEditingPurchase: null,
      currencyIso: 'USD',
    });
    expect(edit.availableDigitalPurchases).toEqual([
      expect.objectContaining({ identity: 'editing-year', price: 140_00, fullPrice: 200_00, currencyIso: 'USD' }),
    ]);
    const order = await orderLoad(who);
    expect(order).toMatchObject({ numberOfUsesAvailable: 0, availableLanguages: [], userState: 'none' });
    expect(order.availableDigitalTranslationPurchases.map((p) => [p.identity, p.price, p.numberOfUsesAvailable])).toEqual([
      ['translation-3', 63_00, 3],
      ['translation-10', 175_00, 10],
    ]);
    const yen = await signedIn(t.app, t.db, { currencyIso: 'JPY' });
    expect((await editLoad(yen.who)).availableDigitalPurchases[0]).toMatchObject({ price: 21_000, fullPrice: 30_000 });
  });

  it('activates a one-year subscription in the transaction that captures an approved card', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const response = await pay('digital-edit', who, await cardBody('editing-year', 140_00));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TPaymentResult;
    expect(result.status).toBe('paid');
    const [purchase] = await purchasesOf(user.id);
    expect(purchase).toMatchObject({ status: 'active', type: 'editing', price: 140_00, fullPrice: 200_00, currencyIso: 'USD' });
    const startsAt = purchase?.startsAt?.getTime() ?? 0;
    const endsAt = purchase?.endsAt?.getTime() ?? 0;
    expect(endsAt - startsAt).toBeGreaterThanOrEqual(YEAR_MS);
    expect(endsAt - startsAt).toBeLessThanOrEqual(YEAR_MS + 86_400_000);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, result.paymentId ?? 0));
    expect(payment).toMatchObject({ purpose: 'digital', status: 'captured', digitalPurchaseId: purchase?.id, amount: 140_00 });

    const load = await editLoad(who);
    expect(load).toMatchObject({ access: 'digital-purchase', hasDigitalEditingPurchase: true });
    expect(load.digitalEditingPurchase).toMatchObject({
      valid: true,
      receiptCode: result.receiptCode,
      paymentId: result.paymentId,
    });
    expect(new Date(load.digitalEditingPurchase?.endsAt ?? 0).getUTCFullYear()).toBe(new Date(startsAt).getUTCFullYear() + 1);

    const receipt = await inject(t.app, { url: `/api/payment/${result.paymentId}/pdf`, session: who.session ?? null });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
  });

  it('leaves nothing usable when the card is declined', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const response = await pay('digital-edit', who, await cardBody('editing-year', 140_00, DECLINE_CARD));
    expect(response.json()).toMatchObject({ status: 'declined' });
    expect((await purchasesOf(user.id)).map((p) => p.status)).toEqual(['cancelled']);
    const load = await editLoad(who);
    expect(load).toMatchObject({ access: 'none', hasDigitalEditingPurchase: false, digitalPurchases: [] });
  });

  it('buys a translation package through PayPal: active by the signed webhook, then back to the purchase page', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const body = {
      availableDigitalPurchaseIdentity: 'translation-3',
      acceptedTermsAndConditions: true,
      paymentMethodId: PAYMENT_METHOD.payPal,
      amount: 63_00,
      currencyIso: 'USD',
      billingAddress: billing(),
    };
    const result = (await pay('digital-translation', who, body)).json() as TPaymentResult;
    expect(result.status).toBe('redirect');
    expect((await purchasesOf(user.id)).map((p) => p.status)).toEqual(['pending']);
    const pending = await orderLoad(who);
    expect(pending).toMatchObject({ numberOfUsesAvailable: 0, userState: 'none' });
    expect(pending.digitalTranslationPurchases).toEqual([expect.objectContaining({ status: 'pending', valid: false })]);

    await decideAtProvider(result, 'approve');
    const delivered = await sendWebhook(await queuedWebhook(result.receiptCode));
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [purchase] = await purchasesOf(user.id);
    expect(purchase).toMatchObject({ status: 'active', usesRemaining: 3, numberOfUses: 3, wordLimit: 10_000 });
    const load = await orderLoad(who);
    expect(load).toMatchObject({ numberOfUsesAvailable: 3, userState: 'uses-type' });
    expect(load.availableLanguages).toEqual(['spanish-to-english', 'portuguese-to-english', 'chinese-to-english']);

    const back = await inject(t.app, { url: `/api/payment/return/${result.receiptCode}`, session: who.session ?? null });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/en/researcher/digital-translations/purchase/${result.receiptCode}/success`);
  });

  it('buys a subscription through Alipay in yuan, active from the return URL even before the webhook', async () => {
    const researcher = await signedIn(t.app, t.db, inChina());
    const body = {
      availableDigitalPurchaseIdentity: 'editing-year',
      acceptedTermsAndConditions: true,
      paymentMethodId: PAYMENT_METHOD.alipay,
      amount: 980_00,
      currencyIso: 'CNY',
      requireFapiao: false,
      billingAddress: chineseBillingAddress(),
    };
    const response = await pay('digital-edit', researcher.who, body);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TPaymentResult;
    expect(result.status).toBe('redirect');
    await decideAtProvider(result, 'approve');
    const back = await inject(t.app, {
      url: `/api/payment/return/${result.receiptCode}`,
      session: researcher.who.session ?? null,
    });
    expect(back.headers.location).toBe(`/cn/researcher/digital-editing/subscribe/${result.receiptCode}/success`);
    expect(await editLoad(researcher.who)).toMatchObject({ access: 'digital-purchase' });
    // The late webhook changes nothing.
    expect((await sendWebhook(await queuedWebhook(result.receiptCode))).statusCode).toBe(200);
    expect((await purchasesOf(researcher.user.id)).map((p) => p.status)).toEqual(['active']);
  });

  it('cancels the purchase when the payer declines at the provider', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const body = {
      availableDigitalPurchaseIdentity: 'translation-10',
      acceptedTermsAndConditions: true,
      paymentMethodId: PAYMENT_METHOD.payPal,
      amount: 175_00,
      currencyIso: 'USD',
      billingAddress: billing(),
    };
    const result = (await pay('digital-translation', who, body)).json() as TPaymentResult;
    await decideAtProvider(result, 'decline');
    expect((await sendWebhook(await queuedWebhook(result.receiptCode))).statusCode).toBe(200);
    expect((await purchasesOf(user.id)).map((p) => p.status)).toEqual(['cancelled']);
    const back = await inject(t.app, { url: `/api/payment/return/${result.receiptCode}`, session: who.session ?? null });
    expect(back.headers.location).toBe(`/en/researcher/digital-translations/purchase/${result.receiptCode}/error`);
    expect(await orderLoad(who)).toMatchObject({ numberOfUsesAvailable: 0, digitalTranslationPurchases: [] });
  });

  it('answers a replayed submission with the first result: one purchase, one charge', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const body = await cardBody('translation-3', 63_00);
    const key = newIdempotencyKey();
    const answers = await Promise.all([pay('digital-translation', who, body, key), pay('digital-translation', who, body, key)]);
    const again = await pay('digital-translation', who, body, key);
    const paid = [...answers, again].filter((r) => r.statusCode === 200).map((r) => r.json() as TPaymentResult);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(new Set(paid.map((r) => r.receiptCode)).size).toBe(1);
    expect(paid.every((r) => r.status === 'paid')).toBe(true);
    expect(await purchasesOf(user.id)).toHaveLength(1);
    const [charges] = await t.db
      .select({ n: count() })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, paid[0]?.receiptCode ?? ''));
    expect(charges?.n).toBe(1);
    expect((await orderLoad(who)).numberOfUsesAvailable).toBe(3);
  });

  it('refuses bank transfer, boleto and credits, and changes nothing', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const address = { ...billing(), phone: '+1 734 764 1817', organization: 'University of Michigan' };
    const bank = await pay('digital-edit', who, {
      availableDigitalPurchaseIdentity: 'editing-year',
      acceptedTermsAndConditions: true,
      paymentMethodId: PAYMENT_METHOD.bankTransfer,
      amount: 140_00,
      currencyIso: 'USD',
      billingAddress: address,
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().error).toBe('payment-method-not-allowed');
    const credits = await pay(
      'digital-edit',
      who,
      await cardBody('editing-year', 140_00, APPROVE_CARD, { creditsApplied: 10_00 }),
    );
    expect(credits.statusCode).toBe(400);
    expect(credits.json().error).toBe('payment-method-not-allowed');
    const creditsMethod = await pay('digital-edit', who, {
      availableDigitalPurchaseIdentity: 'editing-year',
      acceptedTermsAndConditions: true,
      paymentMethodId: PAYMENT_METHOD.credits,
      amount: 140_00,
      currencyIso: 'USD',
      billingAddress: billing(),
    });
    expect(creditsMethod.statusCode).toBe(400);
    expect(creditsMethod.json().error).toBe('payment-method-not-allowed');

    const brazilian = await signedIn(t.app, t.db, BRAZILIAN_RESEARCHER);
    const boleto = await pay('digital-edit', brazilian.who, {
      availableDigitalPurchaseIdentity: 'editing-year',
      acceptedTermsAndConditions: true,
      ...boletoPayment(700_00),
    });
    expect(boleto.statusCode).toBe(400);
    expect(boleto.json().error).toBe('payment-method-not-allowed');
    expect(await purchasesOf(user.id)).toEqual([]);
    expect(await purchasesOf(brazilian.user.id)).toEqual([]);
  });

  it('refuses a payment without the terms accepted, without a currency, or at another price', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const noTerms = await pay(
      'digital-edit',
      who,
      await cardBody('editing-year', 140_00, APPROVE_CARD, { acceptedTermsAndConditions: false }),
    );
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().fieldErrors.acceptedTermsAndConditions).toBe('payment-accept-terms-and-conditions-failure');
    const { acceptedTermsAndConditions: _omitted, ...withoutTerms } = await cardBody('editing-year', 140_00);
    const missing = await pay('digital-edit', who, withoutTerms);
    expect(missing.json().fieldErrors.acceptedTermsAndConditions).toBe('payment-accept-terms-and-conditions-failure');
    const fullPrice = await pay('digital-edit', who, await cardBody('editing-year', 200_00));
    expect(fullPrice.json().error).toBe('payment-amount-mismatch');
    const otherCurrency = await pay(
      'digital-edit',
      who,
      await cardBody('editing-year', 133_00, APPROVE_CARD, { currencyIso: 'EUR' }),
    );
    expect(otherCurrency.json().error).toBe('payment-currency-mismatch');
    const wrongProduct = await pay('digital-translation', who, await cardBody('editing-year', 140_00));
    expect(wrongProduct.statusCode).toBe(404);

    const noCurrency = await signedIn(t.app, t.db, { currencyIso: null });
    expect((await editLoad(noCurrency.who)).currencyIso).toBeNull();
    const unchosen = await pay(
      'digital-edit',
      noCurrency.who,
      await cardBody('editing-year', 140_00, APPROVE_CARD, { currencyIso: '' }),
    );
    expect(unchosen.json().fieldErrors.currencyIso).toBe('digital-purchase-currency-required');
    // Choosing euros on the page prices the subscription in euros.
    const euros = await pay(
      'digital-edit',
      noCurrency.who,
      await cardBody('editing-year', 133_00, APPROVE_CARD, { currencyIso: 'EUR' }),
    );
    expect(euros.statusCode, euros.body).toBe(200);
    expect(await purchasesOf(noCurrency.user.id)).toEqual([
      expect.objectContaining({ status: 'active', currencyIso: 'EUR', price: 133_00 }),
    ]);
    expect(await purchasesOf(user.id)).toEqual([]);
  });

  it('keeps another researcher’s purchase, receipt and return URL from a researcher (404, nothing changed)', async () => {
    const owner = await signedIn(t.app, t.db);
    const result = (await pay('digital-edit', owner.who, await cardBody('editing-year', 140_00))).json() as TPaymentResult;
    const intruder = await signedIn(t.app, t.db);
    const back = await inject(t.app, { url: `/api/payment/return/${result.receiptCode}`, session: intruder.who.session ?? null });
    expect(back.statusCode).toBe(404);
    const receipt = await inject(t.app, { url: `/api/payment/${result.paymentId}/pdf`, session: intruder.who.session ?? null });
    expect(receipt.statusCode).toBe(404);
    expect(await editLoad(intruder.who)).toMatchObject({ access: 'none', digitalPurchases: [] });
    expect(await editLoad(owner.who)).toMatchObject({ access: 'digital-purchase' });
  });

  it('asks for a session on every purchase call', async () => {
    for (const url of ['/api/digital-edit/load', '/api/digital-order/load']) {
      expect((await inject(t.app, { url })).statusCode).toBe(401);
    }
    for (const url of [
      '/api/digital-edit/payment',
      '/api/digital-translation/payment',
      '/api/digital-order/chinese-digital-trial',
    ]) {
      expect((await inject(t.app, { method: 'POST', url, body: {} })).statusCode).toBe(401);
    }
  });

  it('gives preferred-group access when the researcher’s group gives digital editing, and trial access from a trial row', async () => {
    const [group] = await t.db
      .insert(preferredGroups)
      .values({
        code: `DIGI${Date.now()}`,
        name: { en: 'Digital lab', zh: '', ja: '', pt: '', es: '' },
        givesDigitalEditing: true,
      })
      .returning();
    const member = await signedIn(t.app, t.db, { preferredGroupId: group?.id ?? null });
    expect(await editLoad(member.who)).toMatchObject({ access: 'preferred-group' });
    await t.db
      .update(preferredGroups)
      .set({ isActive: false })
      .where(eq(preferredGroups.id, group?.id ?? 0));
    // A group is catalogue data: the session's kept answer shows its change within READ_CACHE_SECONDS (what
    // a purchase or an upload checks is read at that time, access.ts); a new session reads it at once.
    const again = { session: await login(t.app, member.user.email, member.user.password) } as TWho;
    expect(await editLoad(again)).toMatchObject({ access: 'none' });

    const trial = await signedIn(t.app, t.db);
    await grantDigitalPurchase(t.db, { userId: trial.user.id, type: 'editing', source: 'trial', days: 14 });
    expect(await editLoad(trial.who)).toMatchObject({ access: 'trial', hasDigitalEditingPurchase: true });
  });

  it('answers both loads in one statement each, session included, whatever the number of purchases', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    for (let i = 0; i < 6; i += 1) {
      await grantDigitalPurchase(t.db, { userId: user.id, type: i % 2 ? 'editing' : 'translation', uses: 2 });
    }
    for (const url of ['/api/digital-edit/load', '/api/digital-order/load']) {
      const response = await inject(t.app, { url, session: who.session ?? null });
      expect(response.statusCode).toBe(200);
      expect(statementsOf(response.headers['server-timing']), url).toBe(1);
    }
    expect((await orderLoad(who)).numberOfUsesAvailable).toBe(6);
  });

  it('grants the Chinese trial once per researcher, even to five calls at once', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const trial = () =>
      inject(t.app, { method: 'POST', url: '/api/digital-order/chinese-digital-trial', session: who.session ?? null });
    const answers = await Promise.all([trial(), trial(), trial(), trial(), trial()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const eligible = answers.map((a) => a.json()).filter((a) => a.eligible);
    expect(eligible).toHaveLength(1);
    expect(eligible[0].message).toBe('free-chinese-digital-translation-credit-success');
    expect((await trial()).json()).toEqual({
      eligible: false,
      identity: null,
      message: 'free-chinese-digital-translation-credit-error',
    });
    const rows = await purchasesOf(user.id);
    expect(rows).toEqual([expect.objectContaining({ source: 'trial', trialLanguage: 'chinese-to-english', usesRemaining: 1 })]);
    const load = await orderLoad(who);
    expect(load).toMatchObject({ numberOfUsesAvailable: 1, availableLanguages: ['chinese-to-english'], userState: 'uses-type' });
    expect(load.offeredLanguages).toContain('chinese-to-english');
  });
});

describe('digital purchases without the Chinese translation flag', () => {
  const t = withTestApp('pglite', { ENABLED_FEATURES: 'prepay_enabled', ...WITH_CHINESE_ENGINE });

  it('offers no Chinese trial and no Chinese language, and says the portal does not translate Chinese', async () => {
    const { user, who } = await signedIn(t.app, t.db);
    const answer = await inject(t.app, {
      method: 'POST',
      url: '/api/digital-order/chinese-digital-trial',
      session: who.session ?? null,
    });
    // The refusal says the portal does not translate Chinese, not that the researcher used the trial before.
    expect(answer.json()).toEqual({ eligible: false, identity: null, message: 'free-chinese-digital-translation-unavailable' });
    const offered = (await inject(t.app, { url: '/api/digital-order/load', session: who.session ?? null })).json()
      .offeredLanguages;
    expect(offered).toEqual(expect.any(Array));
    expect(offered).not.toContain('chinese-to-english');
    await grantDigitalPurchase(t.db, {
      userId: user.id,
      type: 'translation',
      uses: 3,
      languages: ['spanish-to-english', 'chinese-to-english'],
    });
    const load = await inject(t.app, { url: '/api/digital-order/load', session: who.session ?? null });
    expect(load.json()).toMatchObject({ numberOfUsesAvailable: 3, availableLanguages: ['spanish-to-english'] });
  });
});

describe.each([
  [
    'on, with the new site named',
    { ENABLED_FEATURES: 'curie_is_launched,rubriq_ui_hosted_on_new_site', RUBRIQ_SITE_URL: 'https://tools.example.org' },
  ],
  ['off', { ENABLED_FEATURES: 'prepay_enabled' }],
] as const)('the curie and rubriq flags %s', (_name, env) => {
  const t = withTestApp('pglite', env);
  const isOn = env.ENABLED_FEATURES.includes('curie_is_launched');

  it('reach the web app through the application config', async () => {
    const { application } = (await inject(t.app, { url: '/api/researcher/load' })).json();
    expect(application.featureFlags.curie_is_launched).toBe(isOn);
    expect(application.featureFlags.rubriq_ui_hosted_on_new_site).toBe(isOn);
    expect(application.config.links.rubriq).toBe(isOn ? 'https://tools.example.org' : undefined);
  });
});
