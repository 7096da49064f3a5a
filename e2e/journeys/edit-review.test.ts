import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { ARTIFACTS_DIR, screenshot, UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { readZipEntries } from '../support/zip.ts';

const NAME = 'edit-review';
/** Alice's completed order whose edited file carries the editor's tracked changes (seed: fulfilment-seed.ts). */
const ORDER = 'AWK20481';
const en = loadCatalogue('en');
const ja = loadCatalogue('ja');

/** At most this share of a phone's screen is the panel pinned at the bottom, so the manuscript shows above it. */
const PHONE_PANEL_SHARE = 0.3;

/** The height of the panel pinned at the bottom of a phone's screen, in CSS pixels and as a share of the screen. */
async function phonePanel(page: Page): Promise<{ height: number; share: number }> {
  return page.evaluate(() => {
    const height = document.querySelector('.review-panel')?.getBoundingClientRect().height ?? Number.NaN;
    return { height: Math.round(height), share: height / window.innerHeight };
  });
}

/** The review's "n of m decided" line, as the page shows it in English. */
const progress = (decided: number, total: number) =>
  (en['review-progress'] ?? '').replace('{{decided}}', String(decided)).replace('{{total}}', String(total));

describe('reviewing the edits online', () => {
  const journey = setUpJourney(NAME);

  it('goes from the order page to the review, decides changes by button, keyboard and selection, keeps them, and downloads my version', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto(`/en/researcher/index/details/${ORDER}`);
    await page.getByRole('link', { name: en['orders-review-open'] }).click();
    await waitForPath(page, new RegExp(`/en/researcher/index/details/${ORDER}/review$`));
    await page.getByRole('heading', { level: 1, name: en['review-title'] }).waitFor();

    const marks = page.locator('.review-document [data-change]');
    // The list draws only the rows in view (virtualised): the count of all changes is the "All" filter's.
    const total = Number(await page.locator('.review-filter__chip').first().locator('.review-filter__count').textContent());
    assert.ok(total >= 15, `the demo file has its editor's changes (${total})`);
    const marked = await marks.evaluateAll(
      (elements) => new Set(elements.map((element) => element.getAttribute('data-change'))).size,
    );
    assert.equal(marked, total, 'every change is marked in the text');
    await page.getByText(progress(0, total)).waitFor();
    await screenshot(page, `${NAME}-desktop-en`);

    // The first change ("to pass", deleted) accepted with the button; the next one (inserted "through") rejected by key.
    await page.getByRole('button', { name: en['review-accept'], exact: true }).click();
    await page.getByText(progress(1, total)).waitFor();
    await page.keyboard.press('r');
    await page.getByText(progress(2, total)).waitFor();
    await page.getByText(en['review-saved'] ?? '').waitFor();
    const firstParagraph = page.locator('.review-document p').nth(1);
    assert.match((await firstParagraph.textContent()) ?? '', /letting water\s+at rates/);

    // Each move and decision is said in the polite live region, with the change's kind and text.
    const live = page.locator('main p[aria-live="polite"].visually-hidden');
    await page.keyboard.press('n');
    assert.match((await live.textContent()) ?? '', new RegExp(`${en['review-position']?.split(' ')[0]} \\d+ of ${total}: `));
    await page.keyboard.press('p');

    // Only the insertions, all accepted at once.
    await page.locator('.review-filter__chip', { hasText: en['review-kind-insertion'] ?? '' }).click();
    const insertions = Number(await page.locator('.review-filter__chip.is-selected .review-filter__count').textContent());
    // "Accept the undecided" leaves the insertion rejected above as it is.
    await page
      .getByRole('button', { name: new RegExp(`^${(en['review-accept-shown'] ?? '').replace(' ({{count}})', '')}`) })
      .click();
    await page.getByText(progress(insertions + 1, total)).waitFor({ timeout: UI_TIMEOUT_MS });

    // Saved as they were made: a reload shows the same decisions.
    await page.reload();
    await page.getByText(progress(insertions + 1, total)).waitFor();

    // My version: the rejected insertion undone, the accepted ones in place, the undecided deletions still tracked.
    const href = await page.getByRole('link', { name: en['review-download-mine'] }).getAttribute('href');
    assert.ok(href);
    const response = await page.request.get(href);
    assert.equal(response.status(), 200);
    const entries = readZipEntries(Buffer.from(await response.body()));
    const body = entries.find((entry) => entry.name === 'word/document.xml')?.content.toString('utf8') ?? '';
    assert.doesNotMatch(body, /<w:ins /, 'every insertion is decided');
    assert.match(body, /those of /, 'the accepted insertions are kept');
    assert.match(body, /<w:del /, 'undecided deletions stay tracked');
    assert.doesNotMatch(body, /to pass/, 'the accepted deletion is gone');
    assert.doesNotMatch(body, />through</, 'the rejected insertion is gone');

    // A selection: the deletions, the first (accepted above) ticked and the third shift+ticked, rejected at once.
    await page.locator('.review-filter__chip', { hasText: en['review-kind-deletion'] ?? '' }).click();
    const ticks = page.locator('.review-list__tick');
    await ticks.nth(0).click();
    await ticks.nth(2).click({ modifiers: ['Shift'] });
    await page.getByText((en['review-selected_other'] ?? '').replace('{{count}}', '3')).waitFor();
    await page.getByRole('button', { name: en['review-reject-selection'] }).click();
    await page.getByText(progress(insertions + 3, total)).waitFor({ timeout: UI_TIMEOUT_MS });
    assert.match((await live.textContent()) ?? '', /3 changes rejected/);
    const rejected = await page.locator('.review-list__state--reject').count();
    assert.ok(rejected >= 3, `the selection is marked rejected (${rejected})`);

    // The keyboard in the list: the focus follows the arrows down the rows and stays on the current change.
    await page.locator('.review-filter__chip').first().click();
    await page.locator('.review-list__item button').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-current')),
      'true',
      'the focused row is the current change',
    );
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-index')), '2');

    // By section: the document's headings are its sections (seed: fulfilment-seed.ts); one of them shows only
    // the changes under it.
    const section = page.getByLabel(en['review-section-label'] ?? '');
    const option = (name: string, count: number) =>
      (en['review-section-option'] ?? '').replace('{{name}}', name).replace('{{count}}', String(count));
    assert.deepEqual(await section.locator('option').allTextContents(), [
      option(en['review-section-all'] ?? '', total),
      option('Introduction', 3),
      option('Methods', 3),
      option('Results and discussion', total - 6),
    ]);
    await section.selectOption({ label: option('Methods', 3) });
    await page.locator('.review-filter__chip').first().locator('.review-filter__count').filter({ hasText: /^3$/ }).waitFor();
    const rows = await page.locator('.review-list__item .review-list__text').allTextContents();
    assert.deepEqual(
      rows.map((text) => text.trim()),
      ['a', 'an', 'the'],
      'only the changes under "Methods" are listed',
    );
    await screenshot(page, `${NAME}-selection-desktop-en`);
  });

  it('shows one change at a time on a phone, in Japanese', async () => {
    const page = await journey.newPage({ locale: 'ja', device: 'phone' });
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto(`/jp/researcher/index/details/${ORDER}/review`);
    await page.getByRole('heading', { level: 1, name: ja['review-title'] }).waitFor();
    assert.equal(await page.locator('.review-list').isVisible(), false);
    const position = (index: number) =>
      (ja['review-position'] ?? '').replace('{{index}}', String(index)).replace(/\{\{count\}\}/, '\\d+');
    await page.getByRole('heading', { name: new RegExp(position(1)) }).waitFor();
    for (let index = 2; index <= 6; index++) {
      await page.getByRole('button', { name: ja['review-next'] }).click();
      await page.getByRole('heading', { name: new RegExp(position(index)) }).waitFor();
    }
    // The change moved to is scrolled above the panel pinned at the bottom, not under it.
    await page.waitForTimeout(800);
    const place = await page.evaluate(() => {
      const mark = document.querySelector('.review-document .is-current');
      const panel = document.querySelector('.review-panel');
      return mark && panel
        ? {
            markBottom: mark.getBoundingClientRect().bottom,
            markTop: mark.getBoundingClientRect().top,
            panelTop: panel.getBoundingClientRect().top,
          }
        : null;
    });
    assert.ok(place, 'the current change is marked in the text');
    assert.ok(
      place.markBottom <= place.panelTop && place.markTop >= 0,
      `the change is above the panel: ${JSON.stringify(place)}`,
    );
    await page.screenshot({ path: `${ARTIFACTS_DIR}/${NAME}-phone-ja-viewport.png` });
    await screenshot(page, `${NAME}-phone-ja`);
    const panel = await phonePanel(page);
    console.log(`phone panel (ja): ${panel.height} px, ${(panel.share * 100).toFixed(1)} % of the screen`);
    assert.ok(panel.share <= PHONE_PANEL_SHARE, `the panel takes ${(panel.share * 100).toFixed(1)} % of the screen`);
    // The change's details (who made it, its state, the questions) open behind a toggle, by keyboard too.
    const details = page.getByRole('button', { name: ja['review-details'] });
    assert.equal(await details.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByText(ja['review-question-title'] ?? '').isVisible(), false);
    await details.focus();
    await page.keyboard.press('Enter');
    assert.equal(await details.getAttribute('aria-expanded'), 'true');
    await page.getByText(ja['review-question-title'] ?? '').waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/${NAME}-phone-ja-details-viewport.png` });
  });

  it('shows the list with its filters and a selection on a desktop in Japanese, and one change on a phone in English', async () => {
    const desktop = await journey.newPage({ locale: 'ja' });
    await signIn(desktop, 'alice@demo.test', DEMO_PASSWORD);
    await desktop.goto(`/jp/researcher/index/details/${ORDER}/review`);
    await desktop.getByRole('heading', { level: 1, name: ja['review-title'] }).waitFor();
    await desktop.getByLabel(ja['review-section-label'] ?? '').waitFor();
    await desktop.locator('.review-list__tick').nth(1).click();
    await desktop
      .locator('.review-list__tick')
      .nth(3)
      .click({ modifiers: ['Shift'] });
    await desktop.getByText((ja['review-selected_other'] ?? '').replace('{{count}}', '3')).waitFor();
    await screenshot(desktop, `${NAME}-selection-desktop-ja`);
    await desktop.context().close();

    const phone = await journey.newPage({ device: 'phone' });
    await signIn(phone, 'alice@demo.test', DEMO_PASSWORD);
    await phone.goto(`/en/researcher/index/details/${ORDER}/review`);
    await phone.getByRole('heading', { level: 1, name: en['review-title'] }).waitFor();
    await phone.getByRole('button', { name: en['review-next'] }).click();
    await phone.waitForTimeout(600);
    await phone.screenshot({ path: `${ARTIFACTS_DIR}/${NAME}-phone-en-viewport.png` });
    await screenshot(phone, `${NAME}-phone-en`);
    const panel = await phonePanel(phone);
    console.log(`phone panel (en): ${panel.height} px, ${(panel.share * 100).toFixed(1)} % of the screen`);
    assert.ok(panel.share <= PHONE_PANEL_SHARE, `the panel takes ${(panel.share * 100).toFixed(1)} % of the screen`);
    await phone.context().close();
  });

  it('answers another researcher with the page’s error, not the file', async () => {
    const page = await journey.newPage();
    await signIn(page, 'li.wei@demo.test', DEMO_PASSWORD);
    const response = await page.request.get(`/api/order/${ORDER}/review`);
    assert.equal(response.status(), 404);
    await page.goto(`/en/researcher/index/details/${ORDER}/review`);
    await page.getByText(en['review-load-failure'] ?? '').waitFor();
  });
});
