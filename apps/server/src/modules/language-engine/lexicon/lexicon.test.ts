import { describe, expect, it } from 'vitest';
import { isCombiningFormCompound, isScientificTerm, nounOfVerbForm, scientificLexicon } from './lexicon.ts';

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

  it('accepts a neoclassical compound: a combining form in -o or -i whose stem makes a known word, and a term', () => {
    const known = new Set(['sorption', 'physical', 'resistance', 'magnetic', 'immune', 'blotting']);
    const isKnown = (part: string) => known.has(part);
    expect(isCombiningFormCompound('physisorption', isKnown)).toBe(true);
    expect(isCombiningFormCompound('magnetoresistance', isKnown)).toBe(true);
    expect(isCombiningFormCompound('immunoblotting', isKnown)).toBe(true);
    // "also" + "resistance": "als" makes no known word with -ic, -ical, -al, -e or -y.
    expect(isCombiningFormCompound('alsoresistance', isKnown)).toBe(false);
    expect(isScientificTerm('magnetoresistivity')).toBe(true);
  });

  it('accepts a verb form of a compound whose noun is a term, and not a slip of such a verb', () => {
    expect(nounOfVerbForm('physisorbed')).toBe('physisorption');
    expect(nounOfVerbForm('photoreduced')).toBe('photoreduction');
    expect(nounOfVerbForm('absorbing')).toBe('absorption');
    expect(nounOfVerbForm('analysed')).toBeNull();
    for (const term of ['physisorbed', 'physisorbs', 'Physisorbing', 'chemisorbed'])
      expect(isScientificTerm(term), term).toBe(true);
    for (const slip of ['physisorbd', 'phisysorbed', 'reduceed', 'recieved', 'desribed'])
      expect(isScientificTerm(slip), slip).toBe(false);
  });

  it('holds terms of the widened suffixes and short words of the general dictionaries', () => {
    for (const term of ['biosorption', 'fluorophores', 'aptamers', 'pyranometer', 'maxillectomy', 'diel', 'cloze']) {
      expect(scientificLexicon().has(term), term).toBe(true);
    }
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
