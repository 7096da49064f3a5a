import { describe, it } from 'vitest';
import { adverbSpliceLints } from './adverb-splice.ts';
import { expectRule } from './rule-test-support.ts';

describe('two sentences joined by a comma and a linking adverb', () => {
  it('suggests a semicolon before "however", "therefore" and their kind between two main clauses', () => {
    expectRule(
      adverbSpliceLints,
      [
        ['The soil was dry, therefore, we irrigated it twice.', [',', 'replace', ';']],
        ['The model fits well, however, it overestimates the peaks.', [',', 'replace', ';']],
        ['We measured the flow, however, the sensor failed twice.', [',', 'replace', ';']],
        ['Yields increased in 2020, moreover, their quality improved.', [',', 'replace', ';']],
      ],
      [
        'The results, however, were not significant.',
        'The yield increased, thus confirming the model.',
        'Although the soil was dry, however, the plants grew.',
        'The model fits well; however, it overestimates the peaks.',
      ],
    );
  });
});
