import { describe, expect, it } from 'vitest';
import { createTagger } from './tagger.ts';

const tag = createTagger();

describe('the tagger', () => {
  it('tags a "cannot" that ends a clause, for which wink-nlp has no lemma, instead of failing on it', () => {
    const [tokens] = tag('If it cannot, the upload is refused.');
    expect(tokens?.map((token) => [token.text, token.lemma]).slice(0, 4)).toEqual([
      ['If', 'if'],
      ['it', 'it'],
      ['cannot', 'cannot'],
      [',', ','],
    ]);
    expect(tag('We cannot.')[0]?.map((token) => token.lower)).toEqual(['we', 'cannot', '.']);
  });

  it('keeps a sentence whole across the stop of "et al."', () => {
    expect(tag('The protocol was adapted from Silva et al. (2014) to fit the lambs.')).toHaveLength(1);
    expect(tag('As Silva et al. reported, the effect is small.')).toHaveLength(1);
    expect(tag('This was described by Silva et al. In our study, it was not.')).toHaveLength(2);
    expect(tag('Fig. 5 compares the two models. Eq. 3 gives the rate.')).toHaveLength(2);
  });

  it('reads "later" and "earlier" before a noun as adjectives ("after later cycles"), and elsewhere as adverbs', () => {
    const posOf = (text: string, word: string) => tag(text)[0]?.find((token) => token.lower === word)?.pos;
    expect(posOf('Pulses after later cycles were smaller.', 'later')).toBe('ADJ');
    expect(posOf('Unlike earlier surveys, we sampled in winter.', 'earlier')).toBe('ADJ');
    expect(posOf('Unlike earlier surveys, we sampled in winter.', 'surveys')).toBe('NOUN');
    expect(posOf('The samples were analysed later.', 'later')).toBe('ADV');
    expect(posOf('Two weeks later, the plots were sampled again.', 'later')).toBe('ADV');
  });
});
