import { describe, it } from 'vitest';
import { pairedConjunctionLints } from './paired-conjunctions.ts';
import { expectRule } from './rule-test-support.ts';

describe('a second conjunction after a dependent clause', () => {
  it('deletes "but" after an "although" clause and "so" after a "because" clause', () => {
    expectRule(
      pairedConjunctionLints,
      [
        ['Although the method is simple, but it gives accurate results.', ['but', 'delete', '']],
        ['Even though the sample was small, but the effect was clear.', ['but', 'delete', '']],
        ['Because the soil was dry, so the seedlings died.', ['so', 'delete', '']],
        ['Since the sensors drifted, so we calibrated them daily.', ['so', 'delete', '']],
        ['Since the data were not normal, therefore the Mann–Whitney U test was used.', ['therefore', 'delete', '']],
        ['Because the pH was low, thus the enzyme lost activity.', ['thus', 'delete', '']],
      ],
      [
        'Although the method is simple, it gives accurate results, but only at low temperatures.',
        'Although nitrogen, phosphorus and potassium were added, yields fell.',
        'Because the soil was dry, so far no seedlings have emerged.',
        'Since 2010, so many studies have appeared that a review is due.',
        'The method is simple, but it gives accurate results.',
        'Since the data were not normal, the test was therefore changed; because it failed, hence-forward counts were used.',
        'Since the data were skewed, therefore, and only then, we used ranks.',
      ],
    );
  });
});

describe('"however" after a clause of "although"', () => {
  it('deletes "however" (with its comma) in the main clause after "although" or "even though"', () => {
    expectRule(
      pairedConjunctionLints,
      [
        [
          'Even though the construction costs were higher than planned, however, the project was completed on time.',
          [', however', 'delete', ''],
        ],
        ['Although the costs were high, however the project was completed.', ['however', 'delete', '']],
      ],
      [
        'Although the costs were high, the project was, however, completed.',
        'Although prices rose, however small the rise, demand held.',
        'The costs were high; however, the project was completed.',
      ],
    );
  });
});

describe('"however" inside the main clause after "although"', () => {
  it('deletes it after the main clause\'s "be", and leaves "however much" and a later sentence', () => {
    expectRule(
      pairedConjunctionLints,
      [['Although rainfall was low, the yields were however higher than in 2019.', ['however', 'delete', '']]],
      [
        'Although the cost is high, the method is however much better.',
        'Although the cost is high, the method is popular; however, it is slow.',
        'The yields were however higher than in 2019.',
        'Although the effect was small, it was nonetheless significant.',
      ],
    );
  });
});

describe('"Although … but" without a comma', () => {
  it('puts a comma for "but"', () => {
    expectRule(
      pairedConjunctionLints,
      [['Although the cost is high but the method is popular.', [' but', 'replace', ',']]],
      ['Although cheap but effective, the method is popular.', 'The cost is high but the method is popular.'],
    );
  });
});
