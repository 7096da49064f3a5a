import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { demoDocx } from '../../apps/server/src/seed/demo-docx.ts';
import { editedParagraphs } from '../../bench/support/edited-manuscript.ts';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { ARTIFACTS_DIR, UI_TIMEOUT_MS } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';

const NAME = 'edit-review-long';
const ORDER = 'AWK20481';
const CHANGES = 1_500;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const en = loadCatalogue('en');

const progress = (decided: number, total: number) =>
  (en['review-progress'] ?? '').replace('{{decided}}', String(decided)).replace('{{total}}', String(total));

/**
 * A long edited manuscript (10,000 words, 1,500 changes) delivered through the staff console: the list draws only
 * the rows in view, the keyboard and the focus go to rows far from the first screen, and every change shown
 * is accepted as one selection.
 */
describe('reviewing a long edited manuscript', () => {
  const journey = setUpJourney(NAME);

  it('draws a window of the 1,500 changes, keeps the focus on the current change, and accepts all of them as one selection', async () => {
    const staff = await journey.newPage();
    await signIn(staff, 'support@demo.test', DEMO_PASSWORD);
    const delivered = await staff.request.post(`/api/staff/orders/${ORDER}/deliverables`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: {
        kind: 'main',
        file: {
          name: 'Long manuscript (edited).docx',
          mimeType: DOCX_TYPE,
          buffer: await demoDocx('A long manuscript', editedParagraphs(10_000, CHANGES)),
        },
      },
    });
    assert.ok(delivered.ok(), `the staff upload answered ${delivered.status()}`);
    await staff.context().close();

    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto(`/en/researcher/index/details/${ORDER}/review`);
    await page.getByText(progress(0, CHANGES)).waitFor({ timeout: UI_TIMEOUT_MS });
    const drawn = await page.locator('.review-list__item').count();
    assert.ok(drawn > 5 && drawn < 60, `only the rows in view are drawn (${drawn} of ${CHANGES})`);

    // End in the list: the last change becomes current, its row is drawn and focused.
    await page.locator('.review-list__item button').first().focus();
    await page.keyboard.press('End');
    const focused = () =>
      page.evaluate(() => ({
        index: document.activeElement?.getAttribute('data-index'),
        current: document.activeElement?.getAttribute('aria-current'),
      }));
    assert.deepEqual(await focused(), { index: String(CHANGES - 1), current: 'true' });
    await page.getByRole('heading', { name: `Change ${CHANGES} of ${CHANGES}` }).waitFor();
    // P (previous change) from the list: the focus follows the current change.
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    assert.deepEqual(await focused(), { index: String(CHANGES - 3), current: 'true' });
    await page.keyboard.press('Home');
    assert.deepEqual(await focused(), { index: '0', current: 'true' });
    assert.ok((await page.locator('.review-list__item').count()) < 80, 'rows scrolled past are no longer drawn');
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${NAME}-desktop-en.png`) });

    // Every change shown, ticked and accepted in one selection.
    await page.getByRole('button', { name: (en['review-select-shown'] ?? '').replace('{{count}}', String(CHANGES)) }).click();
    await page.getByText((en['review-selected_other'] ?? '').replace('{{count}}', String(CHANGES))).waitFor();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/review/decisions')) saves.push(request.url());
    });
    await page.getByRole('button', { name: en['review-accept-selection'] }).click();
    await page.getByText(progress(CHANGES, CHANGES)).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByText(en['review-saved'] ?? '').waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(saves.length, 1, 'the selection is saved in one request');
    await page.reload();
    await page.getByText(progress(CHANGES, CHANGES)).waitFor({ timeout: UI_TIMEOUT_MS });
  });
});
