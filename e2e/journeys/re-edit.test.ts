import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { summaryAmount, summaryLines, textOf } from '../support/order-form.ts';
import { useSavedAddresses } from './checkout-support.ts';
import { placeBankTransferOrder, staffMember } from './follow-up-support.ts';

const NAME = 're-edit';
const PROJECT_TITLE = 'Charge transport in layered hybrid perovskites after annealing';
const MANUSCRIPT = 'checkout-manuscript-1200-words.docx';
const en = loadCatalogue('en');
const ja = loadCatalogue('ja');

/** The same layout in every language: each option of the re-edit page is a region named by its title. */
function option(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

describe('re-edits: a free touch-up reaches the order form filled in from the order, and a request ends on its success page', () => {
  const journey = setUpJourney(NAME);
  let externalId = '';
  let staff: Awaited<ReturnType<typeof staffMember>> | undefined;

  it('takes the free touch-up staff offered from the re-edit page to the filled-in order form, then to the success page', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    externalId = await placeBankTransferOrder(page, PROJECT_TITLE);
    staff = await staffMember(journey);
    const flagged = await staff.setFlags(externalId, { touchUpAvailable: true });
    assert.equal(flagged.flags.touchUpAvailable, true);

    // 1. The re-edit page: the order's number and title, and the one option its flag gives.
    await page.goto(`/en/researcher/re-edit/${externalId}`);
    await page.getByRole('heading', { name: 'Re-edit your manuscript', level: 1 }).waitFor();
    await page.getByText(externalId, { exact: true }).waitFor();
    await page.getByText(PROJECT_TITLE, { exact: true }).waitFor();
    const touchUp = option(page, 'Free touch-up');
    await touchUp.waitFor();
    for (const other of ['Re-edit with a 30 % discount', 'Contact support', 'Request additional work'])
      assert.equal(await option(page, other).count(), 0, `only the touch-up is offered, not "${other}"`);
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one h1');
    await screenshot(page, `${NAME}-1-re-edit-page-en`);

    // 2. Continue: the server opens the order form filled in from the order, at its details step.
    await touchUp.getByRole('link', { name: 'Continue' }).click();
    await waitForPath(page, /^\/en\/researcher\/submit\/details$/);
    await page.getByText(`This is a free touch-up of your order ${externalId}`).waitFor();
    assert.equal(await page.getByLabel(en['order-form-project-title'] ?? '').inputValue(), PROJECT_TITLE);
    await page.getByText(MANUSCRIPT).first().waitFor();
    assert.equal(await textOf(summaryAmount(page, 'Total')), '$0.00', 'the touch-up is free');
    const discounts = await summaryLines(page, 'Discounts');
    assert.ok(
      discounts.some((line) => line.includes('Re-edit discount')),
      `the re-edit discount is shown: ${discounts.join(' | ')}`,
    );
    await screenshot(page, `${NAME}-2-order-form-filled-in`);

    // 3. Through the existing checkout: nothing to pay, then the success page listing the files received.
    await page.getByRole('button', { name: en['order-form-payment-details'] }).click();
    await waitForPath(page, /^\/en\/researcher\/submit\/payment-details$/);
    await page.getByText(en['payment-nothing-due-free'] ?? '').waitFor();
    if ((await page.getByRole('region', { name: en['address-section-billing'] }).count()) > 0) await useSavedAddresses(page);
    await page.getByRole('button', { name: en['payment-complete-order'] }).click();
    const success = await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/rework-success\/[\w-]+$/, 30_000);
    const touchUpOrder = decodeURIComponent(success.pathname.split('/')[5] ?? '');
    assert.notEqual(touchUpOrder, externalId, 'the touch-up is an order of its own');
    await page.getByRole('heading', { name: 'Thank you!', level: 1 }).waitFor();
    await page.getByText(`We have received your request, order ${touchUpOrder}.`, { exact: false }).waitFor();
    assert.deepEqual(await page.getByRole('list', { name: 'Files received' }).getByRole('listitem').allTextContents(), [
      MANUSCRIPT,
    ]);
    await screenshot(page, `${NAME}-3-success`);
    await page.getByRole('link', { name: 'Close' }).click();
    await waitForPath(page, /^\/en(\/researcher)?$/);

    // The touch-up is free once: the order offers it no more.
    const after = await staff.order(externalId);
    assert.equal(after.flags.touchUpAvailable, false);
  });

  it('offers the paid re-edit and additional work in Japanese, and sends an unknown order to /', async () => {
    assert.ok(staff && externalId, 'the first test placed the order');
    await staff.setFlags(externalId, { reeditAvailable: true, scientificReworkEligible: true });
    const page = await journey.newPage({ locale: 'ja-JP' });
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);

    await page.goto(`/jp/researcher/re-edit/${externalId}`);
    await page.getByRole('heading', { name: ja['re-edit-title'], level: 1 }).waitFor();
    const paid = option(page, (ja['re-edit-paid-title'] ?? '').replace('{{percent}}', '30'));
    await paid.waitFor();
    const additional = option(page, ja['re-edit-additional-title'] ?? '');
    await additional.waitFor();
    assert.equal(await option(page, ja['re-edit-touch-up-title'] ?? '').count(), 0, 'the touch-up was used');
    await screenshot(page, `${NAME}-4-re-edit-page-ja`);

    // Request additional work: a rework order form, in Japanese, at its first step.
    await additional.getByRole('link', { name: ja['re-edit-additional-link'] }).click();
    await waitForPath(page, /^\/jp\/researcher\/submit\/rework-get-started$/);
    await page.getByText((ja['order-form-follow-up-rework'] ?? '').replace('{{externalId}}', externalId).slice(0, 20)).waitFor();
    await page.getByRole('heading', { name: ja['order-form-rework-title'], level: 1 }).waitFor();
    // Filled in from the order: its word count, and a copy of its manuscript.
    assert.equal(await page.getByLabel(ja['order-form-word-count'] ?? '').inputValue(), '1200');
    await page.getByText(MANUSCRIPT).first().waitFor();
    await screenshot(page, `${NAME}-5-rework-form-ja`);

    // An order that is not the researcher's: the page goes to / (researcher area §8).
    await page.goto('/en/researcher/re-edit/ZZZ99999');
    await waitForPath(page, /^\/en(\/researcher)?$/);
  });
});
