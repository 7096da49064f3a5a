import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { adverbPlacementLints, modifierOrderLints } from './word-placement.ts';

describe('word placement', () => {
  it('moves "also" and adverbs of frequency before the lexical verb and after "have"', () => {
    expectRule(
      adverbPlacementLints,
      [
        ['We observed also a marked decrease.', ['observed also', 'replace', 'also observed']],
        ['The farmers used always the same variety.', ['used always', 'replace', 'always used']],
        ['We found also that older patients slept less.', ['found also', 'replace', 'also found']],
        ['This question has been never addressed.', ['been never', 'replace', 'never been']],
        ['We have also to consider the cost.', ['have also', 'replace', 'also have']],
        ['Always the samples were weighed twice.', ['Always the samples were', 'replace', 'The samples were always']],
      ],
      [
        'We also observed a marked decrease.',
        'The method was used also in the second trial.',
        'This question has never been addressed.',
        'We also have to consider the cost.',
        'Always use gloves when handling the samples.',
        'The effect, which appeared also in the controls, was small.',
        'Samples taken often the day before were discarded.',
      ],
    );
  });

  it('puts numbers after "first" and "last", adjectives before their noun, and inverts after "Not only"', () => {
    expectRule(
      modifierOrderLints,
      [
        ['The three first samples were discarded.', ['three first', 'replace', 'first three']],
        ['In the two last decades, costs rose.', ['two last', 'replace', 'last two']],
        ['Patients were recruited from hospitals public in the capital.', ['hospitals public', 'replace', 'public hospitals']],
        ['The sample consisted of women pregnant who attended the clinic.', ['women pregnant', 'replace', 'pregnant women']],
        [
          'Water is scarce in many countries developing, especially in Africa.',
          ['countries developing', 'replace', 'developing countries'],
        ],
        [
          'Not only the method is cheaper, but it is also faster.',
          ['Not only the method is', 'replace', 'Not only is the method'],
        ],
      ],
      [
        'The first three samples were discarded.',
        'The symptoms developing in patients were mild.',
        'Records were made public in 2020.',
        'Not only the method but also the data were new.',
        'Not only is the method cheaper, but it is also faster.',
        'The two groups were public and private hospitals.',
        'Only in the last five years has the government started to invest.',
        'Only in the control group, the yield fell.',
        'Only the samples that were dried were weighed.',
      ],
    );
  });
});
