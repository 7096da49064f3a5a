import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, registerInUnitedStates, signIn } from '../support/actions.ts';
import { assertLandmarks, screenshot } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { buildDocx, englishParagraphs } from '../support/docx.ts';
import { checkManuscriptThroughApi } from '../support/grammar-check.ts';
import { setUpJourney } from '../support/journey.ts';
import { readZipEntries } from '../support/zip.ts';

const NAME = 'grammar-report';
const ja = loadCatalogue('ja');

/** A short paper with learner errors harper and the portal's own rules both find. */
const LEARNER_PARAGRAPH =
  'Moreover the soil samples was dried at 60 °C. We could of measured the the carbon content every week, and i think the results shows a clear trend.';

/** Checks a manuscript through the API and opens its report. */
async function reportOf(page: Page, lang: 'en' | 'jp'): Promise<string> {
  const content = buildDocx(['Introduction', LEARNER_PARAGRAPH, ...englishParagraphs(400, 11)]);
  const identity = await checkManuscriptThroughApi(page, 'soil-paper.docx', content);
  await page.goto(`/${lang}/researcher/grammar-check/details/${identity}`);
  await page.getByTestId('grammar-score').waitFor();
  return identity;
}

/** The messages of the report with quoted words (the author's, the suggestions) taken out. */
async function messageTextsWithoutQuotes(page: Page): Promise<string[]> {
  const messages = await page.locator('.grammar-report__message').allTextContents();
  return messages.map((message) => message.replace(/“[^”]*”|「[^」]*」|«[^»]*»/g, ''));
}

describe('grammar report: findings in their sentences, in the page language, and accepted into the manuscript', () => {
  const journey = setUpJourney(NAME);

  it('shows each suggestion applied in its sentence and downloads the ticked ones as tracked changes', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await reportOf(page, 'en');

    // "samples was": the verb struck through and its correction inserted, said in words too.
    const was = page.locator('.grammar-passage').filter({ has: page.locator('del', { hasText: 'was' }) });
    await was.locator('ins', { hasText: 'were' }).waitFor();
    await was.getByText('Replace “was” with “were”.').waitFor();
    // "the the": the doubled word struck through, said without its space.
    await page.getByText('Delete “the”.').waitFor();
    // "Moreover": kept, with the comma inserted after it (not put in its place).
    const moreover = page
      .locator('.grammar-passage')
      .filter({ has: page.locator('.grammar-passage__kept', { hasText: 'Moreover' }) });
    await moreover.locator('ins', { hasText: ',' }).waitFor();
    await moreover.getByText('Insert “,” after “Moreover”.').waitFor();
    assert.equal(await page.getByText('`').count(), 0, 'no Markdown in the messages');
    await assertLandmarks(page, 'report');
    await screenshot(page, `${NAME}-1-report-en`);

    // Tick two suggestions and download the manuscript with just those as tracked changes.
    await was.getByLabel('Accept this suggestion').check();
    await moreover.getByLabel('Accept this suggestion').check();
    await page.getByTestId('grammar-accept-count').filter({ hasText: '2 suggestions accepted' }).waitFor();
    await page.getByRole('heading', { name: 'Take the suggestions into your manuscript' }).scrollIntoViewIfNeeded();
    await screenshot(page, `${NAME}-2-accepted-en`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download with the accepted suggestions (.docx)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'soil-paper (accepted suggestions).docx');
    const documentXml = readZipEntries(await readFile((await download.path()) ?? ''))
      .find((entry) => entry.name === 'word/document.xml')
      ?.content.toString('utf8');
    assert.ok(documentXml);
    assert.equal(documentXml.match(/<w:ins /g)?.length, 2, 'two insertions: "were" and ","');
    assert.match(documentXml, /<w:delText xml:space="preserve">was<\/w:delText>/);
    // What was not ticked ("could of", "the the", "i") is left as it was.
    assert.equal(documentXml.match(/<w:del /g)?.length, 1);

    // The digital editing page points back to the report whose suggestions were ticked, kept in this browser.
    const reportUrl = page.url();
    await page.goto('/en/researcher/digital-editing');
    const kept = page.getByRole('link', { name: '2 suggestions in “soil-paper.docx”: download your manuscript with them' });
    await kept.waitFor();
    await screenshot(page, `${NAME}-2b-kept-en`);
    await kept.click();
    await page.waitForURL(reportUrl);
    await page.getByTestId('grammar-accept-count').filter({ hasText: '2 suggestions accepted' }).waitFor();

    // On a phone.
    const phone = await journey.newPage({ device: 'phone' });
    await signIn(phone, 'alice@demo.test', DEMO_PASSWORD);
    await reportOf(phone, 'en');
    await phone.locator('.grammar-passage').first().scrollIntoViewIfNeeded();
    await screenshot(phone, `${NAME}-3-report-phone-en`);
  });

  it('reads the report in Japanese with no English message text, on a desktop and a phone', async () => {
    for (const device of ['desktop', 'phone'] as const) {
      const page = await journey.newPage({ device });
      await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
      await reportOf(page, 'jp');
      await page.getByRole('heading', { name: ja['grammar-check-passages-heading'] }).waitFor();
      const messages = await messageTextsWithoutQuotes(page);
      assert.ok(messages.length >= 5, `${messages.length} messages`);
      for (const message of messages) assert.doesNotMatch(message, /[A-Za-z]/, message);
      await page
        .getByLabel(ja['grammar-check-accept'] ?? '')
        .first()
        .waitFor();
      await page.locator('.grammar-passage').first().scrollIntoViewIfNeeded();
      await screenshot(page, `${NAME}-4-report-${device}-ja`);
    }
  });

  it('offers digital editing to a researcher without it who accepts a suggestion', async () => {
    const page = await journey.newPage();
    await registerInUnitedStates(page, {
      emailPrefix: 'grammar-report',
      password: DEMO_PASSWORD,
      firstName: 'Rui',
      lastName: 'Sato',
    });
    await reportOf(page, 'en');
    await page.getByLabel('Accept this suggestion').first().check();
    await page.getByRole('button', { name: 'Download with the accepted suggestions (.docx)' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Taking suggestions into your manuscript is part of digital editing.' })
      .waitFor();
    const subscribe = page.getByRole('link', { name: 'Subscribe to digital editing' });
    await screenshot(page, `${NAME}-5-upsell-en`);
    await subscribe.click();
    await page.waitForURL(/\/en\/researcher\/digital-editing\/subscribe$/);
    // Back on the report (after subscribing, or not), the tick is where it was left.
    await page.goBack();
    await page.getByTestId('grammar-accept-count').filter({ hasText: '1 suggestion accepted' }).waitFor();
    assert.equal(await page.getByLabel('Accept this suggestion').first().isChecked(), true);
  });
});
