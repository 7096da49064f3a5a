import { describe, expect, it } from 'vitest';
import { inlineChangeOf, reportPageOf, reportSectionsOf, suggestionsShown } from './report-view.ts';

const errorCount = { consistencySpellingTypos: 2, grammarMechanics: 1, phrasing: 0, punctuation: 3, wordChoice: 1 };
const scored = {
  score: 7.2,
  scoreStatus: 'completed' as const,
  errorCountStatus: 'completed' as const,
  errorCount,
  percentile: 81,
};

describe('the Language Quality Report', () => {
  it('shows the score, its error chart and the next steps once the score is complete', () => {
    expect(reportSectionsOf(scored)).toEqual({ isScored: true, errorCount });
  });

  it('shows nothing of the score, the error chart or the next steps until the score is complete', () => {
    for (const scoreStatus of ['processing', 'failed', 'skipped'] as const) {
      expect(reportSectionsOf({ ...scored, scoreStatus })).toEqual({ isScored: false, errorCount: null });
    }
    expect(reportSectionsOf({ ...scored, score: null })).toEqual({ isScored: false, errorCount: null });
  });

  it('leaves the error chart out when the error count was skipped or has not come, the score still shown', () => {
    expect(reportSectionsOf({ ...scored, errorCountStatus: 'skipped' })).toEqual({ isScored: true, errorCount: null });
    expect(reportSectionsOf({ ...scored, errorCountStatus: 'processing', errorCount: null })).toEqual({
      isScored: true,
      errorCount: null,
    });
  });

  it('waits while the assessment loads, and goes back to the list when it is not found', () => {
    expect(reportPageOf({ isPending: true, isError: false, data: undefined })).toEqual({ kind: 'loading' });
    expect(reportPageOf({ isPending: false, isError: true, data: undefined })).toEqual({ kind: 'back-to-list' });
    expect(reportPageOf({ isPending: false, isError: false, data: null })).toEqual({ kind: 'back-to-list' });
    expect(reportPageOf({ isPending: false, isError: false, data: { id: 'a' } })).toEqual({ kind: 'report', data: { id: 'a' } });
  });
});

describe("a flagged passage's suggestions", () => {
  it('shows a replacement as it is, an insertion after the flagged words, and a deletion as the words to delete', () => {
    expect(suggestionsShown({ text: 'Moreover', suggestions: [{ kind: 'insert', text: ',' }] })).toEqual([
      { text: 'Moreover,', isDeletion: false },
    ]);
    expect(suggestionsShown({ text: 'want', suggestions: [{ kind: 'insert', text: ' to' }] })).toEqual([
      { text: 'want to', isDeletion: false },
    ]);
    expect(
      suggestionsShown({
        text: 'recieved',
        suggestions: [
          { kind: 'replace', text: 'received' },
          { kind: 'delete', text: '' },
        ],
      }),
    ).toEqual([
      { text: 'received', isDeletion: false },
      { text: 'recieved', isDeletion: true },
    ]);
  });
});

describe("a flagged passage's sentence with its suggestion applied", () => {
  const passage = {
    context: 'The results shows a trend.',
    contextStart: 10,
    start: 22,
    end: 27,
    text: 'shows',
  };

  it('strikes the flagged words through and puts the replacement after them', () => {
    expect(inlineChangeOf({ ...passage, suggestions: [{ kind: 'replace', text: 'show' }] })).toEqual({
      before: 'The results ',
      flagged: 'shows',
      kind: 'replace',
      suggestion: 'show',
      after: ' a trend.',
    });
  });

  it('keeps the flagged words of an insertion and adds the inserted text after them', () => {
    const moreover = { context: 'Moreover the test failed.', contextStart: 0, start: 0, end: 8, text: 'Moreover' };
    expect(inlineChangeOf({ ...moreover, suggestions: [{ kind: 'insert', text: ',' }] })).toMatchObject({
      flagged: 'Moreover',
      kind: 'insert',
      suggestion: ',',
      after: ' the test failed.',
    });
  });

  it('strikes a deletion through with nothing inserted, and marks a passage with no suggestion', () => {
    expect(inlineChangeOf({ ...passage, suggestions: [{ kind: 'delete', text: '' }] })).toMatchObject({
      kind: 'delete',
      suggestion: '',
    });
    expect(inlineChangeOf({ ...passage, suggestions: [] })).toMatchObject({ kind: 'none', flagged: 'shows' });
  });
});
