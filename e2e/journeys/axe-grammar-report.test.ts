import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { AXE_LANGUAGES, openScreen, seriousViolations } from '../support/axe.ts';
import { UI_TIMEOUT_MS } from '../support/browser.ts';
import { buildDocx, englishParagraphs } from '../support/docx.ts';
import { checkManuscriptThroughApi } from '../support/grammar-check.ts';
import { setUpJourney } from '../support/journey.ts';

/** Learner errors of each kind the report shows inline: a replacement, a deletion, an insertion. */
const LEARNER_PARAGRAPH =
  'Moreover the soil samples was dried at 60 °C. We could of measured the the carbon content every week, and i think the results shows a clear trend.';

/**
 * The grammar report (its findings in their sentences, the accept boxes and the "accept suggestions" panel),
 * scanned as axe-routes.test.ts scans the other screens: in every language, on a desktop and a phone, with two
 * suggestions ticked so that the panel's count (a live region) has changed.
 */
describe('accessibility: the grammar report with ticked suggestions has no serious violation', () => {
  const journey = setUpJourney('axe-grammar-report');
  let identity = '';

  it("checks alice's manuscript, so that the report has findings", async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const content = buildDocx(['Introduction', LEARNER_PARAGRAPH, ...englishParagraphs(400, 11)]);
    identity = await checkManuscriptThroughApi(page, 'soil-paper.docx', content);
    await page.context().close();
  });

  for (const device of ['desktop', 'phone'] as const) {
    it(`the report in every language (${device})`, async () => {
      const found: string[] = [];
      const page = await journey.newPage({ device });
      await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
      for (const lang of AXE_LANGUAGES) {
        const route = `/${lang}/researcher/grammar-check/details/${identity}`;
        await openScreen(page, route);
        await page.getByTestId('grammar-score').waitFor({ timeout: UI_TIMEOUT_MS });
        const boxes = page.locator('.grammar-passage__accept input[type="checkbox"]');
        await boxes.first().waitFor({ timeout: UI_TIMEOUT_MS });
        assert.ok((await page.locator('.grammar-passage').count()) >= 3, `${route}: findings on the report`);
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        await page.getByTestId('grammar-accept-count').filter({ hasText: '2' }).waitFor({ timeout: UI_TIMEOUT_MS });
        for (const violation of await seriousViolations(page)) found.push(`${route} (${device}): ${violation}`);
      }
      await page.context().close();
      assert.deepEqual(found, [], `serious or critical violations:\n${found.join('\n')}`);
    });
  }
});
