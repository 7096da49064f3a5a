import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshot, waitForPath } from '../support/browser.ts';
import { minorUnits, summaryAmount, textOf, usd } from '../support/order-form.ts';
import { fillCard, reachPaymentStep, setUpCheckoutJourney } from './checkout-support.ts';

/** Alice's seeded credit (USD) and a seeded voucher worth more than her order. */
const ALICE_CREDITS = 5_000;
const VOUCHER = 'DEMO-VOUCHER-100';

describe('(co-d) checkout: credits and vouchers', () => {
  const journey = setUpCheckoutJourney('co-d-balances');

  it('spends the credits and charges the card for the rest', async () => {
    const page = await journey.newPage();
    await reachPaymentStep(page, 'alice@demo.test', 'Enzyme kinetics of a thermostable lipase');
    const total = minorUnits(await textOf(summaryAmount(page, 'Total')));
    await page
      .getByRole('group', { name: `Use my credits (${usd(ALICE_CREDITS)} available)?` })
      .getByRole('radio', { name: 'Yes' })
      .check();
    const due = usd(total - ALICE_CREDITS);
    await page.getByText('Amount due:').locator('xpath=..').getByText(due, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Credit card' }).click();
    await page
      .getByRole('region', { name: 'Billing information' })
      .getByLabel('Select A Previous Address')
      .selectOption({ label: 'University of Michigan, 500 S State St' });
    await fillCard(page, '4111111111111111');
    await screenshot(page, 'co-d-balances-1-credits-and-card');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    const sidebar = page.getByRole('complementary', { name: 'Order details' });
    await sidebar.getByText(`−${usd(ALICE_CREDITS)}`).waitFor({ timeout: 30_000 });
    assert.match((await sidebar.textContent()) ?? '', new RegExp(`Amount${due.replace('$', '\\$')}`), 'the card paid the rest');
  });

  it('settles the whole order with a voucher: no method to choose, no address', async () => {
    const page = await journey.newPage();
    await reachPaymentStep(page, 'alice@demo.test', 'Thermal stability of perovskite solar cells');
    await page.getByLabel('Voucher code').fill(VOUCHER);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(new RegExp(`^Voucher ${VOUCHER} covers \\$[\\d,.]+ of this order\\.$`)).waitFor();
    await page.getByText('Your voucher covers the whole order.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Credit card' }).count(), 0, 'no method is offered');
    assert.equal(await page.getByRole('region', { name: 'Billing information' }).count(), 0, 'no billing address');
    await page.getByText('Amount due:').locator('xpath=..').getByText('$0.00', { exact: true }).waitFor();
    await screenshot(page, 'co-d-balances-2-voucher');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    const sidebar = page.getByRole('complementary', { name: 'Order details' });
    await sidebar.getByText('Voucher', { exact: true }).first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'co-d-balances-3-voucher-thank-you');
  });
});
