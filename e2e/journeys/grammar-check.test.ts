import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { assertLandmarks, screenshot } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { buildDocx, englishParagraphs, FIXTURES_DIR } from '../support/docx.ts';
import { grammarCheckSettled } from '../support/grammar-check.ts';
import { assertAskedRightAfter, jobDoneEvent, jobStepsHeard, recordJobEvents } from '../support/job-events.ts';
import { setUpJourney } from '../support/journey.ts';
import { chooseFile, dropFile, progressOnceMoved, throttleUploads } from '../support/upload.ts';

const NAME = 'grammar-check';
const zh = loadCatalogue('zh');

/** A manuscript of about six pages: prose with a few learner errors, a list, and a references section. */
async function writeManuscript(): Promise<string> {
  const paragraphs = [
    'Introduction',
    'Climate change have a strong effect on the coastal wetlands, and their is many open question about it.',
    ...englishParagraphs(1500, 7),
    '• The samples was collected in spring.',
    'Results',
    ...englishParagraphs(1500, 8),
    'References',
    '1. Smith J, Jones K. Wetland loss. Coastal Studies. 2020;12:3-4.',
  ];
  await mkdir(FIXTURES_DIR, { recursive: true });
  const file = path.join(FIXTURES_DIR, 'grammar-check-manuscript.docx');
  // A figure's worth of bytes makes the upload long enough to watch its progress bar.
  await writeFile(file, buildDocx(paragraphs, { mediaBytes: 64 * 1024 }));
  return file;
}

/** A visitor's report polls every 30 s (no stream); the journey asks the API until the check has finished, then reloads once. */
async function waitForScore(page: Page): Promise<string> {
  const identity = new URL(page.url()).pathname.split('/').pop() ?? '';
  assert.equal(await grammarCheckSettled(page, identity), 'completed');
  await page.reload();
  const score = page.getByTestId('grammar-score');
  await score.waitFor();
  return (await score.textContent()) ?? '';
}

