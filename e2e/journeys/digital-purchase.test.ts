import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTranslationProtocolServer } from '../../apps/server/test/translation-server.ts';
import { registerInUnitedStates, type TNewResearcher } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { fillCard } from './checkout-support.ts';

const NAME = 'digital-purchase';
const en = loadCatalogue('en');
const zh = loadCatalogue('zh');

function say(key: string, params: Record<string, string | number> = {}, catalogue = en): string {
  const text = catalogue[key];
  if (!text) throw new Error(`the catalogue has no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The researcher the journey registers, in the United States paying in US dollars. */
const BARBARA: TNewResearcher = {
  emailPrefix: 'digital',
  password: 'tracked-changes-2026',
  firstName: 'Barbara',
  lastName: 'McClintock',
};

/** The billing section of the payment form, filled by hand (a new researcher has no saved address). */
async function fillBilling(page: Page, name: string): Promise<void> {
  const billing = page.getByRole('region', { name: say('address-section-billing') });
  await billing.waitFor();
  const nameField = billing.getByLabel(say('address-cardholder-name')).or(billing.getByLabel(say('address-customer-name')));
  if ((await nameField.count()) > 0) await nameField.first().fill(name);
  await billing.getByLabel(say('address-line1')).fill('1200 E California Blvd');
  await billing.getByLabel(say('address-city')).fill('Pasadena');
  await billing.getByLabel(say('address-country')).selectOption({ label: 'United States' });
  const state = billing.getByLabel(say('address-state'), { exact: true });
  if ((await state.count()) > 0) await state.selectOption({ index: 1 });
  await billing.getByLabel(say('address-zip')).fill('91125');
}

async function loadOf<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  assert.equal(response.status(), 200, `${url} answers`);
  return (await response.json()) as T;
}

// Chinese is offered only by an engine that translates zh→en (Apertium does not): a local server speaking
// LibreTranslate's protocol stands in for one, beside Apertium.
const chineseEngine = await startTranslationProtocolServer();
after(() => new Promise<void>((resolve) => chineseEngine.server.close(() => resolve())));

describe('(digital) a new researcher buys the automated tools', () => {
  const journey = setUpJourney(NAME, {
    env: {
      ENABLED_FEATURES: 'prepay_enabled,upload_files_ui,captcha,chinese_digital_translation',
      TRANSLATION_ENGINES: 'apertium,libretranslate',
      LIBRETRANSLATE_URL: `${chineseEngine.url}/lt`,
      LIBRETRANSLATE_API_KEY: 'lt-key',
    },
  });

  it('buys a digital-editing subscription by card and lands on digital editing with access', async () => {
    const page = await journey.newPage();
    await registerInUnitedStates(page, BARBARA);

    await page.goto('/en/researcher/digital-editing/subscribe');
    await page.getByRole('heading', { name: say('digital-purchase-editing-title'), level: 1 }).waitFor();
    const plan = page.getByRole('radio', { name: new RegExp(say('digital-product-editing-year')) });
    await plan.waitFor();
    assert.equal(await plan.isChecked(), true, 'the only plan is chosen');
    const offer = page.locator('.digital-product--chosen');
    await offer.getByText('$140.00').waitFor();
    const offerText = (await offer.textContent()) ?? '';
    assert.match(offerText, /\$140\.00/, 'the discounted price');
    assert.match(offerText, /\$200\.00/, 'the full price beside it');
    assert.match(offerText, /30% off/, 'the 30 % discount');
    await page.getByRole('button', { name: say('digital-purchase-continue') }).click();
    // The methods offered: neither bank transfer nor credits.
    await page.getByRole('button', { name: new RegExp(`^${say('payment-method-credit-card')}`) }).waitFor();
    assert.equal(await page.getByRole('button', { name: new RegExp(say('payment-method-bank-transfer')) }).count(), 0);

    await page.getByRole('button', { name: new RegExp(`^${say('payment-method-credit-card')}`) }).click();
    await fillBilling(page, 'Barbara McClintock');
    await fillCard(page, '4111 1111 1111 1111');
    await screenshot(page, `${NAME}-1-editing-en`);
    const pay = page.getByRole('button', { name: say('digital-purchase-pay-amount', { amount: '$140.00' }) });
    await pay.click();
    await page.getByText(say('payment-accept-terms-and-conditions-failure')).first().waitFor();
    await page.getByLabel(say('digital-purchase-terms')).check();
    await fillCard(page, '4111 1111 1111 1111');
    await pay.click();
    await waitForPath(page, /^\/en\/researcher\/digital-editing$/, 40_000);
    const load = await loadOf<{ access: string; digitalEditingPurchase: { endsAt: string; valid: boolean } }>(
      page,
      '/api/digital-edit/load',
    );
    assert.equal(load.access, 'digital-purchase', 'the researcher has digital editing');
    assert.equal(load.digitalEditingPurchase.valid, true);
    const days = (new Date(load.digitalEditingPurchase.endsAt).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 364 && days <= 366, `the subscription ends in one year (${days.toFixed(1)} days)`);
    await screenshot(page, `${NAME}-2-editing-done`);

    // Back on the payment page, the subscription is shown with its end date.
    await page.goto('/en/researcher/digital-editing/subscribe');
    await page.getByText(/Your digital editing subscription is active until/).waitFor();
    await screenshot(page, `${NAME}-3-editing-active`);

    // 2. Ten translations through PayPal: the sandbox checkout, back, active, on to digital translations.
    await page.goto('/en/researcher/digital-translations/purchase');
    await page.getByRole('heading', { name: say('digital-purchase-translation-title'), level: 1 }).waitFor();
    await page.getByRole('radio', { name: new RegExp(say('digital-product-translation-10')) }).check();
    await page.getByRole('button', { name: say('digital-purchase-continue') }).click();
    await page.getByRole('button', { name: new RegExp(`^${say('payment-method-paypal')}`) }).click();
    await fillBilling(page, 'Barbara McClintock');
    await page.getByLabel(say('digital-purchase-terms')).check();
    await screenshot(page, `${NAME}-4-translation-en`);
    await page.getByRole('button', { name: say('digital-purchase-pay-amount', { amount: '$175.00' }) }).click();
    await waitForPath(page, /^\/sandbox\/checkout\//, 30_000);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await waitForPath(page, /^\/en\/researcher\/digital-translations$/, 40_000);
    const order = await loadOf<{ numberOfUsesAvailable: number; availableLanguages: string[] }>(page, '/api/digital-order/load');
    assert.equal(order.numberOfUsesAvailable, 10, 'ten translations to use');
    assert.deepEqual(order.availableLanguages, ['spanish-to-english', 'portuguese-to-english', 'chinese-to-english']);

    // 3. The Chinese trial: granted once, then on to the plans; a second visit is not eligible.
    await page.goto('/en/chinese-digital-trial');
    await waitForPath(page, /^\/en\/rubriq\/plan\/subscribe$/, 20_000);
    await page.getByText(say('free-chinese-digital-translation-credit-success')).waitFor();
    await page.getByText('$140.00').waitFor();
    await screenshot(page, `${NAME}-5-trial-granted`);
    await page.goto('/en/chinese-digital-trial');
    await waitForPath(page, /^\/en\/rubriq\/plan\/subscribe$/, 20_000);
    await page.getByText(say('free-chinese-digital-translation-credit-error')).waitFor();
    const withTrial = await loadOf<{ numberOfUsesAvailable: number }>(page, '/api/digital-order/load');
    assert.equal(withTrial.numberOfUsesAvailable, 11, 'the trial adds one use, once');

    // 4. The pages in Chinese.
    await page.goto('/cn/researcher/digital-translations/purchase');
    await page.getByRole('heading', { name: say('digital-purchase-translation-title', {}, zh), level: 1 }).waitFor();
    await page.getByRole('button', { name: say('digital-purchase-continue', {}, zh) }).click();
    await page.getByRole('button', { name: new RegExp(`^${say('payment-method-credit-card', {}, zh)}`) }).click();
    await page.getByRole('region', { name: say('address-section-billing', {}, zh) }).waitFor();
    await page.getByText('$175.00').waitFor();
    await screenshot(page, `${NAME}-6-translation-zh`);
    await page.goto('/cn/researcher/digital-editing/subscribe');
    await page.getByText(/您的数字润色订阅有效期至/).waitFor();
    await screenshot(page, `${NAME}-7-editing-zh`);
    await page.goto('/cn/rubriq');
    await page.getByRole('heading', { name: say('rubriq-title', {}, zh), level: 1 }).waitFor();
    await page.getByText(say('digital-purchase-current-uses', { count: 11 }, zh)).waitFor();
    await screenshot(page, `${NAME}-8-rubriq-zh`);
  });
});

describe('(digital) curie launched', () => {
  const journey = setUpJourney(`${NAME}-curie`, { env: { ENABLED_FEATURES: 'prepay_enabled,curie_is_launched' } });

  it('sends the payment pages to the plans under /rubriq, which take the payment here', async () => {
    const page = await journey.newPage();
    await registerInUnitedStates(page, BARBARA);
    await page.goto('/en/researcher/digital-translations/purchase');
    await waitForPath(page, /^\/en\/rubriq\/plan\/subscribe$/);
    await page.getByRole('heading', { name: say('rubriq-plans-title'), level: 1 }).waitFor();
    // It opens on the translation packages, the page the researcher came from.
    await page.getByRole('radio', { name: new RegExp(say('digital-product-translation-10')) }).waitFor();
    const plans = page.getByRole('navigation', { name: say('rubriq-plans-title') });
    await plans.getByRole('link', { name: say('rubriq-editing-title') }).click();
    await waitForPath(page, /^\/en\/rubriq\/plan\/subscribe\/editing$/);
    await page.getByRole('radio', { name: new RegExp(say('digital-product-editing-year')) }).waitFor();
    await plans.getByRole('link', { name: say('rubriq-translation-title') }).click();
    await waitForPath(page, /^\/en\/rubriq\/plan\/subscribe\/translation$/);
    await page.getByRole('radio', { name: new RegExp(say('digital-product-translation-3')) }).waitFor();
    await page.goto('/en/curie/translation');
    await waitForPath(page, /^\/en\/rubriq\/translation$/);
    await page.getByRole('heading', { name: say('rubriq-title'), level: 1 }).waitFor();
    await page.getByRole('link', { name: say('rubriq-plans-link') }).waitFor();
    await screenshot(page, `${NAME}-9-rubriq-curie`);
  });
});
