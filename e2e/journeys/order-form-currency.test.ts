import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshot, waitForPath } from '../support/browser.ts';
import { writeEnglishManuscript } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import {
  ORDER_FORM_GOAL,
  orderSummary,
  startOrder,
  summaryAmount,
  summaryLines,
  textOf,
  uploadManuscript,
} from '../support/order-form.ts';

/** Euro amounts as the spec formats them: '€', '.' between thousands, ',' before the cents. */
const EURO = /^€\d{1,3}(\.\d{3})*,\d{2}$/;

describe('(of-e) order form: an anonymous visitor chooses the currency', () => {
  const journey = setUpJourney('of-e-currency');

  it('starts an order without an account, picks EUR (CNY is not offered) and sees euro prices', async () => {
    const manuscript = await writeEnglishManuscript('manuscript-5000-words.docx', 5000);
    const page = await journey.newPage();
    await startOrder(page, 'new');
    const summary = orderSummary(page);
    const currency = summary.getByRole('combobox', { name: 'Currency' });
    await currency.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0, 'nobody is signed in');

    // An anonymous upload, and a service so that the summary has a price.
    await page.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
    const upload = await uploadManuscript(page, manuscript);
    assert.equal(upload.response.status(), 200, 'a visitor may upload');
    await page.getByText('We found 5,000 words in English.').waitFor();
    await page.getByRole('button', { name: 'See services for your files' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    await page.getByRole('radio', { name: /^Standard Editing/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/additional-services$/);
    assert.match(await textOf(summaryAmount(page, 'Total')), /^\$\d+\.\d{2}$/, 'US dollars by default');

    // The picker: no CNY; EUR after a confirmation.
    const offered = await currency
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    assert.ok(offered.includes('EUR'), `EUR is offered: ${offered.join(', ')}`);
    assert.ok(!offered.includes('CNY'), `CNY is not offered: ${offered.join(', ')}`);
    assert.equal(await currency.inputValue(), 'USD');
    await screenshot(page, 'of-e-currency-1-picker');
    await currency.selectOption('EUR');
    const confirm = page.getByRole('dialog', { name: 'Change currency?' });
    await confirm.getByText('Prices will be shown and charged in Euro (EUR).').waitFor();
    await confirm.getByRole('button', { name: 'Use this currency' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // Euro formatting in the summary (and on the step's prices).
    await summary.getByText(/^€/).first().waitFor();
    const total = await textOf(summaryAmount(page, 'Total'));
    assert.match(total, EURO, `the total is in euro format: ${total}`);
    const services = await summaryLines(page, 'Services');
    assert.match(services[0] ?? '', /^Standard Editing €\d{1,3}(\.\d{3})*,\d{2}$/, `the service line is in euros: ${services}`);
    const formattingPrice = page.getByRole('region', { name: 'Additional services' }).getByText(/^€[\d.]+,\d{2}$/);
    assert.ok((await formattingPrice.count()) > 0, 'the additional services are priced in euros');
    await screenshot(page, 'of-e-currency-2-euro');

    // The choice is saved with the order: after a reload the prices stay in euros and the picker is gone.
    await page.reload();
    await summaryAmount(page, 'Total').waitFor();
    assert.equal(await textOf(summaryAmount(page, 'Total')), total);
    assert.equal(await summary.getByRole('combobox', { name: 'Currency' }).count(), 0, 'the currency is chosen once');
  });
});
