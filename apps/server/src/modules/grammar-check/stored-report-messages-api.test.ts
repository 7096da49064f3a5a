import type { TGrammarCheckDetailsResponse } from '@portal/domain/api/grammar-check';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { fill, webCatalogue } from '../../../test/fixtures/grammar-check/catalogues.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';

const SENTENCE = 'Moreover the results shows that i recieved the the samples alot of times , and this is is all.';

/** A passage on `text` (its first place in SENTENCE) as a check stored it before messages had keys. */
function oldPassage(text: string, category: string, message: string, suggestions: unknown[], from = 0) {
  const start = SENTENCE.indexOf(text, from);
  return {
    paragraph: 0,
    start,
    end: start + text.length,
    context: SENTENCE,
    contextStart: 0,
    text,
    category,
    message,
    suggestions,
  };
}

/**
 * Findings as reports stored them before harper's messages had keys: harper's English (Markdown in the oldest),
 * suggestions as strings in the oldest and with kinds later, and a finding of the portal's own rules with its key.
 */
const OLD_PASSAGES = [
  oldPassage('Moreover', 'punctuation', 'Discourse markers at the beginning of a sentence should be followed by a comma.', [
    { kind: 'insert', text: ',' },
  ]),
  oldPassage('shows', 'grammarMechanics', 'Make the verb agree with its subject.', [{ kind: 'replace', text: 'show' }]),
  oldPassage('i', 'consistencySpellingTypos', 'The first-person singular subject pronoun must be capitalized.', ['I'], 30),
  oldPassage('recieved', 'consistencySpellingTypos', 'Did you mean to spell `recieved` this way?', ['received']),
  oldPassage(' the', 'grammarMechanics', '**the** is written twice.', ['']),
  oldPassage('alot', 'consistencySpellingTypos', '“a lot” should be written as two words.', [{ kind: 'replace', text: 'a lot' }]),
  oldPassage(' ,', 'punctuation', "Don't use a space before a comma.", [{ kind: 'delete', text: '' }]),
  oldPassage('is is', 'grammarMechanics', 'Did you mean to repeat this word?', [{ kind: 'replace', text: 'is' }]),
  oldPassage('all', 'wordChoice', 'Consider a more *precise* word.', []),
  {
    ...oldPassage('samples', 'grammarMechanics', 'An own rule’s message.', []),
    messageKey: 'article-sound',
    messageValues: { article: 'a', word: 'samples' },
  },
];

/** The message the report page shows for a passage in a language (flagged-passage.tsx). */
function shownMessage(passage: TGrammarCheckDetailsResponse['passages'][number], language: string): string {
  const catalogue = webCatalogue(language);
  const text = catalogue[`grammar-check-rule-${passage.messageKey}`];
  expect(text, `${passage.text}: ${passage.messageKey}`).toBeTypeOf('string');
  return fill(text ?? '', passage.messageValues ?? {});
}

describe.each(BACKENDS)('a grammar report stored before messages had keys, on %s', (backend) => {
  const t = withTestApp(backend);

  it('reads in the page language like a new report, its findings worded from what was stored', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const [row] = await t.db
      .insert(languageAssessments)
      .values({
        userId: user.id,
        name: 'old-report.docx',
        storedName: 'old-report.docx',
        size: 1000,
        sha256: 'a'.repeat(64),
        status: 'completed',
        scoreStatus: 'completed',
        errorCountStatus: 'completed',
        score: 6.2,
        errorCounts: { consistencySpellingTypos: 3, grammarMechanics: 4, phrasing: 0, punctuation: 2, wordChoice: 1 },
        // The stored JSON as it was: the columns' type is today's, so the old shape goes in as it was written.
        flaggedPassages: OLD_PASSAGES as never,
        wordCount: 500,
        percentile: 40,
        completedAt: new Date(),
      })
      .returning({ identity: languageAssessments.identity });
    const response = await inject(t.app, { url: `/api/grammar-check/${row?.identity}`, session });
    expect(response.statusCode, response.body).toBe(200);
    const { passages } = response.json() as TGrammarCheckDetailsResponse;
    expect(passages.map((passage) => [passage.text, passage.messageKey])).toEqual([
      ['Moreover', 'harper-discourse-marker'],
      ['shows', 'harper-kind-agreement'],
      ['i', 'harper-kind-capitalization'],
      ['recieved', 'harper-kind-spelling'],
      [' the', 'harper-delete'],
      ['alot', 'harper-kind-boundary-error'],
      [' ,', 'harper-delete'],
      ['is is', 'harper-repeated-word'],
      // No suggestion and nothing in the message to tell its kind: its category's message, as a new check gives.
      ['all', 'harper-category-wordChoice'],
      ['samples', 'article-sound'],
    ]);
    expect(passages.find((passage) => passage.text === 'i')?.suggestions).toEqual([{ kind: 'replace', text: 'I' }]);
    expect(passages.find((passage) => passage.text === ' the')?.suggestions).toEqual([{ kind: 'delete', text: '' }]);

    const english = passages.map((passage) => shownMessage(passage, 'en'));
    expect(english).toContain('“shows” does not agree with its subject: write “show”.');
    expect(english).toContain('Check the spelling of “recieved”: perhaps “received”.');
    expect(english).toContain('When “Moreover” opens a sentence, put a comma after it.');
    for (const message of english) expect(message).not.toMatch(/[`*]|\{\{/);

    for (const [index, passage] of passages.entries()) {
      const japanese = shownMessage(passage, 'ja');
      expect(japanese, passage.text).not.toMatch(/[`*]|\{\{/);
      expect(japanese, passage.text).not.toBe(english[index]);
      // What is left once the researcher's words and the suggestions (quoted) are taken out is Japanese.
      const message = fill(
        webCatalogue('ja')[`grammar-check-rule-${passage.messageKey}`] ?? '',
        Object.fromEntries(Object.keys(passage.messageValues ?? {}).map((name) => [name, ''])),
      ).replace(/“[^”]*”|「[^」]*」/g, '');
      expect(message, passage.messageKey).not.toMatch(/[A-Za-z]/);
    }
  });
});
