import { describe, it } from 'vitest';
import { adverbSpliceLints } from './adverb-splice.ts';
import { commaSpliceLints } from './clauses.ts';
import { expectRule } from './rule-test-support.ts';

describe('verbs that open a second clause after a comma', () => {
  it('flags a noun subject with a plural present, a past of a verb without object, or a past closing the sentence', () => {
    expectRule(
      commaSpliceLints,
      [
        ['The court rejected the claim, the plaintiff appealed.', [',', 'replace', ';']],
        ['Two ships were delayed, the others arrived on schedule.', [',', 'replace', ';']],
        ['Inventory costs fell by 12%, the service level remained unchanged.', [',', 'replace', ';']],
        ['Most respondents were farmers, these people rarely use credit.', [',', 'replace', ';']],
        ['The wells were dry, the villagers collect rainwater instead.', [',', 'replace', ';']],
        ['The trees in plot A were older, they had thicker bark.', [',', 'replace', ';']],
        ['The pump failed twice, the engineers replaced it.', [',', 'replace', ';']],
      ],
      [
        'The court rejected the claim, the appeal filed in May, and the motion.',
        'We recorded the age, the sex reported by the patient and the weight.',
        'The firm sold two plants, the factories built in 1990.',
        'We compared three groups, the patients treated with the drug, the controls and the dropouts.',
        'The villagers, the elders included, collect rainwater.',
        'We measured the rainfall, the runoff and the discharge of each catchment.',
        'After the storm, the river remained high for a week.',
        'We kept the samples at 4 °C, the temperature recommended.',
      ],
    );
  });

  it('flags a clause after a linking adverb whose subject is a bare noun or a plural with its present', () => {
    expectRule(
      adverbSpliceLints,
      [
        ['The soil was saturated, consequently, runoff increased.', [',', 'replace', ';']],
        [
          'The law was amended in 2010, however the old rules still apply to existing contracts.',
          [', however', 'replace', '; however,'],
        ],
        ['The bridge is old, therefore, heavy trucks take the bypass.', [',', 'replace', ';']],
      ],
      [
        'The soil was saturated and, consequently, runoff increased.',
        'The soil, consequently, remained saturated.',
        'The rules are strict, however the samples are split.',
        'Runoff increased sharply and, therefore, erosion.',
      ],
    );
  });
});