describe('grammar check: a manuscript through to its Language Quality Report', () => {
  const journey = setUpJourney(NAME);

  it('uploads a multi-page .docx, sees the report with both charts, and reads it in Chinese', async () => {
    const page = await journey.newPage();
    const asked = await recordJobEvents(page, /^\/api\/grammar-check\/[0-9a-f-]{36}$/);
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const manuscript = await writeManuscript();

    // From the researcher's navigation.
    await page.getByRole('link', { name: 'Grammar check' }).click();
    await page.waitForURL(/\/en\/researcher\/grammar-check$/);
    await page.getByRole('heading', { name: 'Grammar check', level: 1 }).waitFor();
    await assertLandmarks(page, 'upload page');
    await screenshot(page, `${NAME}-1-upload-en`);

    // A file of another type, dropped on the field, is refused there with its tooltip.
    const choose = page.getByRole('button', { name: 'Choose file' });
    await dropFile(page, page.getByText('Accepted file types: .doc, .docx'), {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('notes'),
    });
    await page.getByRole('tooltip').filter({ hasText: 'Filetype not allowed' }).waitFor();
    const submit = page.getByRole('button', { name: 'Check my manuscript' });
    assert.equal(await submit.isDisabled(), true);
    await screenshot(page, `${NAME}-1a-filetype-en`);

    // The manuscript, chosen from the keyboard (the Choose file button opens the file chooser), replaces it;
    // Remove takes it away again and the button brings it back.
    await chooseFile(page, choose, manuscript, 'keyboard');
    await page.getByText('grammar-check-manuscript.docx is ready to check').waitFor();
    assert.equal(await choose.evaluate((button) => button === document.activeElement && button.matches(':focus-visible')), true);
    await screenshot(page, `${NAME}-1a-keyboard-focus-en`);
    assert.equal(await page.getByText('notes.txt').count(), 0);
    await page.getByRole('button', { name: 'Remove grammar-check-manuscript.docx' }).click();
    assert.equal(await page.getByText('grammar-check-manuscript.docx').count(), 0);
    await chooseFile(page, choose, manuscript);
    await page.getByText('grammar-check-manuscript.docx is ready to check').waitFor();
    await screenshot(page, `${NAME}-1b-ready-en`);
    assert.equal(await submit.isDisabled(), true, 'submit waits for the terms');
    await page.getByLabel('I accept the terms and conditions of the grammar check').check();

    // On a slow connection the upload's progress bar moves; once sent, the report opens when the check is created.
    const slow = await throttleUploads(page, 16 * 1024);
    await submit.click();
    const sent = await progressOnceMoved(page, 'Uploading grammar-check-manuscript.docx');
    assert.ok(sent > 0 && sent <= 100, `progress ${sent}`);
    await screenshot(page, `${NAME}-1c-uploading-en`);
    await slow.restore();
    await page.waitForURL(/\/en\/researcher\/grammar-check\/details\/[0-9a-f-]{36}$/);
    // The report appears by itself as soon as the check ends: the stream says so (the spec's poll is every 30 s).
    const identity = new URL(page.url()).pathname.split('/').pop() ?? '';
    const done = await jobDoneEvent(page, identity);
    const shown = page.getByTestId('grammar-score');
    await shown.waitFor({ timeout: 10_000 });
    assertAskedRightAfter(asked.requestsAfter, done);
    const heard = await jobStepsHeard(page, identity);
    assert.ok(heard.includes('running:checking'), `steps heard: ${heard.join(', ')}`);
    assert.equal(heard.at(-1), 'done:scoring');
    const score = Number(await shown.textContent());
    assert.ok(score > 0 && score < 10, `score ${score}`);

    await page.getByRole('img', { name: /^Percentile chart: your manuscript is at percentile \d+$/ }).waitFor();
    const errorChart = page.getByRole('figure', { name: 'Error chart: errors found in each category' });
    await errorChart.waitFor();
    assert.ok((await errorChart.locator('[data-category="grammarMechanics"]').count()) === 1);
    // The bar's label and count are text, read out and sized like the page's.
    await errorChart.getByRole('listitem').filter({ hasText: 'Grammar and mechanics' }).waitFor();
    await page.getByText(/is in the \d+(st|nd|rd|th) percentile of the manuscripts checked/).waitFor();
    await page.locator('.grammar-passage__sentence :is(del, mark)', { hasText: 'their' }).first().waitFor();
    // The references section is not checked.
    assert.equal(await page.getByText('Smith J, Jones K').count(), 0);
    const order = page.getByRole('link', { name: 'Order professional editing' });
    await page.getByText('from $75.00').waitFor();
    await assertLandmarks(page, 'report');
    await screenshot(page, `${NAME}-2-report-en`);

    // The same report in Chinese.
    await page.goto(page.url().replace('/en/', '/cn/'));
    await page.getByRole('heading', { name: zh['grammar-check-report-title'], level: 1 }).waitFor();
    await page.getByRole('figure', { name: zh['grammar-check-error-chart-label'] }).waitFor();
    await screenshot(page, `${NAME}-3-report-zh`);
    await page.goBack();

    // The list in Chinese: the completed check with its score and report link, and the uploader in Chinese.
    await page.goto('/cn/researcher/grammar-check');
    await page.getByRole('link', { name: zh['grammar-check-view-report'] }).waitFor();
    await assertLandmarks(page, 'list (zh)');
    await chooseFile(page, page.getByRole('button', { name: zh['file-upload-choose'] }), manuscript);
    await page.getByRole('button', { name: `${zh['file-upload-remove']} grammar-check-manuscript.docx` }).waitFor();
    await screenshot(page, `${NAME}-3b-list-zh`);
    await page.goBack();

    // Next step: professional editing, with the manuscript already on the order form.
    await order.click();
    await page.waitForURL(/\/en\/researcher\/submit\/manuscript-services/);
    await page.getByText('grammar-check-manuscript.docx').first().waitFor();
    await screenshot(page, `${NAME}-4-order-form-en`);
  });

  it('lets a visitor check a manuscript through the proof-of-work captcha', async () => {
    const page = await journey.newPage();
    await page.goto('/en/researcher/grammar-check');
    await page.getByRole('heading', { name: 'Grammar check', level: 1 }).waitFor();
    await chooseFile(page, page.getByRole('button', { name: 'Choose file' }), await writeManuscript());
    await page.getByLabel('I accept the terms and conditions of the grammar check').check();
    const submit = page.getByRole('button', { name: 'Check my manuscript' });

    // The first attempt is cut off on its way: the field shows the upload failure and keeps the file.
    const create = '**/api/grammar-check/create';
    await page.route(create, (route) => route.abort('connectionreset'));
    await submit.click();
    await page.getByText('The upload failed. Try again, or choose another file.').waitFor({ timeout: 60_000 });
    await page.getByText('Something went wrong. Please try again', { exact: false }).waitFor();
    await screenshot(page, `${NAME}-5a-upload-failed-en`);
    await page.unroute(create);

    // The researcher tries again with the same file.
    assert.equal(await submit.isDisabled(), false, 'a failed upload can be tried again');
    await submit.click();
    await page.waitForURL(/\/en\/researcher\/grammar-check\/details\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await waitForScore(page);
    await page.getByRole('figure', { name: 'Error chart: errors found in each category' }).waitFor();
    await screenshot(page, `${NAME}-5-visitor-report-en`);
  });
});
