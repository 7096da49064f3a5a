import { describe, expect, it } from 'vitest';
import { isScientificTerm, scientificLexicon } from './lexicon.ts';

describe('the scientific lexicon', () => {
  it('knows terms of chemistry, biology and the earth sciences that harper lacks', () => {
    for (const term of ['aliphatic', 'benzylic', 'aldehydes', 'acetonitrile', 'chemisorption', 'headspace', 'gravimetric']) {
      expect(isScientificTerm(term), term).toBe(true);
    }
    expect(scientificLexicon().size).toBeGreaterThan(300_000);
  });

  it('accepts a known stem with a suffix of chemistry or biology, and the British spelling of a term in -ize', () => {
    expect(isScientificTerm('pyridinic')).toBe(true);
    expect(isScientificTerm('Pyridinic')).toBe(true);
    expect(isScientificTerm('functionalised')).toBe(true);
  });

  it('does not hide common misspellings', () => {
    for (const slip of [
      'recieved',
      'seperate',
      'accomodate',
      'publically',
      'occured',
      'definately',
      'successfull',
      'informations',
    ]) {
      expect(isScientificTerm(slip), slip).toBe(false);
    }
  });
});
