import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import { ORDER_FORM_GOAL, orderSummary, startOrder } from '../support/order-form.ts';

const VALUE_REQUIRED = "Value is required and can't be empty";
const VALUE_NOT_ZERO = 'Value cannot be zero';
const WORD_COUNT_RANGE = 'Please enter a whole number of words from 1 to 999,999.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the field is marked invalid and its error (role alert, tied by aria-describedby) reads `message`. */
async function assertFieldError(field: Locator, message: string): Promise<void> {
  const page = field.page();
  await field.and(page.locator('[aria-invalid="true"]')).waitFor();
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  assert.ok(errorId, `the field points at its error: aria-describedby="${describedBy}"`);
  await page
    .locator(`[id="${errorId}"]`)
    .and(page.getByRole('alert'))
    .filter({ hasText: new RegExp(`^${escapeRegExp(message)}$`) })
    .waitFor();
}

describe('(of-d) order form: required-field messages', () => {
  const journey = setUpJourney('of-d-validation');

  it('shows the message of each required field on get-started, the manuscript details, the word count and the details', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await startOrder(page);

    // 1. Get started without a goal.
    await page.getByRole('checkbox', { name: "I'll upload my files later" }).check();
    await page.getByRole('button', { name: 'See services for your files' }).click();
    const goals = page.getByRole('group', { name: 'What can we help you with?' });
    await goals.getByRole('alert').filter({ hasText: 'Please make a selection' }).waitFor();
    assert.equal(await goals.getAttribute('aria-invalid'), 'true', 'the goal group is marked invalid');
    assert.match(new URL(page.url()).pathname, /\/get-started$/, 'the step does not move on');
    await screenshot(page, 'of-d-validation-1-no-goal');

    // 2. The manual manuscript details (no file, so the services step asks for them at once).
    await goals.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
    await goals.getByRole('alert').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'See services for your files' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    const detailsCard = page.getByRole('region', { name: 'Manuscript details' });
    const language = detailsCard.getByLabel('Manuscript language');
    const wordCount = detailsCard.getByLabel('Word count');
    const saveDetails = detailsCard.getByRole('button', { name: 'Save details' });
    await saveDetails.click();
    await assertFieldError(language, VALUE_REQUIRED);
    await assertFieldError(wordCount, WORD_COUNT_RANGE);
    await screenshot(page, 'of-d-validation-2-manuscript-details-empty');
    for (const wrong of ['0', '1000000', '12.5']) {
      await wordCount.fill(wrong);
      await saveDetails.click();
      await assertFieldError(wordCount, WORD_COUNT_RANGE);
    }
    await screenshot(page, 'of-d-validation-3-manuscript-details-zero');
    // A Chinese manuscript: translation services, whose details require the area of study.
    await language.selectOption({ label: 'Chinese' });
    await wordCount.fill('3000');
    await saveDetails.click();
    await detailsCard
      .getByRole('definition')
      .filter({ hasText: /^3,000$/ })
      .waitFor();
    await detailsCard
      .getByRole('definition')
      .filter({ hasText: /^Chinese$/ })
      .waitFor();

    // 3. The word-count change in the summary: empty, then zero.
    const summary = orderSummary(page);
    await summary.getByText('3,000 words', { exact: true }).waitFor();
    await summary.getByRole('button', { name: 'Change' }).click();
    const newCount = summary.getByLabel('Word count');
    const update = summary.getByRole('button', { name: 'Update word count' });
    await newCount.fill('');
    await assertFieldError(newCount, VALUE_REQUIRED);
    assert.ok(await update.isDisabled(), 'no update while the word count is empty');
    await newCount.fill('0');
    await assertFieldError(newCount, VALUE_NOT_ZERO);
    assert.ok(await update.isDisabled(), 'no update while the word count is zero');
    await screenshot(page, 'of-d-validation-4-word-count-zero');
    await summary.getByRole('button', { name: 'Cancel' }).click();
    await summary.getByText('3,000 words', { exact: true }).waitFor();

    // 4. The details with nothing filled in.
    await page.getByRole('radio', { name: /^Standard Translation/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/additional-services$/);
    // Each step's code loads on its own: the URL changes while the previous step is still on screen.
    await page.getByRole('heading', { level: 1, name: 'Additional services' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/details$/);
    const title = page.getByLabel('Project title');
    await title.waitFor();
    await page.getByRole('button', { name: 'Payment details' }).click();
    await assertFieldError(title, 'Please enter your project title.');
    await assertFieldError(page.getByRole('combobox', { name: 'Area of study' }), 'Please choose your area of study.');
    assert.match(new URL(page.url()).pathname, /\/details$/, 'the details are not saved');
    await screenshot(page, 'of-d-validation-5-details-empty');
  });
});
