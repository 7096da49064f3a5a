import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot, waitForPath } from '../support/browser.ts';
import { reachPaymentStep, say, setUpCheckoutJourney } from './checkout-support.ts';

/** Li Wei's billing address for the redirect methods (name and phone are asked for them). */
async function fillChineseBilling(page: Page, phone: string): Promise<void> {
  const billing = page.getByRole('region', { name: say(page, 'address-section-billing') });
  await billing.getByLabel(say(page, 'address-customer-name')).fill('Li Wei');
  await billing.getByLabel(say(page, 'address-phone')).fill(phone);
  await billing.getByLabel(say(page, 'address-line1'), { exact: true }).fill('5 Yiheyuan Road, Haidian District');
  await billing.getByLabel(say(page, 'address-city')).fill('Beijing');
  await billing.getByLabel(say(page, 'address-zip')).fill('100871');
  await billing.getByLabel(say(page, 'address-state')).selectOption('BJ');
}

/** The sandbox provider's checkout page: approve, then the return URL brings the payer to the thank-you page. */
async function approveAtSandbox(page: Page, name: string): Promise<void> {
  await waitForPath(page, /^\/sandbox\/checkout\/[^/]+$/, 30_000);
  await screenshot(page, `${name}-sandbox-checkout`);
  // The approve button comes first on the provider's page.
  await page.locator('form button[type="submit"]').first().click();
  await waitForPath(page, /^\/cn\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
  await page.getByRole('heading', { name: say(page, 'orders-thank-you'), level: 1 }).waitFor({ timeout: 30_000 });
}

/** No fapiao, Alipay, the billing address, Complete Order. */
async function payByAlipay(page: Page): Promise<void> {
  await page
    .getByRole('group', { name: say(page, 'payment-fapiao-question') })
    .getByRole('radio', { name: say(page, 'payment-no') })
    .check();
  await page.getByRole('button', { name: say(page, 'payment-method-alipay') }).click();
  await page.getByText(say(page, 'payment-external-disclaimer')).waitFor();
  await fillChineseBilling(page, '+86 10 6275 1234');
  await page.getByRole('button', { name: say(page, 'payment-complete-order') }).click();
}

describe('(co-b) checkout: a Chinese researcher pays through the redirect methods', () => {
  const journey = setUpCheckoutJourney('co-b-china');

  it('is declined at the Alipay sandbox page, then pays there and lands on the thank-you page', async () => {
    const page = await journey.newPage();
    const { lang } = await reachPaymentStep(page, 'li.wei@demo.test', 'Graphene membranes for seawater desalination');
    assert.equal(lang, 'cn', 'li.wei reads the portal in Chinese');
    await screenshot(page, 'co-b-china-1-payment-step');

    await payByAlipay(page);

    // Declined at the provider: back on the payment step with the provider's answer.
    await waitForPath(page, /^\/sandbox\/checkout\/[^/]+$/, 30_000);
    await page.locator('form button[type="submit"]').nth(1).click();
    await waitForPath(page, /^\/cn\/researcher\/submit\/payment-details\?paymentError=/, 30_000);
    const declined = say(page, 'payment-declined', { message: 'Processor Declined' });
    await page.getByText(say(page, 'payment-save-error', { error: declined })).waitFor();
    await screenshot(page, 'co-b-china-2-declined-at-provider');

    await payByAlipay(page);
    await approveAtSandbox(page, 'co-b-china-2');
    const sidebar = page.getByRole('complementary', { name: say(page, 'orders-sidebar-title') });
    await sidebar.getByText(say(page, 'payment-method-alipay'), { exact: true }).waitFor();
    await screenshot(page, 'co-b-china-3-thank-you');
  });

  it('shows each required fapiao message, then pays by UnionPay with the fapiao', async () => {
    const page = await journey.newPage();
    await reachPaymentStep(page, 'li.wei@demo.test', 'Deep learning for early glaucoma screening');
    const complete = page.getByRole('button', { name: say(page, 'payment-complete-order') });

    // Nothing answered: the fapiao question and the method are required.
    await complete.click();
    const question = page.getByRole('group', { name: say(page, 'payment-fapiao-question') });
    await question.getByText(say(page, 'fapiao-answer-required')).waitFor();
    await page.locator('#payment-method-error').getByText(say(page, 'payment-method-required')).waitFor();

    // A fapiao leaves only the methods that issue one (WeChat Pay does not).
    await question.getByRole('radio', { name: say(page, 'payment-yes') }).check();
    const fapiao = page.getByRole('region', { name: say(page, 'payment-fapiao-title') });
    await fapiao.waitFor();
    assert.equal(await page.getByRole('button', { name: say(page, 'payment-method-wechat') }).count(), 0);
    await page.getByRole('button', { name: say(page, 'payment-method-unionpay') }).click();
    await fillChineseBilling(page, '+86 10 6275 1234');
    await complete.click();
    for (const key of ['fapiao-type-required', 'fapiao-timeline-required', 'fapiao-title-required', 'fapiao-taxpayer-required']) {
      await fapiao.getByText(say(page, key), { exact: true }).waitFor();
    }
    await page.getByText(say(page, 'phone-eleven-digits')).waitFor();
    // The 11-digit phone a fapiao needs is a mobile number, and the phone field says so (spec §5).
    const phone = page.getByRole('region', { name: say(page, 'address-section-billing') }).getByLabel(say(page, 'address-phone'));
    const phoneHint = page.getByText(say(page, 'address-phone-mobile-only'), { exact: true });
    await phoneHint.waitFor();
    const hintId = await phoneHint.getAttribute('id');
    assert.ok(
      hintId && ((await phone.getAttribute('aria-describedby')) ?? '').split(' ').includes(hintId),
      'the phone names its hint',
    );
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'));
    assert.equal(focused, 'true', 'the focus is on the first field with a message');
    await screenshot(page, 'co-b-china-4-fapiao-messages');

    await fapiao.getByLabel(say(page, 'payment-fapiao-type')).selectOption({ index: 1 });
    await fapiao.getByLabel(say(page, 'payment-fapiao-timeline')).selectOption({ index: 1 });
    await fapiao.getByLabel(say(page, 'payment-fapiao-title-field')).fill('北京大学');
    await fapiao.getByLabel(say(page, 'payment-fapiao-taxpayer')).fill('12100000400000624D');
    await page
      .getByRole('region', { name: say(page, 'address-section-billing') })
      .getByLabel(say(page, 'address-phone'))
      .fill('13800138000');
    await complete.click();
    await approveAtSandbox(page, 'co-b-china-5');
    await screenshot(page, 'co-b-china-6-thank-you-with-fapiao');
  });
});
