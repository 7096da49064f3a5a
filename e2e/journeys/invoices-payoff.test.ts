import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { summaryAmount, textOf } from '../support/order-form.ts';
import { fillCard, orderUpToPayment, useSavedAddresses } from './checkout-support.ts';

const NAME = 'inv-a-payoff';
const PROJECT_TITLE = 'Thermal stability of perovskite solar cells under humid conditions';
/** The payment form's texts come from its own catalogue, so a changed wording does not break the journey. */
const en = loadCatalogue('en');

/** A method button of the payment form, by its catalogue name. */
function methodButton(page: Page, key: string) {
  return page.getByRole('button', { name: new RegExp(`^${en[`payment-method-${key}`]}`) });
}

describe('(inv-a) an order by bank transfer leaves an unpaid invoice, paid later by card from the invoices page', () => {
  const journey = setUpJourney(NAME);
  let page: Page | undefined;

  it('places the order, lists the invoice as unpaid, pays it by card and then shows it paid', async () => {
    page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);

    // 1. An order for Standard Editing, placed by bank transfer.
    await orderUpToPayment(page, PROJECT_TITLE);
    const total = await textOf(summaryAmount(page, 'Total'));
    await methodButton(page, 'bank-transfer').click();
    await useSavedAddresses(page);
    await page.getByRole('button', { name: en['payment-complete-order'] }).click();
    const thankYou = await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    const externalId = decodeURIComponent(thankYou.pathname.split('/')[5] ?? '');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await screenshot(page, `${NAME}-1-thank-you`);

    // 2. The unpaid invoices list the order's invoice with its whole total due.
    await page.goto('/en/researcher/invoices/unpaid');
    await page.getByRole('heading', { name: 'Unpaid invoices', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: externalId, exact: true }) });
    await row.waitFor();
    const invoiceNumber = await textOf(row.getByRole('rowheader'));
    assert.match(invoiceNumber, /\S+/, 'the row names its invoice');
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    assert.ok(cells.includes(total), `the invoice's total and balance are the order's ${total}: ${cells.join(' | ')}`);
    assert.equal(cells.filter((text) => text === total).length, 2, 'nothing is paid yet: balance = total');
    assert.ok(
      cells.some((text) => text.startsWith('Unpaid')),
      `the invoice is unpaid: ${cells.join(' | ')}`,
    );
    const invoicePdf = await row.getByRole('link', { name: `Invoice PDF ${invoiceNumber}`, exact: true }).getAttribute('href');
    assert.ok(invoicePdf, 'the invoice PDF is linked');
    const pdf = await page.request.get(invoicePdf);
    assert.equal(pdf.status(), 200, `GET ${invoicePdf}`);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');

    const paySelected = page.getByRole('button', { name: 'Pay selected' });
    assert.equal(await paySelected.isDisabled(), true, 'nothing to pay before a selection');
    // Selected from the keyboard: the row's checkbox is named after its invoice.
    await row.getByRole('checkbox', { name: `Select invoice ${invoiceNumber}` }).focus();
    await page.keyboard.press('Space');
    await page.getByText(`1 invoice selected, total ${total}`).waitFor();

    // A filter change clears the selection (researcher-area §4); the order-number filter keeps this invoice only.
    await page.getByLabel('Order number').fill(externalId);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await waitForPath(page, new RegExp(`^/en/researcher/invoices/unpaid\\?orderNumber=${externalId}$`));
    await page.getByText('Select the invoices you want to pay.').waitFor();
    await page.getByRole('rowheader').nth(1).waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Select all invoices shown' }).check();
    assert.deepEqual(await page.getByRole('rowheader').allTextContents(), [invoiceNumber], 'only the order filtered for');
    await page.getByText(`1 invoice selected, total ${total}`).waitFor();
    await screenshot(page, `${NAME}-2-unpaid-selected`);
    await paySelected.click();

    // 3. The pay page: the invoice and its balance, then a card payment.
    await waitForPath(page, new RegExp(`^/en/researcher/invoices/pay/${encodeURIComponent(invoiceNumber)}$`));
    await page.getByRole('heading', { name: 'Pay invoices', level: 1 }).waitFor();
    const selected = page.getByRole('table', { name: 'Invoices to pay' });
    await selected.getByRole('rowheader', { name: invoiceNumber }).waitFor();
    assert.equal(
      await textOf(selected.getByRole('row').filter({ hasText: 'Total to pay' }).getByRole('cell')),
      total,
      'the total to pay is the balance',
    );
    await methodButton(page, 'credit-card').click();
    await useSavedAddresses(page);
    await fillCard(page, '4111 1111 1111 1111');
    await screenshot(page, `${NAME}-3-pay-page`);
    await page.getByRole('button', { name: en['payment-complete-order'] }).click();

    // 4. The outcome, then back to the unpaid invoices without this one.
    await waitForPath(page, /^\/en\/researcher\/invoices\/unpaid\/success$/, 30_000);
    await page.getByText(en['po-payoff-processing-success'] ?? '').waitFor();
    await screenshot(page, `${NAME}-4-success`);
    await waitForPath(page, /^\/en\/researcher\/invoices\/unpaid$/, 15_000);
    await page.getByRole('heading', { name: 'Unpaid invoices', level: 1 }).waitFor();
    await page.getByText('Loading your invoices…').waitFor({ state: 'hidden' });
    await page
      .getByRole('table')
      .or(page.getByText(en['no-invoices'] ?? ''))
      .waitFor();
    assert.equal(await page.getByRole('rowheader', { name: invoiceNumber, exact: true }).count(), 0, 'no longer unpaid');

    // 5. The history shows it paid, with the card payment's receipt.
    await page.getByRole('link', { name: 'All invoices' }).click();
    await waitForPath(page, /^\/en\/researcher\/invoices$/);
    await page.getByRole('heading', { name: 'Invoice history', level: 1 }).waitFor();
    const paidRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: invoiceNumber, exact: true }) });
    await paidRow.waitFor();
    const paidCells = (await paidRow.getByRole('cell').allTextContents()).map((text) => text.trim());
    assert.ok(
      paidCells.some((text) => text.startsWith('Paid')),
      `the invoice is paid: ${paidCells.join(' | ')}`,
    );
    assert.ok(paidCells.includes('$0.00'), 'its balance is zero');
    const receipt = paidRow.getByRole('link', { name: `Receipt (${total})` });
    const receiptPdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
    assert.equal(receiptPdf.status(), 200, 'the receipt downloads');
    await screenshot(page, `${NAME}-5-history-paid`);
  });
});
