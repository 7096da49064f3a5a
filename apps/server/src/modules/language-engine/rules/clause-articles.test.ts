import { describe, it } from 'vitest';
import { clauseArticleLints } from './clause-articles.ts';
import { expectRule } from './rule-test-support.ts';

describe('the article of a subject opening a clause, and of a statistic of a set', () => {
  it('puts "the" or "a" before a bare singular subject after ", and", "; however,", an opening clause or "which"', () => {
    expectRule(
      clauseArticleLints,
      [
        ['The survey was sent to 312 workers, and response rate was 87.5%.', ['response', 'replace', 'the response']],
        ['The means differed; however, difference was not significant (p = 0.08).', ['difference', 'replace', 'the difference']],
        ['The beam was loaded until failure, and crack was first observed at 14.6 kN.', ['crack', 'replace', 'the crack']],
        ['When the cache is full, algorithm evicts the oldest entry.', ['algorithm', 'replace', 'the algorithm']],
        [
          'In every summer, concentration of dissolved oxygen in the hypolimnion dropped below 2 mg/L.',
          ['concentration', 'replace', 'the concentration'],
        ],
        [
          'Yield rose up to 120 kg N, beyond which further increase in nitrogen supply produced no gain.',
          ['further', 'replace', 'a further'],
        ],
        ['However, model was not stable in the second run.', ['model', 'replace', 'the model']],
        ['Once the values are generated, next step is to scale them.', ['next', 'replace', 'the next']],
        ['In 2019, employment rate was 71%, and unemployment fell.', ['employment', 'replace', 'the employment']],
        ['However, correlation was weak in the second year.', ['correlation', 'replace', 'the correlation']],
      ],
      [
        'The survey was sent to 312 workers, and the response rate was 87.5%.',
        'The means differed; however, the difference was not significant.',
        'The samples were dried, and water was added before weighing.',
        'At baseline, mean score was 4.1, and median age was 63 years.',
        'At 12 months, survival was 85%, and quality of life had improved.',
        'During the rainy season, water level rises, and flow velocity increases.',
        'When the cache is full, entries are evicted, and model 2 is used.',
        'In contrast, research on this topic has been limited, and further research is needed.',
        'The period ended in 2019, during which period the samples were stored.',
        'In this case, such model is rare, and treatment was stopped.',
        'Do not ask for which software component should be used, nor about the choice of which model was run.',
        'The rate of 5 mm per hour was low, and the effect of nitrogen was small.',
        // A lone noun of a process before a present verb: a general truth (helper hunt-1).
        'Of course, correlation does not imply causation.',
      ],
    );
  });

  it('puts "the" before the mean of a set after a verb', () => {
    expectRule(
      clauseArticleLints,
      [
        ['To reduce variance, we report mean of five runs with different seeds.', ['mean', 'replace', 'the mean']],
        ['We calculated average of the three replicate measurements.', ['average', 'replace', 'the average']],
      ],
      [
        'We report the mean of five runs with different seeds.',
        'The patients had a mean of 12 years of schooling.',
        'These values mean of course that the model fits.',
        'We calculated the median of all samples.',
      ],
    );
  });
});
