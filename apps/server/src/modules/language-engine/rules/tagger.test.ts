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
});
