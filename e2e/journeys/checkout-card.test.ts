import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot, waitForPath } from '../support/browser.ts';
import { cardFrame, fillCard, reachPaymentStep, setUpCheckoutJourney } from './checkout-support.ts';

const APPROVED_CARD = '4111111111111111';
/** The sandbox processor's documented decline card (docs/payments.md). */
const DECLINE_CARD = '4000111111111115';

/**
 * Card, and alice's saved billing address through the previous-address selector. The form is first moved to
 * another country (Germany: no state list, a free-text region), so the saved address has to bring back its
 * country and its state as well as the other fields (shell-and-account §4).
 */
async function chooseCardWithSavedAddress(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Credit card' }).click();
  const billing = page.getByRole('region', { name: 'Billing information' });
  await billing.getByLabel('Country').selectOption({ label: 'Germany' });
  await billing.getByLabel('State / Province / Region').fill('Bayern');
  await billing.getByLabel('City').fill('München');
  await billing.getByLabel('Select A Previous Address').selectOption({ label: 'University of Michigan, 500 S State St' });
  const state = billing.getByRole('combobox', { name: 'State', exact: true });
  await state.waitFor();
  const filled = {
    organization: await billing.getByLabel('Organization').inputValue(),
    address1: await billing.getByLabel('Address line 1').inputValue(),
    city: await billing.getByLabel('City').inputValue(),
    zip: await billing.getByLabel('Zip / Postal Code').inputValue(),
    country: await billing.getByLabel('Country').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    state: await state.inputValue(),
  };
  assert.deepEqual(
    filled,
    {
      organization: 'University of Michigan',
      address1: '500 S State St',
      city: 'Ann Arbor',
      zip: '48109',
      country: 'United States',
      state: 'MI',
    },
    'the saved address fills the whole form, its country and state included',
  );
}

/** The thank-you page of a new order: 'Thank you!', the service paid for, and the card payment. */
async function assertThankYou(page: Page, name: string): Promise<string> {
  const url = await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
  await page.getByRole('heading', { name: 'Thank you!', level: 1 }).waitFor({ timeout: 30_000 });
  const sidebar = page.getByRole('complementary', { name: 'Order details' });
  await sidebar.getByRole('heading', { name: 'Services' }).waitFor();
  assert.match((await sidebar.getByRole('listitem').first().textContent()) ?? '', /^Standard Editing/, 'the service is listed');
  assert.match((await sidebar.textContent()) ?? '', /Credit card/, 'the payment names the card');
  assert.equal(await page.getByRole('link', { name: 'Back to my orders' }).count(), 1);
  await screenshot(page, name);
  return decodeURIComponent(url.pathname.split('/')[5] ?? '');
}

describe('(co-a) checkout: card payments', () => {
  const journey = setUpCheckoutJourney('co-a-card');

  it('pays by card with 4111 1111 1111 1111 and lands on the thank-you page with the services', async () => {
    const page = await journey.newPage();
    await reachPaymentStep(page, 'alice@demo.test', 'Copper catalysts for the electrochemical reduction of CO2');
    await screenshot(page, 'co-a-card-1-payment-step');

    // Opened afresh, the payment step keeps the place of the payment options while they load: nothing moves.
    // (The observer is registered after the load: `buffered` hands it the shifts since the navigation began.)
    await page.reload();
    await page.evaluate(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Reflect.set(window, 'shiftsOf', shifts);
    });
    await page.getByRole('button', { name: 'Credit card' }).waitFor();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (Reflect.get(window, 'shiftsOf') as number[]).reduce((sum, value) => sum + value, 0));
    assert.ok(shift < 0.02, `the payment step shifted by ${shift.toFixed(3)} while loading`);

    // Nothing chosen: the method message, and the focus on the method list.
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await page.getByText('Please choose a payment method.').waitFor();

    await chooseCardWithSavedAddress(page);
    await fillCard(page, APPROVED_CARD);
    await screenshot(page, 'co-a-card-2-card-frame');
    // The frame only collects the card, in the page's typeface; Complete Order is the one action.
    const frame = await cardFrame(page);
    assert.deepEqual(await frame.locator('button, input[type="submit"]').count(), 0, 'the card frame has no button of its own');
    const fonts = await frame.evaluate(async () => {
      await document.fonts.ready;
      const family = getComputedStyle(document.querySelector('#number') as Element).fontFamily;
      return { family, isLoaded: document.fonts.check(`16px ${family.split(',')[0]}`) };
    });
    const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    assert.match(pageFont, /^"Inter Variable"/, 'the page is set in Inter');
    assert.match(fonts.family, /^"Portal Sans"/, "the frame is given the page's typeface");
    assert.equal(fonts.isLoaded, true, "the frame's typeface has loaded");
    await page.getByRole('button', { name: 'Complete Order' }).click();
    const externalId = await assertThankYou(page, 'co-a-card-3-thank-you');

    // The order belongs to alice and is paid.
    const order = await page.request.get(`/api/order/${encodeURIComponent(externalId)}`);
    assert.equal(order.status(), 200);
    const body = (await order.json()) as { order: { payment: { status: string; methodKey: string } } };
    assert.deepEqual(
      { status: body.order.payment.status, method: body.order.payment.methodKey },
      { status: 'paid', method: 'credit-card' },
    );
    // The reward points arrive: the page stops waiting for them.
    await page.getByText('Adding your reward points…').waitFor({ state: 'hidden', timeout: 30_000 });
  });

  it('shows the decline with the form intact, then pays with another card', async () => {
    const page = await journey.newPage();
    await reachPaymentStep(page, 'alice@demo.test', 'Soil microbiome shifts under drought stress, second study');
    await chooseCardWithSavedAddress(page);
    await fillCard(page, DECLINE_CARD);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await page
      .getByText('There was a problem saving your payment: The payment was declined (Processor Declined).')
      .waitFor({ timeout: 30_000 });
    assert.match(new URL(page.url()).pathname, /\/researcher\/submit\/payment-details$/, 'the payment step stays');
    const billing = page.getByRole('region', { name: 'Billing information' });
    assert.equal(await billing.getByLabel('Address line 1').inputValue(), '500 S State St', 'the form is intact');
    await screenshot(page, 'co-a-card-4-declined');

    // The frame starts afresh for the next card (a nonce pays once).
    const frame = await cardFrame(page);
    assert.equal(await frame.inputValue('#number'), '', 'the card frame is new');
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await assertThankYou(page, 'co-a-card-5-paid-after-decline');
  });
});
