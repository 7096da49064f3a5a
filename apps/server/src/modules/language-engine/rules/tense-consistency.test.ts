import { describe, expect, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { pastTenseOf, tenseConsistencyLints } from './tense-consistency.ts';

describe('tense consistency', () => {
  it('spells the simple past of regular and irregular verbs, or gives up where the dialect decides', () => {
    expect(['analyze', 'carry', 'stop', 'occur', 'develop', 'take', 'weigh', 'label'].map(pastTenseOf)).toEqual([
      'analyzed',
      'carried',
      'stopped',
      'occurred',
      'developed',
      'took',
      'weighed',
      null,
    ]);
  });

  it('puts a verb joined by "and" to a simple past verb into the past', () => {
    expectRule(
      tenseConsistencyLints,
      [
        ['We measured the samples and analyze them.', ['analyze', 'replace', 'analyzed']],
        ['The student dried the samples and then weighs them.', ['weighs', 'replace', 'weighed']],
        ['I wrote the report and send it to the supervisor.', ['send', 'replace', 'sent']],
      ],
      [
        'We measured the samples and analyzed them.',
        'We collected 200 samples and show that yield declines with drought.',
        'We found that the model underestimated yield and overestimates rainfall.',
        'We measured the samples, and now analyze them.',
        'The samples were dried and weigh little.',
        'We measured growth and yield.',
        'We have measured the samples and analyze them weekly.',
        'The model that we developed and use here is simple.',
        'It handles the streams provided and destroys both streams on error.',
        'You can go through the errors generated and fix them.',
      ],
    );
  });
});
