import { describe, expect, it } from 'vitest';
import { corpusBleu, corpusChrf, tokenise13a } from './mt-metrics.ts';

// sacrebleu's README example (its documented output: BLEU = 48.53 82.4/50.0/45.5/37.5, BP = 0.943,
// hyp_len = 17, ref_len = 18; chrF2 = 59.73).
const SYSTEM = ['The dog bit the man.', "It wasn't surprising.", 'The man had just bitten him.'];
const REFERENCES = [
  ['The dog bit the man.', 'It was not unexpected.', 'The man bit him first.'],
  ['The dog had bit the man.', 'No one was surprised.', 'The man had bitten the dog.'],
];

describe('13a tokenisation', () => {
  it('splits punctuation off words, keeps decimal points and apostrophes inside, splits a dash after a digit', () => {
    expect(tokenise13a("It wasn't 3.5-fold (p<0.05), e.g. A/B.")).toEqual([
      'It',
      "wasn't",
      '3.5',
      '-',
      'fold',
      '(',
      'p',
      '<',
      '0.05',
      ')',
      ',',
      'e',
      '.',
      'g',
      '.',
      'A',
      '/',
      'B',
      '.',
    ]);
  });
});

describe('BLEU as sacrebleu computes it', () => {
  it('gives sacrebleu’s documented figures on its README example', () => {
    const bleu = corpusBleu(SYSTEM, REFERENCES);
    expect(bleu.score).toBeCloseTo(48.53, 2);
    expect(bleu.precisions.map((p) => Number(p.toFixed(1)))).toEqual([82.4, 50, 45.5, 37.5]);
    expect(bleu.brevityPenalty).toBeCloseTo(0.943, 3);
    expect([bleu.hypothesisLength, bleu.referenceLength]).toEqual([17, 18]);
  });

  it('matches hand-worked examples', () => {
    // 4/5, 3/4, 2/3, 1/2 matches, equal lengths: (0.8 · 0.75 · 2/3 · 0.5)^(1/4) = 0.2^(1/4).
    expect(corpusBleu(['a b c d e'], [['a b c d f']]).score).toBeCloseTo(100 * 0.2 ** 0.25, 10);
    // No 4-gram in a three-word hypothesis: BLEU is 0 without effective order.
    expect(corpusBleu(['the cat sat'], [['the cat sat on the mat']]).score).toBeCloseTo(0, 10);
    // 3/3 unigrams; no bigram match of 2: exp smoothing gives 1 / (2 · 2); no trigram match of 1: 1 / (4 · 1);
    // no 4-gram at all: 0.
    expect(corpusBleu(['b a c'], [['a b c']]).precisions).toEqual([100, 25, 25, 0]);
    expect(corpusBleu(['x y z w'], [['x y z w']]).score).toBeCloseTo(100, 10);
  });
});

describe('chrF as sacrebleu computes it', () => {
  it('gives sacrebleu’s documented figure on its README example, and the Hugging Face metric card’s', () => {
    expect(corpusChrf(SYSTEM, REFERENCES)).toBeCloseTo(59.73, 2);
    expect(
      corpusChrf(
        ['The relationship between Obama and Netanyahu is not exactly friendly.'],
        [['The ties between Obama and Netanyahu are not particularly friendly.']],
      ),
    ).toBeCloseTo(61.576379378113785, 10);
    expect(
      corpusChrf(
        [
          'The relationship between cats and dogs is not exactly friendly.',
          'a good bookshop is just a genteel black hole that knows how to read.',
        ],
        [
          [
            'The relationship between dogs and cats is not exactly friendly.',
            'A good bookshop is just a genteel Black Hole that knows how to read.',
          ],
        ],
      ),
    ).toBeCloseTo(84.64214891738334, 10);
  });

  it('matches a hand-worked example: whitespace removed, orders without n-grams left out', () => {
    // "a b" against "abc": unigrams P 2/2 R 2/3, bigrams P 1/1 R 1/2, no trigram in the hypothesis.
    // P = 1, R = 7/12, F2 = 5 · P · R / (4P + R) = 35/55.
    expect(corpusChrf(['a b'], [['abc']])).toBeCloseTo((100 * 35) / 55, 10);
    expect(corpusChrf(['same text'], [['same text']])).toBeCloseTo(100, 10);
    expect(corpusChrf(['xyz'], [['abc']])).toBe(0);
  });
});
