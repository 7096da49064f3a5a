import { beforeAll, describe, expect, it } from 'vitest';
import { fill, webCatalogue } from '../../../test/fixtures/grammar-check/catalogues.ts';
import { assessParagraphs } from './assess-text.ts';
import { createDocumentChecker } from './check-document.ts';

let checker: Awaited<ReturnType<typeof createDocumentChecker>>;

beforeAll(async () => {
  checker = await createDocumentChecker();
}, 60_000);

/** A learner's abstract with findings of harper's rules of several kinds and of the portal's own. */
const SAMPLE = [
  'Moreover the samples was dried at 60 °C. We could of measured the the carbon content everyday, and their is a trend.',
  'i think the results shows a clear effect. We want learn more about the soil. This is is important for the model.',
];

describe('the report of a manuscript in the page language', () => {
  it.each(['ja', 'zh'])('shows no English message text on a %s page', async (language) => {
    const catalogue = webCatalogue(language);
    const { passages } = await assessParagraphs(
      SAMPLE.map((text) => ({ text })),
      checker.lint,
    );
    expect(passages.filter((passage) => passage.messageKey?.startsWith('harper-')).length).toBeGreaterThanOrEqual(5);
    for (const passage of passages) {
      const text = catalogue[`grammar-check-rule-${passage.messageKey}`];
      expect(text, `${passage.text}: ${passage.messageKey}`).toBeTypeOf('string');
      // What is left once the researcher's own words, the suggestions and quoted English words (“to”) are taken
      // out is the message.
      const message = fill(
        text ?? '',
        Object.fromEntries(Object.keys(passage.messageValues ?? {}).map((name) => [name, ''])),
      ).replace(/“[^”]*”|「[^」]*」/g, '');
      expect(message, passage.messageKey).not.toMatch(/[A-Za-z`]/);
    }
  });
});
