import { describe, it } from 'vitest';
import { learnerPatternLints } from './learner-patterns.ts';
import { expectRule } from './rule-test-support.ts';

describe('learner patterns', () => {
  it('deletes "for" before an infinitive and "be" before a verb without a passive, and corrects duration, "to -ing" and "this" + plural', () => {
    expectRule(
      learnerPatternLints,
      [
        ['The experiment was repeated three times for to confirm the result.', ['for', 'delete', '']],
        ['The questionnaire was consisted of twenty questions.', ['was', 'delete', '']],
        ['The cells were incubated during 24 hours.', ['during', 'replace', 'for']],
        ['The sample was too small to drawing firm conclusions.', ['drawing', 'replace', 'draw']],
        ['This results are consistent with earlier work.', ['This', 'replace', 'These']],
      ],
      [
        'The funds for to-do lists were small.',
        'The questionnaire consisted of twenty questions.',
        'During the 24 hours after rewetting, respiration rose.',
        'Temperature was recorded during 2019 and 2020.',
        'We look forward to seeing the results, and it was too late to start.',
        'This series of tests and this species were new; this means little.',
        'This results in a loss, and this leads to a gain.',
        'This analysis and this data set are public; this sample sizes table is odd.',
      ],
    );
  });
});
