import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';

const NAME = 'edit-review-questions';
/** Alice's completed order whose edited file carries the editor's tracked changes (seed: fulfilment-seed.ts). */
const ORDER = 'AWK20481';
const ANSWER = 'The journal asks for this wording; keep it if your field says otherwise.';
const en = loadCatalogue('en');
const ja = loadCatalogue('ja');
/** The views kept besides the desktop English one the steps take: phone (390 px) and desktop, Japanese and English. */
const VIEWS = [
  ['jp', ja, 'phone'],
  ['jp', ja, 'desktop'],
  ['en', en, 'phone'],
] as const;
const text = (catalogue: Record<string, string>, key: string) => catalogue[key] ?? key;

/** Opens the review and the questions of its current change. */
async function openQuestions(page: Page, segment: string, catalogue: Record<string, string>): Promise<void> {
  await page.goto(`/${segment}/researcher/index/details/${ORDER}/review`);
  await page.getByRole('heading', { level: 1, name: text(catalogue, 'review-title') }).waitFor();
  const details = page.locator('details.review-questions');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

describe('questioning a change of the review, answered by staff', () => {
  const journey = setUpJourney(NAME);

  it('a researcher asks about one change with a starter, and sees the thread on the change', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await openQuestions(page, 'en', en);
    await page.getByRole('button', { name: text(en, 'review-question-starter-why-changed') }).click();
    const box = page.getByLabel(text(en, 'review-question-label'));
    assert.equal(await box.inputValue(), text(en, 'review-question-starter-why-changed'));
    await box.fill('');
    await page.getByRole('button', { name: text(en, 'review-question-send') }).click();
    await page.getByText(text(en, 'review-question-required')).waitFor();
    await page.getByRole('button', { name: text(en, 'review-question-starter-term-correct') }).click();
    await page.getByRole('button', { name: text(en, 'review-question-send') }).click();
    await page.getByText(text(en, 'review-question-sent')).waitFor();
    await page.locator('.review-thread').getByText(text(en, 'review-question-status-open')).waitFor();
    // The change is disputed: the re-edit request offers it.
    await page.getByRole('button', { name: text(en, 'review-reedit-request_one') }).waitFor();
    await screenshot(page, `${NAME}-review-desktop-en`);

    // The thread in the other three views kept as artifacts: phone (390 px) and desktop, Japanese and English.
    for (const [segment, catalogue, device] of VIEWS) {
      const view = await journey.newPage({ locale: segment === 'jp' ? 'ja' : 'en-US', device });
      await signIn(view, 'alice@demo.test', DEMO_PASSWORD);
      await openQuestions(view, segment, catalogue);
      await view.locator('.review-thread').getByText(text(catalogue, 'review-question-status-open')).waitFor();
      await screenshot(view, `${NAME}-review-${device}-${segment === 'jp' ? 'ja' : 'en'}`);
    }
  });

  it('staff find it in the queue with the order, passage and change, answer in place, and the researcher is e-mailed', async () => {
    for (const [segment, catalogue, device] of VIEWS) {
      const view = await journey.newPage({ locale: segment === 'jp' ? 'ja' : 'en-US', device });
      await signIn(view, 'support@demo.test', DEMO_PASSWORD);
      await view.goto(`/${segment}/staff/review-questions`);
      await view.getByRole('heading', { level: 1, name: text(catalogue, 'staff-questions-title') }).waitFor();
      await view.getByRole('link', { name: ORDER }).waitFor();
      await screenshot(view, `${NAME}-staff-${device}-${segment === 'jp' ? 'ja' : 'en'}`);
    }

    const page = await journey.newPage();
    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Staff navigation' })
      .getByRole('link', { name: text(en, 'shell-staff-review-questions') })
      .click();
    await waitForPath(page, /\/en\/staff\/review-questions$/);
    const row = page.locator('tr', { has: page.getByRole('link', { name: ORDER }) });
    await row.getByText(text(en, 'review-question-starter-term-correct')).waitFor();
    assert.ok(((await row.locator('blockquote').textContent()) ?? '').length > 20, 'the passage is shown');
    await screenshot(page, `${NAME}-staff-desktop-en`);
    const before = (await readMailbox(journey.baseUrl, 'alice@demo.test').catch(() => ({ id: 0 }))).id;
    await row.getByLabel(text(en, 'staff-questions-answer-label')).fill(ANSWER);
    await row.getByRole('button', { name: text(en, 'staff-questions-send') }).click();
    await page.getByText(text(en, 'staff-questions-answered')).waitFor();
    // Answered, it leaves the open queue; shown among the answered ones, where it is resolved.
    await page.getByLabel(text(en, 'staff-questions-filter')).selectOption('answered');
    const answered = page.locator('tr', { has: page.getByRole('link', { name: ORDER }) });
    await answered.getByText(ANSWER).waitFor();
    await answered.getByRole('button', { name: text(en, 'staff-questions-resolve') }).click();
    await page.getByText(text(en, 'staff-questions-resolved')).waitFor();

    const mail = await readMailbox(journey.baseUrl, 'alice@demo.test', { newerThan: before, subject: /answered/ });
    assert.match(mail.text, new RegExp(ANSWER.slice(0, 30)));
    assert.match(mail.text, new RegExp(`/en/researcher/index/details/${ORDER}/review`));
  });

  it('the researcher sees the answer with the change, and turns the disputed change into a re-edit', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await openQuestions(page, 'en', en);
    const thread = page.locator('.review-thread');
    await thread.getByText(ANSWER).waitFor();
    await thread.getByText(text(en, 'review-question-staff')).waitFor();
    await thread.getByText(text(en, 'review-question-status-resolved')).waitFor();
    await page.getByRole('button', { name: text(en, 'review-reedit-request_one') }).click();
    // The order's re-edit rules decide where it goes: the follow-up order form, or support when it offers none.
    const reached = await waitForPath(page, /\/en\/(researcher\/submit\/details|support\/index\/submission\/.*)$/);
    assert.ok(reached.pathname.startsWith('/en/'));
  });
});
