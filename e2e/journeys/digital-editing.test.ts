import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { assertLandmarks, screenshot } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { buildDocx, FIXTURES_DIR } from '../support/docx.ts';
import { assertAskedRightAfter, jobDoneEvent, jobStepsHeard, recordJobEvents } from '../support/job-events.ts';
import { setUpJourney } from '../support/journey.ts';
import { readZipEntries } from '../support/zip.ts';

const NAME = 'digital-editing';
const zh = loadCatalogue('zh');

/** A manuscript with typos, a repeated word and American spellings that British English changes. */
async function writeManuscript(): Promise<string> {
  const paragraphs = [
    'Coastal wetlands and salinity',
    'We recieved the the soil cores from three coastal wetlands in early spring.',
    'The samples were analyzed for salinity, and their color was recorded at the center of each plot.',
    'The behavior of the microbial community was modeled with a randomized design.',
  ];
  await mkdir(FIXTURES_DIR, { recursive: true });
  const file = path.join(FIXTURES_DIR, 'digital-editing-manuscript.docx');
  await writeFile(file, buildDocx(paragraphs));
  return file;
}

describe('digital editing: a manuscript back with tracked changes', () => {
  const journey = setUpJourney(NAME);

  it('uploads a .docx, downloads it with tracked changes by "Digital Editing", and keeps a locked term', async () => {
    const page = await journey.newPage();
    const asked = await recordJobEvents(page, /^\/api\/digital-edit\/search$/);
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);

    // From the researcher's navigation, beside the grammar check.
    await page.getByRole('link', { name: 'Digital editing' }).first().click();
    await page.waitForURL(/\/en\/researcher\/digital-editing$/);
    await page.getByRole('heading', { name: 'Digital editing', level: 1 }).waitFor();
    // The seeded edit is listed.
    await page.getByRole('link', { name: 'Soil microbiome survey.docx' }).waitFor();
    await assertLandmarks(page, 'digital editing page');
    await screenshot(page, `${NAME}-1-page-en`);

    // A term the British edit would otherwise change ("analyzed" → "analysed") is locked.
    await page.getByLabel('Term', { exact: true }).fill('analyzed');
    await page.getByRole('button', { name: 'Add term' }).click();
    await page.getByRole('button', { name: 'Remove analyzed' }).waitFor();

    // The style of English is required.
    const manuscript = await writeManuscript();
    await page.getByLabel('Manuscript (one .doc or .docx file)').setInputFiles(manuscript);
    await page.getByRole('button', { name: 'Edit my manuscript' }).click();
    await page.getByText('Please select your preferred type of English.').waitFor();
    await page.getByLabel('British English').check();
    await screenshot(page, `${NAME}-2-form-en`);
    await page.getByRole('button', { name: 'Edit my manuscript' }).click();

    // While it runs the row shows its step; when it ends the stream says so and the row completes by itself,
    // without waiting for the poll.
    const created = page.locator('li[data-status="processing"]', { hasText: 'digital-editing-manuscript.docx' });
    const identity = await created
      .getByRole('link')
      .getAttribute('href')
      .then((href) => href?.split('/').pop() ?? '');
    const done = await jobDoneEvent(page, identity);
    const row = page.locator('li[data-status="completed"]', { hasText: 'digital-editing-manuscript.docx' });
    await row.waitFor({ timeout: 10_000 });
    assertAskedRightAfter(asked.requestsAfter, done);
    assert.equal((await jobStepsHeard(page, identity)).at(-1), 'done:saving');
    await screenshot(page, `${NAME}-3-completed-en`);

    // The download is the manuscript as a .docx with tracked changes.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
    assert.equal(download.suggestedFilename(), 'digital-editing-manuscript (edited).docx');
    const bytes = await readFile((await download.path()) ?? '');
    const documentXml = readZipEntries(bytes)
      .find((entry) => entry.name === 'word/document.xml')
      ?.content.toString('utf8');
    assert.ok(documentXml, 'the download has word/document.xml');
    assert.match(documentXml, /<w:ins w:id="\d+" w:author="Digital Editing"/);
    assert.match(documentXml, /<w:del w:id="\d+" w:author="Digital Editing"/);
    assert.match(documentXml, /<w:delText xml:space="preserve">recieved<\/w:delText>/);
    assert.match(documentXml, /<w:t xml:space="preserve">colour<\/w:t>/);
    // The locked term is kept.
    assert.ok(documentXml.includes('analyzed'), 'the locked term is still there');
    assert.doesNotMatch(documentXml, /<w:delText[^>]*>analyzed<\/w:delText>/);
    assert.doesNotMatch(documentXml, /analysed/);

    // The edit's details, with its next steps.
    await page.getByRole('link', { name: 'digital-editing-manuscript.docx' }).click();
    await page.waitForURL(new RegExp(`/en/researcher/digital-editing/details/${identity}$`));
    await page.getByRole('link', { name: 'Order professional editing' }).waitFor();
    await assertLandmarks(page, 'details');
    await screenshot(page, `${NAME}-4-details-en`);

    // The same pages in Chinese.
    await page.goto(`/cn/researcher/digital-editing/details/${identity}`);
    await page.getByRole('link', { name: zh['digital-editing-next-professional-link'] }).waitFor();
    await screenshot(page, `${NAME}-5-details-zh`);
    await page.goto('/cn/researcher/digital-editing');
    await page.getByRole('heading', { name: zh['digital-editing-title'], level: 1 }).waitFor();
    await page.getByRole('button', { name: zh['locked-terms-add'] }).waitFor();
    await screenshot(page, `${NAME}-6-page-zh`);

    // Archiving asks first.
    await page.goto('/en/researcher/digital-editing');
    await row.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog', { name: 'Archive this edit?' }).waitFor();
    await screenshot(page, `${NAME}-7-archive-dialog-en`);
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await page.getByText('digital-editing-manuscript.docx archived').waitFor();
  });

  it('shows a researcher without a subscription the subscribe notice, and stores nothing', async () => {
    const page = await journey.newPage();
    await signIn(page, 'li.wei@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/digital-editing');
    await page.getByRole('heading', { name: 'Digital editing', level: 1 }).waitFor();
    // The load call says there is no access: the notice shows at once, in place of the upload form.
    await page.getByText('Subscribe to digital editing to upload your manuscripts.').waitFor();
    assert.equal(await page.getByLabel('Manuscript (one .doc or .docx file)').count(), 0);
    const subscribe = page.getByRole('link', { name: 'Subscribe now' });
    assert.match((await subscribe.getAttribute('href')) ?? '', /\/en\/researcher\/digital-editing\/subscribe$/);
    await screenshot(page, `${NAME}-8-subscribe-notice-en`);
    const list = (await (await page.request.get('/api/digital-edit/search')).json()) as { results: unknown[] };
    assert.deepEqual(list.results, []);
  });
});

describe('digital editing once curie is launched (ENABLED_FEATURES=…,curie_is_launched)', () => {
  const journey = setUpJourney(`${NAME}-curie`, {
    env: { ENABLED_FEATURES: 'prepay_enabled,upload_files_ui,show_express_service_options,captcha,curie_is_launched' },
  });

  it('lists the recent digital documents on /home and sends the digital-editing page to /rubriq', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/home');
    await page.getByRole('heading', { name: 'Your recent digital documents' }).waitFor();
    const recent = page.locator('.recent-documents li');
    await recent.first().waitFor();
    assert.equal(await recent.count(), 1);
    assert.match((await recent.first().textContent()) ?? '', /Soil microbiome survey\.docx.*Digital edit/);
    await screenshot(page, `${NAME}-9-home-en`);
    await page.goto('/cn/home');
    await page.getByRole('heading', { name: zh['home-recent-documents'] }).waitFor();
    await screenshot(page, `${NAME}-10-home-zh`);
    await page.goto('/en/researcher/digital-editing');
    await page.waitForURL(/\/en\/rubriq/);
  });
});
