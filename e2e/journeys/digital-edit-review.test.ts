import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { assertLandmarks, screenshot, UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { buildDocx, FIXTURES_DIR } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { readZipEntries } from '../support/zip.ts';

const NAME = 'digital-edit-review';
const en = loadCatalogue('en');
const ja = loadCatalogue('ja');

const PARAGRAPHS = [
  'We recieved the the soil cores from three coastal wetlands in early spring.',
  'Their color was recorded at the center of each plot.',
];

/** The review's "n of m decided" line, as the page shows it in English. */
const progress = (decided: number, total: number) =>
  (en['review-progress'] ?? '').replace('{{decided}}', String(decided)).replace('{{total}}', String(total));

/** The text of each paragraph of a document.xml without tracked changes. */
const paragraphsOf = (xml: string) =>
  [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((match) =>
    [...match[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((text) => text[1]).join(''),
  );

describe('reviewing a digital edit online', () => {
  const journey = setUpJourney(NAME);

  it('runs a digital edit, reviews it from its details page, decides, and downloads my version', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await mkdir(FIXTURES_DIR, { recursive: true });
    const manuscript = path.join(FIXTURES_DIR, 'digital-edit-review-manuscript.docx');
    await writeFile(manuscript, buildDocx(PARAGRAPHS));

    // The researcher runs a British-English digital edit.
    await page.goto('/en/researcher/digital-editing');
    await page.getByLabel('Manuscript (one .doc or .docx file)').setInputFiles(manuscript);
    await page.getByLabel('British English').check();
    await page.getByRole('button', { name: 'Edit my manuscript' }).click();
    const row = page.locator('li[data-status="completed"]', { hasText: 'digital-edit-review-manuscript.docx' });
    await row.waitFor({ timeout: 60_000 });
    await row.getByRole('link', { name: 'digital-edit-review-manuscript.docx' }).click();
    const details = await waitForPath(page, /\/en\/researcher\/digital-editing\/details\/[0-9a-f-]{36}$/);
    const identity = details.pathname.split('/').pop() ?? '';
    const countLine = new RegExp(
      (en['digital-editing-result-body'] ?? '').replace(/[.?]/g, '\\$&').replace('{{count}}', '(\\d+)'),
    );
    await page.getByText(countLine).waitFor();
    const counted = (await page.locator('main').textContent())?.match(countLine)?.[1];
    await screenshot(page, `${NAME}-1-details-en`);

    // The completed edit's details offer the review.
    await page.getByRole('link', { name: en['digital-editing-review-open'] }).click();
    await waitForPath(page, new RegExp(`/en/researcher/digital-editing/details/${identity}/review$`));
    await page.getByRole('heading', { level: 1, name: en['review-title'] }).waitFor();
    await assertLandmarks(page, 'digital edit review');

    // No questions to an editor: the automated editor's changes, and human editing offered instead.
    await page.getByRole('heading', { name: en['review-automated-title'] }).waitFor();
    const human = page.getByRole('link', { name: en['review-automated-link'] });
    assert.equal(await human.getAttribute('href'), `/api/order-form/from-digital-edit/${identity}`);
    assert.equal(await page.getByLabel(en['review-question-label'] ?? '').count(), 0);
    assert.equal(await page.getByRole('heading', { name: en['review-disputed-title'] }).count(), 0);

    const total = await page.locator('.review-list__item').count();
    assert.ok(total >= 4, `the edit's changes are listed (${total})`);
    assert.equal(Number(counted), total, 'the details page counts the changes the review lists');
    await page.getByText(progress(0, total)).waitFor();
    await screenshot(page, `${NAME}-2-review-desktop-en`);

    // The deleted repeated "the" is kept (rejected in the text), every other change accepted at once.
    await page
      .locator('.review-document [data-change]', { hasText: /^\s*the\s*$/ })
      .first()
      .click();
    await page.getByRole('button', { name: en['review-reject'], exact: true }).click();
    await page.getByText(progress(1, total)).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^${(en['review-accept-shown'] ?? '').replace(' ({{count}})', '')}`) })
      .click();
    await page.getByText(progress(total, total)).waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByText(en['review-saved'] ?? '').waitFor();

    // Saved as they were made: a reload shows the same decisions.
    await page.reload();
    await page.getByText(progress(total, total)).waitFor();

    // My version: every change decided, so none left tracked; the rejected deletion undone, the rest applied.
    const href = await page.getByRole('link', { name: en['review-download-mine'] }).getAttribute('href');
    assert.equal(href, `/api/digital-edit/${identity}/review/download?file=${identity}&version=mine`);
    const mine = await page.request.get(href ?? '');
    assert.equal(mine.status(), 200);
    assert.match(mine.headers()['content-disposition'] ?? '', /\(edited\)-reviewed\.docx/);
    const xml = readZipEntries(Buffer.from(await mine.body()))
      .find((entry) => entry.name === 'word/document.xml')
      ?.content.toString('utf8');
    assert.ok(xml, 'my version has word/document.xml');
    assert.doesNotMatch(xml, /<w:(ins|del)\b/, 'every change is decided');
    assert.deepEqual(paragraphsOf(xml), [
      'We received the the soil cores from three coastal wetlands in early spring.',
      'Their colour was recorded at the centre of each plot.',
    ]);

    // The clean copy accepts every change.
    const clean = await page.request.get(`/api/digital-edit/${identity}/review/download?file=${identity}&version=clean`);
    const cleanXml = readZipEntries(Buffer.from(await clean.body()))
      .find((entry) => entry.name === 'word/document.xml')
      ?.content.toString('utf8');
    assert.equal(paragraphsOf(cleanXml ?? '')[0], 'We received the soil cores from three coastal wetlands in early spring.');

    // The page in Japanese on a desktop.
    await page.goto(`/jp/researcher/digital-editing/details/${identity}/review`);
    await page.getByRole('heading', { name: ja['review-automated-title'] }).waitFor();
    await screenshot(page, `${NAME}-2-review-desktop-ja`);
    await page.goto(`/en/researcher/digital-editing/details/${identity}/review`);
    await page.getByText(progress(total, total)).waitFor();

    // Back to the edit from the review.
    await page.getByRole('link', { name: en['review-back-digital-edit'] }).click();
    await waitForPath(page, new RegExp(`/en/researcher/digital-editing/details/${identity}$`));

    // On a phone, in Japanese: the same review, one change at a time, with the offer of human editing.
    const phone = await journey.newPage({ locale: 'ja', device: 'phone' });
    await signIn(phone, 'alice@demo.test', DEMO_PASSWORD);
    await phone.goto(`/jp/researcher/digital-editing/details/${identity}`);
    await phone.getByRole('link', { name: ja['digital-editing-review-open'] }).waitFor();
    await screenshot(phone, `${NAME}-3-details-phone-ja`);
    await phone.getByRole('link', { name: ja['digital-editing-review-open'] }).click();
    await phone.getByRole('heading', { level: 1, name: ja['review-title'] }).waitFor();
    await phone.getByRole('link', { name: ja['review-automated-link'] }).waitFor();
    await screenshot(phone, `${NAME}-4-review-phone-ja`);
    // The panel pinned under the text takes little of the screen (edit-review.test.ts measures the order's review).
    await phone.locator('.review-current').waitFor();
    const share = await phone.evaluate(
      () => (document.querySelector('.review-panel')?.getBoundingClientRect().height ?? Number.NaN) / window.innerHeight,
    );
    console.log(`phone panel (digital edit, ja): ${(share * 100).toFixed(1)} % of the screen`);
    assert.ok(share <= 0.3, `the panel takes ${(share * 100).toFixed(1)} % of the screen`);
  });

  it('answers another researcher 404 and the page’s error, not the edit', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const list = (await (await page.request.get('/api/digital-edit/search')).json()) as {
      results: { identity: string; status: string }[];
    };
    const identity = list.results.find((result) => result.status === 'completed')?.identity;
    assert.ok(identity, 'alice has a completed digital edit');
    const other = await journey.newPage();
    await signIn(other, 'li.wei@demo.test', DEMO_PASSWORD);
    assert.equal((await other.request.get(`/api/digital-edit/${identity}/review`)).status(), 404);
    await other.goto(`/en/researcher/digital-editing/details/${identity}/review`);
    await other.getByText(en['review-load-failure'] ?? '').waitFor();
  });
});
