import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { writeEnglishManuscript } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import {
  chooseAreaOfStudy,
  fillProjectTitle,
  minorUnits,
  ORDER_FORM_GOAL,
  orderSummary,
  startOrder,
  summaryAmount,
  summaryLines,
  textOf,
  uploadManuscript,
  usd,
  watchForText,
} from '../support/order-form.ts';
import { extractPdfText } from '../support/pdf-text.ts';

/** A seeded percent code that beats alice's 10% preferred-group discount (WELCOME10 would only tie it). */
const PROMO_CODE = 'RESEARCH20';
const PROMO_PERCENT = 20;
const PROJECT_TITLE = 'Copper catalysts for the electrochemical reduction of carbon dioxide';

describe('(of-a) order form: upload, express Premium Editing, promo code, price quote', () => {
  const journey = setUpJourney('of-a-quote');

  it('detects 5,000 words, prices express Premium Editing with a promo code, and the quote PDF shows the same total', async () => {
    const manuscript = await writeEnglishManuscript('manuscript-5000-words.docx', 5000);
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);

    // 1. Get started: the goal, then the manuscript; the job reads its language and word count.
    await startOrder(page);
    assert.equal(
      await orderSummary(page).getByRole('combobox', { name: 'Currency' }).count(),
      0,
      'no currency picker when signed in',
    );
    await page.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
    const detected = await watchForText(page, 'We found 5,000 words in English.');
    const upload = await uploadManuscript(page, manuscript);
    assert.equal(upload.response.status(), 200, 'the upload is accepted');
    const shownAt = await detected();
    const detectionMs = Math.round(shownAt - upload.finishedAt);
    console.log(`[of-a-quote] upload response → detected word count on screen: ${detectionMs} ms`);
    await orderSummary(page).getByText('5,000 words', { exact: true }).waitFor();
    await screenshot(page, 'of-a-quote-1-word-count-detected');

    // 2. Services: Premium Editing; 5,000 words is in the express range (4,000–5,999).
    await page.getByRole('button', { name: 'See services for your files' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    await page.getByRole('radio', { name: /^Premium Editing/ }).check();
    const express = page.getByRole('radio', { name: /^Express/ });
    await express.check();
    await screenshot(page, 'of-a-quote-2-premium-express');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/additional-services$/);
    const services = await summaryLines(page, 'Services');
    assert.equal(services.length, 1, `one service in the summary: ${services.join(' | ')}`);
    assert.match(services[0] ?? '', /^Premium Editing Express\b/, 'the summary has Premium Editing, delivered express');

    // 3. The promo code, in its dialog; the summary shows the discount.
    await page.getByRole('button', { name: 'Apply promo code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your discount code' });
    await dialog.getByLabel('Promo code').fill(PROMO_CODE);
    await dialog.getByRole('button', { name: 'Apply code' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await orderSummary(page)
      .getByText(/^Your promo code has been (added to your order|applied)\.$/)
      .waitFor();
    const subtotal = minorUnits(await textOf(summaryAmount(page, 'Subtotal')));
    const expectedDiscount = Math.round((subtotal * PROMO_PERCENT) / 100);
    assert.deepEqual(
      await summaryLines(page, 'Discounts'),
      [`Promo code ${PROMO_CODE} Remove −${usd(expectedDiscount)}`],
      'the code is the one discount applied, 20% of the subtotal',
    );
    assert.equal(await textOf(summaryAmount(page, 'Discounts')), `−${usd(expectedDiscount)}`);
    assert.equal(await textOf(summaryAmount(page, 'Total')), usd(subtotal - expectedDiscount));
    await screenshot(page, 'of-a-quote-3-promo-applied');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // 4. Details: title, style of English, area of study, the service's required question.
    await waitForPath(page, /\/researcher\/submit\/details$/);
    await fillProjectTitle(page, PROJECT_TITLE);
    await page.getByRole('radio', { name: 'British English' }).check();
    await chooseAreaOfStudy(page, 'Physical Chem', 'Physical Chemistry');
    // Premium Editing asks one required question (its journal details are not requested).
    assert.equal(await page.getByRole('region', { name: 'Target journal' }).count(), 0, 'no journal is asked for');
    await page
      .getByRole('group', { name: 'What should the editor focus on?' })
      .getByRole('checkbox', { name: 'Clarity and flow' })
      .check();
    await screenshot(page, 'of-a-quote-4-details');
    await page.getByRole('button', { name: 'Payment details' }).click();
    await waitForPath(page, /\/researcher\/submit\/payment-details$/);
    await page.getByRole('heading', { name: 'Your order is ready for payment' }).waitFor();

    // 5. The price quote: generated from the summary, downloadable as a PDF with the same total.
    const total = await textOf(summaryAmount(page, 'Total'));
    assert.equal(total, usd(subtotal - expectedDiscount), 'the total survived the details step');
    await page.getByRole('button', { name: 'Generate price quote' }).click();
    await waitForPath(page, /\/researcher\/submit\/price-quote-completed$/);
    await page.getByRole('heading', { name: 'Your price quote is ready', level: 1 }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Apply promo code' }).count(), 0, 'no code entry on the quote page');
    const href = await page.getByRole('link', { name: 'Download' }).getAttribute('href');
    const estimateId = href?.match(/^\/api\/price-quote\/([^/]+)\/pdf(\?language=[a-zA-Z_]+)?$/)?.[1];
    assert.ok(estimateId, `the download link points at the quote's PDF: ${href}`);
    assert.equal(
      await page.getByTitle(`Price quote ${estimateId}`).getAttribute('height'),
      '750',
      'the quote is embedded 750 px high',
    );
    await screenshot(page, 'of-a-quote-5-quote-page');

    const pdf = await page.request.get(`/api/price-quote/${estimateId}/pdf`);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    assert.match(pdf.headers()['content-disposition'] ?? '', /^attachment;/);
    const body = await pdf.body();
    assert.equal(body.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = extractPdfText(body);
    const flat = text.replace(/\s+/g, ' ');
    assert.ok(text.split('\n').includes(total), `the PDF shows the total ${total}:\n${text}`);
    assert.ok(flat.includes(estimateId), 'the PDF names its estimate');
    assert.ok(flat.includes(PROJECT_TITLE), 'the PDF names the project');
    assert.ok(flat.includes('5,000 words'), 'the PDF gives the word count');
    assert.ok(flat.includes('Premium Editing Express'), 'the PDF lists Premium Editing, express');
    assert.ok(flat.includes(PROMO_CODE), 'the PDF lists the promo code');

    // Without alice's session the quote is not found.
    const refused = await fetch(`${journey.baseUrl}/api/price-quote/${estimateId}/pdf`);
    assert.equal(refused.status, 404, 'the quote is private to its researcher');
  });
});
