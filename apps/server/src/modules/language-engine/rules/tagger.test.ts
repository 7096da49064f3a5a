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

  it('reads a noun the model takes for a verb after a determiner as a noun, and leaves verbs where a verb can stand', () => {
    const posOf = (text: string, word: string) => tag(text)[0]?.find((token) => token.lower === word)?.pos;
    expect(posOf('This finding is in line with earlier work.', 'finding')).toBe('NOUN');
    expect(posOf('Their writing improved more than expected.', 'writing')).toBe('NOUN');
    expect(posOf('Counts were made along the transect, and the plots were mapped.', 'transect')).toBe('NOUN');
    expect(posOf('We thank the archive for their help with the maps.', 'help')).toBe('NOUN');
    expect(posOf('Cracks initiated at the weld toe and propagated.', 'weld')).toBe('NOUN');
    expect(posOf('Pain decreased, however sleep quality did not improve.', 'sleep')).toBe('NOUN');
    expect(posOf('We thank the reviewer for this comment.', 'comment')).toBe('NOUN');
    expect(posOf('We let her go home early.', 'go')).toBe('VERB');
    expect(posOf('The matrix is symmetric if A equals its transpose.', 'equals')).toBe('VERB');
    expect(posOf('This allows us to measure the rate.', 'allows')).toBe('VERB');
    expect(posOf('The estimated effect was larger.', 'estimated')).toBe('VERB');
    expect(posOf('We counted the cells that express the marker.', 'express')).toBe('VERB');
  });
});
