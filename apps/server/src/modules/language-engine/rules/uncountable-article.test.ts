import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { uncountableArticleLints } from './uncountable-article.ts';

describe('"a" before an uncountable noun', () => {
  it('deletes "a"/"an" before an uncountable noun that ends its phrase', () => {
    expectRule(
      uncountableArticleLints,
      [
        ['The survey gave us an important evidence.', ['an', 'delete', '']],
        ['The manual contains a very useful information.', ['a', 'delete', '']],
        ['A research shows that grazing reduces diversity.', ['A', 'delete', '']],
        ['The supervisor gave them an advice on sampling.', ['an', 'delete', '']],
      ],
      [
        'A research project and an evidence-based approach gave a data set.',
        'The survey gave us important evidence and useful information.',
        'A good knowledge of statistics helps, and a software package was used.',
        'An equipment failure stopped the run.',
        'Neither crossroads had a working traffic light.',
        'Very few firms had a dedicated research and development department.',
      ],
    );
  });

  it('takes "a" off "support" meaning help', () => {
    expectRule(
      uncountableArticleLints,
      [
        ['We gratefully acknowledge a financial support from the foundation.', ['a', 'delete', '']],
        ['We thank the staff for a technical support.', ['a', 'delete', '']],
      ],
      [
        'We gratefully acknowledge financial support from the foundation.',
        'The catalyst was deposited on a porous support.',
        'We thank the staff of a technical support team.',
      ],
    );
  });
});
