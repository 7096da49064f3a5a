import { describe, expect, it } from 'vitest';
import { lockedTermSpans, normaliseLockedTerm, touchesLockedTerm } from './locked-terms.ts';

describe('locked terms', () => {
  it('finds whole words and phrases in any case, not parts of words', () => {
    const text = 'The colour of Colour-Index cells; discolour is not a term. BRCA1 and brca1 (p53).';
    expect(lockedTermSpans(text, ['colour']).map((s) => text.slice(s.start, s.end))).toEqual(['colour', 'Colour']);
    expect(lockedTermSpans(text, ['BRCA1', 'p53']).map((s) => text.slice(s.start, s.end))).toEqual(['BRCA1', 'brca1', 'p53']);
    expect(lockedTermSpans('a Colour   Index here', ['colour index']).map((s) => [s.start, s.end])).toEqual([[2, 16]]);
  });

  it('treats regular-expression characters literally', () => {
    expect(lockedTermSpans('C++ and C+ and (a.b)', ['C++', '(a.b)'])).toEqual([
      { start: 0, end: 3 },
      { start: 15, end: 20 },
    ]);
  });

  it('tells a span that overlaps a term, or an insertion inside it', () => {
    const spans = [{ start: 4, end: 10 }];
    expect(touchesLockedTerm(spans, 0, 4)).toBe(false);
    expect(touchesLockedTerm(spans, 9, 12)).toBe(true);
    expect(touchesLockedTerm(spans, 6, 6)).toBe(true);
    expect(touchesLockedTerm(spans, 10, 10)).toBe(false);
  });

  it('stores a term trimmed with single spaces', () => {
    expect(normaliseLockedTerm('  Colour \t Index ')).toBe('Colour Index');
  });
});
