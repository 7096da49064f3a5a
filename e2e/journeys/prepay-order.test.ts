import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { minorUnits, summaryAmount, textOf, usd } from '../support/order-form.ts';
import { fillCard, orderUpToPayment, useSavedAddresses } from './checkout-support.ts';

const NAME = 'prepay-b-order';
const PROJECT_TITLE = 'Soil microbiome responses to long-term nitrogen fertilisation';
const PREPAY_CENTS = 15_000;
/** The payment form's texts come from its own catalogue, so a changed wording does not break the journey. */
const en = loadCatalogue('en');

/** A catalogue text with its placeholders filled, as the page shows it. */
function textFor(key: string, params: Record<string, string>): string {
  const text = en[key];
  if (!text) throw new Error(`the English catalogue has no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
}

/** The retainer invoice numbers listed under 'Your prepayments' (after 'Show all' when there are more than 5). */
async function listedPrepayments(page: Page): Promise<Map<string, string[]>> {
  const section = page.getByRole('region', { name: 'Your prepayments' });
  await section.waitFor();
  const showAll = section.getByRole('button', { name: /^Show all/ });
  if ((await showAll.count()) > 0) await showAll.click();
  const rows = new Map<string, string[]>();
  for (const row of await section.getByRole('row').all()) {
    const header = row.getByRole('rowheader');
    if ((await header.count()) === 0) continue;
    rows.set(
      await textOf(header),
      (await row.getByRole('cell').allTextContents()).map((text) => text.trim()),
    );
  }
  return rows;
}

describe('(prepay-b) a 150 USD prepayment by card pays a later order in full', () => {
  const journey = setUpJourney(NAME);
  let page: Page | undefined;

  it('refuses less than the minimum, takes 150 USD by card, lists it, and an order spends it', async () => {
    page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);

    // 1. The prepay page: the amount is checked against the 100 USD minimum, then locked.
    await page.goto('/en/researcher/prepay');
    await page.getByRole('heading', { name: 'Prepayments and credits', level: 1 }).waitFor();
    await page.getByText('Loading your prepayments and credits…').waitFor({ state: 'hidden' });
    const before = await listedPrepayments(page);
    const amount = page.getByLabel('Amount (USD)');
    await amount.fill('50');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('The amount needs to be more than $100.00').waitFor();
    await screenshot(page, `${NAME}-1-amount-too-small`);
    await amount.fill('150');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText(`Prepayment amount: ${usd(PREPAY_CENTS)}`).waitFor();
    assert.equal(await amount.count(), 0, 'the amount is locked');

    // Start over returns to the entry, empty; Next locks it again.
    await page.getByRole('button', { name: 'Start over' }).click();
    assert.equal(await page.getByLabel('Amount (USD)').inputValue(), '');
    await page.getByLabel('Amount (USD)').fill('150');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 2. Paid by card, then the outcome page and back to the prepay page.
    await page.getByRole('button', { name: new RegExp(`^${en['payment-method-credit-card']}`) }).click();
    await useSavedAddresses(page);
    await fillCard(page, '4111 1111 1111 1111');
    await screenshot(page, `${NAME}-2-prepay-card`);
    await page.getByRole('button', { name: en['payment-complete-order'] }).click();
    await waitForPath(page, /^\/en\/researcher\/prepay\/complete\/success$/, 30_000);
    await page.getByText(en['prepayments-processing-success'] ?? '').waitFor();
    await screenshot(page, `${NAME}-3-complete`);
    await waitForPath(page, /^\/en\/researcher\/prepay$/, 15_000);
    await page.getByText('Loading your prepayments and credits…').waitFor({ state: 'hidden' });

    // 3. The new prepayment is listed: 150 USD, all of it available, nothing left to pay.
    const after = await listedPrepayments(page);
    const added = [...after.keys()].filter((number) => !before.has(number));
    assert.equal(added.length, 1, `one new prepayment: ${[...after.keys()].join(', ')}`);
    const [retainerNumber] = added;
    const cells = after.get(retainerNumber ?? '') ?? [];
    assert.equal(cells[1], usd(PREPAY_CENTS), `its total: ${cells.join(' | ')}`);
    assert.equal(cells[2], usd(PREPAY_CENTS), 'all of it is available');
    assert.equal(cells[3], 'Paid', 'nothing is left to pay on it');
    const pdf = await page.request.get(`/api/retainer-invoice/${encodeURIComponent(retainerNumber ?? '')}/pdf`);
    assert.equal(pdf.status(), 200, 'its retainer invoice downloads');
    await screenshot(page, `${NAME}-4-prepayment-listed`);

    // 4. An order for Standard Editing (1,000 words, under 150 USD) paid in full from the prepayment.
    await orderUpToPayment(page, PROJECT_TITLE);
    const total = minorUnits(await textOf(summaryAmount(page, 'Total')));
    assert.ok(total > 0 && total <= PREPAY_CENTS, `the order (${usd(total)}) fits in the prepayment`);
    await page.getByRole('radio', { name: textFor('payment-prepay-full', { amount: usd(total) }) }).check();
    await page.getByText(en['payment-nothing-due-balance'] ?? '').waitFor();
    await screenshot(page, `${NAME}-5-full-prepayment`);
    await page.getByRole('button', { name: en['payment-complete-order'] }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await screenshot(page, `${NAME}-6-thank-you`);

    // 5. The prepayment's available amount went down by the order's total.
    await page.goto('/en/researcher/prepay');
    await page.getByText('Loading your prepayments and credits…').waitFor({ state: 'hidden' });
    const spent = await listedPrepayments(page);
    const remaining = spent.get(retainerNumber ?? '') ?? [];
    const availableBefore = [...before.values()].reduce((sum, row) => sum + minorUnits(row[2] ?? '$0.00'), 0);
    const availableAfter = [...spent.values()].reduce((sum, row) => sum + minorUnits(row[2] ?? '$0.00'), 0);
    assert.equal(
      availableAfter,
      availableBefore + PREPAY_CENTS - total,
      `the order spent ${usd(total)}: ${remaining.join(' | ')}`,
    );
    await screenshot(page, `${NAME}-7-prepayment-spent`);
  });
});
