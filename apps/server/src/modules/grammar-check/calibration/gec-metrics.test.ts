import { describe, expect, it } from 'vitest';
import { corpusGleu, editAgreements, gleuOf, gleuStatistics, tokenise } from './gec-metrics.ts';

describe('GLEU (the JFLEG method)', () => {
  const source = 'The results shows a clear trend .';
  const reference = 'The results show a clear trend .';

  it('gives 100 to the reference itself and less to the unchanged source', () => {
    expect(corpusGleu([{ source, hypothesis: reference, references: [reference] }])).toBeCloseTo(100, 6);
    const long = 'In every plot of the second field the results shows a clear trend over the two years .';
    const unchanged = corpusGleu([{ source: long, hypothesis: long, references: [long.replace('shows', 'show')] }]);
    expect(unchanged).toBeGreaterThan(0);
    expect(unchanged).toBeLessThan(100);
  });

  it('penalises n-grams kept from the source that the reference removed', () => {
    const [s, h, r] = [tokenise(source), tokenise(source), tokenise(reference)];
    const statistics = gleuStatistics(s, h, r);
    // Unigrams: 6 of 7 are in the reference, and "shows", which the reference dropped, counts against.
    expect(statistics.slice(0, 4)).toEqual([7, 7, 5, 7]);
    expect(gleuOf(statistics)).toBeLessThan(gleuOf(gleuStatistics(s, r, r)));
  });

  it('draws one reference per sentence, so a hypothesis matching one of two scores between', () => {
    const other = 'The results showed a clear trend .';
    const score = corpusGleu([{ source, hypothesis: reference, references: [reference, other] }]);
    expect(score).toBeGreaterThan(40);
    expect(score).toBeLessThan(100);
  });
});

describe('edits against references', () => {
  it('tells an edit a reference makes from one at a place a reference edits differently', () => {
    const source = 'We have used a informal interview.';
    const agreements = editAgreements(source, 'We have used an informal interview.', [
      'We used an informal interview.',
      'We used informal interviews.',
    ]);
    expect(agreements.map((a) => [a.edit.learner, a.edit.corrected, a.isExact, a.isSamePlace])).toEqual([
      ['a', 'an', true, true],
    ]);
    const elsewhere = editAgreements(source, 'We have used a formal interview.', ['We used an informal interview.']);
    expect(elsewhere.map((a) => [a.isExact, a.isSamePlace])).toEqual([[false, false]]);
  });
});
