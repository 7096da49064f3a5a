import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { AXE_LANGUAGES, openScreen, seriousViolations } from '../support/axe.ts';
import { ARTIFACTS_DIR, UI_TIMEOUT_MS } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

/** At most this share of a phone's screen is the review's panel pinned at the bottom (edit-review.test.ts). */
const PHONE_PANEL_SHARE = 0.3;

/** Alice's completed order whose edited file carries the editor's tracked changes (seed: fulfilment-seed.ts). */
const ORDER = 'AWK20481';

/**
 * "Review the edits" and the staff console's queue of questions on changes, scanned as axe-routes.test.ts scans
 * the other screens: in every language, on a desktop and a phone, with a change moved to, a selection ticked and
 * a question in the queue, so that the live region, the selection bar and the queue's rows are on the page.
 */
describe('accessibility: the edit review and the staff question queue have no serious violation', () => {
  const journey = setUpJourney('axe-edit-review');

  it('asks a question on a change, so that the staff queue has a row', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const headers = { 'X-Requested-With': 'XMLHttpRequest' };
    const read = await page.request.get(`/api/order/${ORDER}/review`, { headers });
    assert.equal(read.status(), 200);
    const { review } = (await read.json()) as { review: { file: { key: string }; changes: { id: string }[] } };
    const asked = await page.request.post(`/api/order/${ORDER}/review/questions`, {
      headers,
      data: {
        file: review.file.key,
        change: review.changes[1]?.id,
        text: 'Why was this changed? The term is usual in my field.',
      },
    });
    assert.equal(asked.status(), 200, await asked.text());
    await page.context().close();
  });

  for (const device of ['desktop', 'phone'] as const) {
    it(`the review page in every language (${device})`, async () => {
      const found: string[] = [];
      const page = await journey.newPage({ device });
      await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
      const shares: string[] = [];
      for (const lang of AXE_LANGUAGES) {
        const route = `/${lang}/researcher/index/details/${ORDER}/review`;
        await openScreen(page, route);
        await page.locator('.review-current').waitFor({ timeout: UI_TIMEOUT_MS });
        // Moved to the next change (the live region speaks), and on a desktop two changes ticked (the selection bar).
        await page.keyboard.press('n');
        if (device === 'desktop') {
          await page.locator('.review-list__tick').nth(0).click();
          await page.locator('.review-list__tick').nth(1).click();
        }
        for (const violation of await seriousViolations(page)) found.push(`${route} (${device}): ${violation}`);
        if (device === 'phone') {
          // The panel pinned under the text stays small in every language; its details open below a toggle.
          const share = await page.evaluate(
            () => (document.querySelector('.review-panel')?.getBoundingClientRect().height ?? Number.NaN) / window.innerHeight,
          );
          shares.push(`${lang} ${(share * 100).toFixed(1)} %`);
          await page.screenshot({ path: `${ARTIFACTS_DIR}/axe-edit-review-phone-${lang}-viewport.png` });
          assert.ok(share <= PHONE_PANEL_SHARE, `${route}: the phone's panel takes ${(share * 100).toFixed(1)} % of the screen`);
          const toggle = page.locator('.review-current__more');
          await toggle.click();
          assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
          await page.locator('.review-current__details').waitFor();
          for (const violation of await seriousViolations(page)) found.push(`${route} (phone, details open): ${violation}`);
          await toggle.click();
        }
      }
      await page.context().close();
      if (shares.length > 0) console.log(`phone panel share of the screen: ${shares.join(', ')}`);
      assert.deepEqual(found, [], `serious or critical violations:\n${found.join('\n')}`);
    });
  }

  it('the staff question queue in every language', async () => {
    const found: string[] = [];
    const page = await journey.newPage();
    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    for (const lang of AXE_LANGUAGES) {
      const route = `/${lang}/staff/review-questions`;
      await openScreen(page, route);
      await page.getByRole('link', { name: ORDER }).first().waitFor({ timeout: UI_TIMEOUT_MS });
      for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
    }
    await page.context().close();
    assert.deepEqual(found, [], `serious or critical violations:\n${found.join('\n')}`);
  });
});
