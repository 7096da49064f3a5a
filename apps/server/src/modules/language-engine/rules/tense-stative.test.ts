import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { stativeTenseLints } from './tense-stative.ts';

describe('verbs of state in the progressive', () => {
  it('puts a verb of state in its simple form', () => {
    expectRule(
      stativeTenseLints,
      [
        ['The membrane is consisting of three polymer layers.', ['is consisting', 'replace', 'consists']],
        ['The fish are belonging to four species.', ['are belonging', 'replace', 'belong']],
        ['This model is containing twelve parameters.', ['is containing', 'replace', 'contains']],
        ['Most participants were preferring the second option.', ['were preferring', 'replace', 'preferred']],
        ['The results are seeming to support the hypothesis.', ['are seeming', 'replace', 'seem']],
        ['Most nurses are knowing the protocol well.', ['are knowing', 'replace', 'know']],
      ],
      [
        'The challenge is knowing when to stop the infusion.',
        'This is existing practice in most clinics.',
        'The solution was being mixed while the samples were containing no salt.'.replace('were containing no', 'contained no'),
        'The membrane consists of three layers, each containing a filler.',
        'Belonging to a group is important for pupils.',
        // A reviewer's: a gerund naming the aim or the task, a developing process, "existing and emerging".
        'The priority is containing the spread of the virus.',
        'What matters most is containing the fire.',
        'Our goals are understanding the mechanism and predicting the outcome.',
        'Their main aims were owning a home and raising a family.',
        'We are now understanding how these cells communicate.',
        'The child is resembling her father more and more as she grows.',
        'For many first-year students, the hardest part is belonging to a group.',
        'The two main risks are existing and emerging diseases.',
        'The early versions of the compiler did not yet support Unicode.',
        'Early browsers did not support JavaScript yet.',
      ],
    );
  });
});
