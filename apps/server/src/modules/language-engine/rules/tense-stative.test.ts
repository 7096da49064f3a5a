import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { stativeTenseLints } from './tense-stative.ts';

describe('verbs of state in the progressive and "did not … yet"', () => {
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
      ],
    );
  });

  it('puts "did not … yet" in the present perfect', () => {
    expectRule(
      stativeTenseLints,
      [
        ['The team did not finish the fatigue tests yet.', ['did not finish', 'replace', 'has not finished']],
        ['We did not yet analyse the long-term data.', ['did not yet analyse', 'replace', 'have not yet analyzed']],
      ],
      [
        'When the survey began, the nurses did not yet know the new protocol.',
        'In 2019 the city did not yet collect the data.',
        'We did not analyse the long-term data.',
        'The committee has not yet approved the budget.',
      ],
    );
  });
});
