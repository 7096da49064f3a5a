import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, shareSession, signIn } from '../support/actions.ts';
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

/** Opens the review and the questions of its current change (on a phone, the panel's details first). */
async function openQuestions(page: Page, segment: string, catalogue: Record<string, string>): Promise<void> {
  await page.goto(`/${segment}/researcher/index/details/${ORDER}/review`);
  await page.getByRole('heading', { level: 1, name: text(catalogue, 'review-title') }).waitFor();
  // On a phone the change's questions are behind the panel's Details.
  const more = page.getByRole('button', { name: text(catalogue, 'review-details') });
  if (await more.isVisible()) await more.click();
  // The panel opens itself once the change's questions have loaded: a click that lands just after that closes it
  // again, so it is opened until it stays open.
  const details = page.locator('details.review-questions');
  await details.waitFor();
  for (let attempt = 0; attempt < 5 && (await details.getAttribute('open')) === null; attempt += 1) {
    await details.locator('summary').click();
    await page.waitForTimeout(300);
  }
  assert.notEqual(await details.getAttribute('open'), null, 'the questions of the change are open');
}

describe('questioning a change of the review, answered by staff', () => {
  const journey = setUpJourney(NAME);
  // One staff sign-in for the whole journey, shared by every staff view (a code of the authenticator works once).
  let staffSession: Page | undefined;
  async function staffPage(options?: Parameters<typeof journey.newPage>[0]): Promise<Page> {
    const page = await journey.newPage(options);
    if (staffSession) await shareSession(staffSession, page);
    else {
      await signIn(page, 'support@demo.test', DEMO_PASSWORD);
      staffSession = page;
    }
    return page;
  }

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
      const view = await staffPage({ locale: segment === 'jp' ? 'ja' : 'en-US', device });
      await view.goto(`/${segment}/staff/review-questions`);
      await view.getByRole('heading', { level: 1, name: text(catalogue, 'staff-questions-title') }).waitFor();
      await view.getByRole('link', { name: ORDER }).waitFor();
      await screenshot(view, `${NAME}-staff-${device}-${segment === 'jp' ? 'ja' : 'en'}`);
    }

    const page = await staffPage();
    await page.goto('/en/staff');
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

  it('staff turn two open questions of the order into its free re-edit: resolved, e-mailed, the link opens the form', async () => {
    // Alice questions the next two changes.
    const researcher = await journey.newPage();
    await signIn(researcher, 'alice@demo.test', DEMO_PASSWORD);
    await openQuestions(researcher, 'en', en);
    for (let asked = 0; asked < 2; asked += 1) {
      await researcher
        .getByRole('button', { name: text(en, 'review-next') })
        .first()
        .click();
      const details = researcher.locator('details.review-questions');
      if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
      await researcher.getByRole('button', { name: text(en, 'review-question-starter-why-changed') }).click();
      await researcher.getByRole('button', { name: text(en, 'review-question-send') }).click();
      await researcher.getByText(text(en, 'review-question-sent')).waitFor();
    }

    // The dialog in the kept views: Japanese on a phone (390 px) and on a desktop.
    for (const [segment, catalogue, device] of VIEWS.filter(([lang]) => lang === 'jp')) {
      const view = await staffPage({ locale: 'ja', device });
      await view.goto(`/${segment}/staff/review-questions`);
      const rows = view.locator('tr', { has: view.getByRole('link', { name: ORDER }) });
      await rows.first().waitFor();
      for (const box of await view
        .getByRole('checkbox', { name: new RegExp(`^${text(catalogue, 'staff-reedit-select')}`) })
        .all()) {
        await box.check();
      }
      await view.getByRole('button', { name: text(catalogue, 'staff-reedit-open') }).click();
      await view.getByRole('dialog').waitFor();
      await screenshot(view, `${NAME}-staff-reedit-${device}-ja`);
    }

    const page = await staffPage();
    await page.goto('/en/staff/review-questions');
    const rows = page.locator('tr', { has: page.getByRole('link', { name: ORDER }) });
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2, 'the two new questions wait in the open queue');
    const open = page.getByRole('button', { name: text(en, 'staff-reedit-open') });
    assert.equal(await open.isDisabled(), true, 'nothing selected yet');
    for (const box of await page.getByRole('checkbox', { name: new RegExp(`^${text(en, 'staff-reedit-select')}`) }).all()) {
      await box.check();
    }
    await page.getByText(text(en, 'staff-reedit-selected_other').replace('{{count}}', '2')).waitFor();
    await screenshot(page, `${NAME}-staff-selected-desktop-en`);
    await open.click();
    const dialog = page.getByRole('dialog', { name: text(en, 'staff-reedit-title').replace('{{externalId}}', ORDER) });
    await dialog.getByText(text(en, 'staff-reedit-offers-touch-up')).waitFor();
    await screenshot(page, `${NAME}-staff-reedit-desktop-en`);
    const before = (await readMailbox(journey.baseUrl, 'alice@demo.test').catch(() => ({ id: 0 }))).id;
    await dialog.getByRole('button', { name: text(en, 'staff-reedit-confirm-touch-up') }).click();
    await page.getByText(text(en, 'staff-reedit-done-touch-up').replace('{{externalId}}', ORDER)).waitFor();
    await page.getByText(text(en, 'staff-questions-empty')).waitFor();
    // Both are among the resolved questions, with the staff message saying a re-edit was started.
    await page.getByLabel(text(en, 'staff-questions-filter')).selectOption('resolved');
    await page.getByText(text(en, 'review-reedit-staff-reply-touch-up')).first().waitFor();
    assert.equal(await page.getByText(text(en, 'review-reedit-staff-reply-touch-up')).count(), 2);

    // The staff order page lists the re-edit started from the questions: its kind, its questions, when and by whom.
    for (const [segment, catalogue, device] of [['en', en, 'desktop'] as const, ...VIEWS]) {
      const view =
        device === 'desktop' && segment === 'en' ? page : await staffPage({ locale: segment === 'jp' ? 'ja' : 'en-US', device });
      await view.goto(`/${segment}/staff/orders/${ORDER}`);
      const reedits = view.getByRole('region', { name: text(catalogue, 'staff-reedits-title') });
      await reedits.getByText(text(catalogue, 'staff-reedits-kind-touch-up')).waitFor();
      const listed = (await reedits.textContent()) ?? '';
      assert.ok(listed.includes(text(catalogue, 'staff-questions-count_other').replace('{{count}}', '2')), listed);
      assert.ok(listed.includes('Sam Support'), listed);
      await screenshot(view, `${NAME}-staff-order-reedits-${device}-${segment === 'jp' ? 'ja' : 'en'}`);
      if (view !== page) await view.context().close();
    }

    // The e-mail's link opens Alice's free touch-up form with the changes in the editor's note.
    const mail = await readMailbox(journey.baseUrl, 'alice@demo.test', { newerThan: before, subject: /free re-edit/ });
    const link = mail.text.match(/https?:\/\/\S+\/en\/researcher\/index\/details\/\S+\/review\/re-edit\/[0-9a-f-]{36}/)?.[0];
    assert.ok(link, 'the e-mail holds the re-edit link, a page of the portal');
    const linkPath = new URL(link).pathname;
    // Opened signed out (a new browser), the link goes through sign-in and comes back to the re-edit's form.
    const signedOut = await journey.newPage();
    await signedOut.goto(linkPath);
    await waitForPath(signedOut, /^\/en\/login\?redirect=.*re-edit/);
    await signIn(signedOut, 'alice@demo.test', DEMO_PASSWORD);
    await waitForPath(signedOut, /\/en\/researcher\/submit\/details$/);
    await signedOut.close();
    await researcher.goto(linkPath);
    await waitForPath(researcher, /\/en\/researcher\/submit\/details$/);
    await researcher.waitForFunction(
      (expected) => [...document.querySelectorAll('textarea')].some((box) => box.value.includes(expected)),
      'Please edit these 2 changes again',
    );
  });
});
