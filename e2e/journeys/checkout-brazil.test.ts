import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshot, waitForPath } from '../support/browser.ts';
import { reachPaymentStep, say, setUpCheckoutJourney } from './checkout-support.ts';

const INVALID_CPF = '111.222.333-44';
const VALID_CPF = '529.982.247-25';

describe('(co-c) checkout: a Brazilian researcher pays by boleto in installments', () => {
  const journey = setUpCheckoutJourney('co-c-brazil');

  it('asks for the Brazil option, refuses an invalid CPF, then issues a boleto in 3 installments', async () => {
    const page = await journey.newPage();
    const { lang } = await reachPaymentStep(page, 'joao@demo.test', 'Biodiversidade de polinizadores na Mata Atlântica');
    assert.equal(lang, 'br', 'João reads the portal in Portuguese');
    const complete = page.getByRole('button', { name: say(page, 'payment-complete-order') });

    // The Brazil option comes first: 'You must select an option'.
    await complete.click();
    const brazil = page.getByRole('group', { name: say(page, 'payment-brazil-question') });
    await brazil.getByText(say(page, 'brazil-option-required')).waitFor();
    await screenshot(page, 'co-c-brazil-1-option-required');

    // The local provider: only its methods are listed.
    await brazil.getByRole('radio', { name: say(page, 'payment-brazil-allpago') }).check();
    assert.equal(await page.getByRole('button', { name: say(page, 'payment-method-credit-card') }).count(), 0);
    await page.getByRole('button', { name: say(page, 'payment-method-boleto') }).click();

    // Installments: each installment's amount is shown; three of them.
    const installments = page.getByLabel(say(page, 'payment-installments'));
    const threeLabel = ((await installments.locator('option[value="3"]').textContent()) ?? '').trim();
    assert.match(threeLabel, /^3x R\$ [\d.]+,\d{2} \+ R\$ [\d.]+,\d{2} \+ R\$ [\d.]+,\d{2}$/, `three amounts: ${threeLabel}`);
    await installments.selectOption('3');

    // João's saved address (a Brazilian postcode), then an invalid CPF and no boleto payer.
    const billing = page.getByRole('region', { name: say(page, 'address-section-billing') });
    await billing.getByLabel(say(page, 'address-previous-placeholder')).selectOption({ index: 1 });
    assert.equal(await billing.getByLabel(say(page, 'address-zip')).inputValue(), '05508-220');
    await page.getByLabel(say(page, 'payment-tax-type')).selectOption('CPF');
    const taxNumber = page.getByLabel(say(page, 'payment-tax-number'));
    await taxNumber.fill(INVALID_CPF);
    await complete.click();
    await page.getByText(say(page, 'tax-number-invalid')).waitFor();
    await page.getByText(say(page, 'boleto-payer-required')).waitFor();
    assert.equal(await taxNumber.getAttribute('aria-invalid'), 'true', 'the CPF is marked invalid');
    await screenshot(page, 'co-c-brazil-2-invalid-cpf');

    await taxNumber.fill(VALID_CPF);
    await page.getByLabel(say(page, 'payment-boleto-payer')).fill('João Silva');
    await complete.click();

    // The boleto is issued at once: the order waits for its payment, with the boleto to download.
    await waitForPath(page, /^\/br\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    await page.getByRole('heading', { name: say(page, 'orders-thank-you'), level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByText(say(page, 'orders-awaiting-boleto')).waitFor();
    // One boleto per installment, each a PDF.
    for (const number of [1, 2, 3]) {
      const link = page.getByRole('link', { name: say(page, 'orders-boleto-installment-link', { number, count: 3 }) });
      const href = await link.getAttribute('href');
      assert.match(href ?? '', new RegExp(`^/api/payment/[^/]+/boleto\\?installment=${number}$`), `boleto ${number}: ${href}`);
      const pdf = await page.request.get(href ?? '');
      assert.equal(pdf.status(), 200, `boleto ${number} downloads`);
      assert.equal((await pdf.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    }
    await screenshot(page, 'co-c-brazil-3-boleto-issued');

    // Paid later at the (sandbox) bank: the provider's webhook marks the order paid.
    const orderUrl = new URL(page.url()).pathname.replace(/\/thank-you$/, '');
    await page.getByRole('link', { name: say(page, 'orders-pay-later-link') }).click();
    await page.locator('form[action$="/pay"] button[type="submit"]').click();
    await page.waitForLoadState('load');
    await page.goto(orderUrl);
    const paid = page.getByText(say(page, 'orders-payment-status-paid'), { exact: true });
    for (let attempt = 0; attempt < 20 && (await paid.count()) === 0; attempt += 1) {
      await page.waitForTimeout(500);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await paid.first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'co-c-brazil-4-boleto-paid');
  });
});
