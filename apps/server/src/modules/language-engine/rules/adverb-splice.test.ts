import { describe, it } from 'vitest';
import { adverbSpliceLints } from './adverb-splice.ts';
import { expectRule } from './rule-test-support.ts';

describe('two sentences joined by a comma and a linking adverb', () => {
  it('suggests a semicolon before "however", "therefore" and their kind, and the adverb\'s comma when it has none', () => {
    expectRule(
      adverbSpliceLints,
      [
        ['The soil was dry, therefore, we irrigated it twice.', [',', 'replace', ';']],
        ['The model fits well, however, it overestimates the peaks.', [',', 'replace', ';']],
        ['We measured the flow, however, the sensor failed twice.', [',', 'replace', ';']],
        ['Yields increased in 2020, moreover, their quality improved.', [',', 'replace', ';']],
        ['Attendance was low at both schools, therefore the survey was extended.', [', therefore', 'replace', '; therefore,']],
        ['We used farm intercepts, thus the clustering of plots within farms was modelled.', [', thus', 'replace', '; thus,']],
        ['The film was porous, hence further tuning of the annealing step is needed.', [', hence', 'replace', '; hence,']],
        ['The sample was small, nevertheless it was representative.', [', nevertheless', 'replace', '; nevertheless,']],
        ['The model captures the daily cycle well, moreover, it needs little data.', [',', 'replace', ';']],
        ['Several plots were flooded, consequently we replanted them in May.', [', consequently', 'replace', '; consequently,']],
      ],
      [
        'The results, however, were not significant.',
        'The yield increased, thus confirming the model.',
        'Although the soil was dry, however, the plants grew.',
        'The model fits well; however, it overestimates the peaks.',
        'Yields fell sharply, thus reducing farm income.',
        'Two patients were, therefore, excluded from the analysis.',
        'The signal was weak, hence the need for a second amplifier.',
        'The pattern was clear, thus the importance of early sowing.',
        'The model fits well; therefore, the estimates are reliable.',
        'When the soil dried, therefore the roots grew deeper.',
        'Whether the frame was damaged and, thus, a new frame was drawn.',
        'The estimate is robust, however the sample is split.',
      ],
    );
  });
});

describe('"however" without its comma before a bare noun subject', () => {
  it('flags ", however sleep quality did not improve", not "however" meaning "no matter how"', () => {
    expectRule(
      adverbSpliceLints,
      [
        [
          'Pain scores decreased significantly after the intervention, however sleep quality did not improve.',
          [', however', 'replace', '; however,'],
        ],
        ['Yields rose in the first year, however soil moisture declined steadily.', [', however', 'replace', '; however,']],
      ],
      [
        'The estimate is robust, however data are split.',
        'The estimate is robust, however sample size is chosen.',
        'The effect remained, however small it was.',
        'Pain scores decreased; however, sleep quality did not improve.',
      ],
    );
  });
});

describe('"however" meaning "no matter how" before a past passive', () => {
  it('leaves "however the outcome was defined" alone and still flags a splice', () => {
    expectRule(
      adverbSpliceLints,
      [
        ['The results were good, however the sample was small.', [', however', 'replace', '; however,']],
        ['The effect was large, however the sample was analysed in two batches.', [', however', 'replace', '; however,']],
      ],
      ['The estimate was robust, however the outcome was defined.', 'The ranking held, however the models were specified.'],
    );
  });
});
