import { describe, expect, it } from 'vitest';
import { correctionsOf } from './corrections.ts';
import { dialectSpelling } from './dialect.ts';

describe('the spelling table of the two styles of English', () => {
  it('turns American spellings British and British spellings American, in the word’s case', () => {
    expect(
      ['analyzed', 'Color', 'CENTER', 'modeling', 'hemoglobin', 'randomization'].map((w) => dialectSpelling(w, 'british')),
    ).toEqual(['analysed', 'Colour', 'CENTRE', 'modelling', 'haemoglobin', 'randomisation']);
    expect(
      ['analysed', 'Colour', 'centre', 'labelled', 'oestrogen', 'organisation'].map((w) => dialectSpelling(w, 'american')),
    ).toEqual(['analyzed', 'Color', 'center', 'labeled', 'estrogen', 'organization']);
  });

  it('leaves words of the chosen style and words whose spellings mean different things', () => {
    for (const word of [
      'colour',
      'analysed',
      'programme',
      'program',
      'meter',
      'metre',
      'practise',
      'licence',
      'analyses',
      'humoral',
      'oral',
    ])
      expect(dialectSpelling(word, 'british'), word).toBeNull();
    for (const word of ['color', 'analyzed', 'analyses', 'total']) expect(dialectSpelling(word, 'american'), word).toBeNull();
  });

  it('never corrects a locked term, a URL, a DOI or a gene name', () => {
    const text = 'The color of BRCA1 cells (see https://example.org/color and doi:10.1000/color1) was analyzed.';
    const corrections = correctionsOf(text, [], { style: 'british', lockedTerms: ['analyzed'], frequency: new Map(), fixed: [] });
    expect(corrections.map((c) => [text.slice(c.start, c.end), c.text])).toEqual([['color', 'colour']]);
  });
});
