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

  it('puts "did not yet" and a verb of a task in the present perfect, by the number of its subject', () => {
    expectRule(
      stativeTenseLints,
      [
        [
          'We did not yet receive the results from the external laboratory.',
          ['did not yet receive', 'replace', 'have not yet received'],
        ],
        ['Our laboratory did not yet finish the analyses.', ['did not yet finish', 'replace', 'has not yet finished']],
        ['We did not yet analyse the long-term data.', ['did not yet analyse', 'replace', 'have not yet analysed']],
        ['Our team did not yet publish its protocol.', ['did not yet publish', 'replace', 'has not yet published']],
        ['This study did not yet assess the costs.', ['did not yet assess', 'replace', 'has not yet assessed']],
        ['I did not yet begin the second round.', ['did not yet begin', 'replace', 'have not yet begun']],
      ],
      [
        'The early versions of the compiler did not yet support Unicode.',
        // The second reviewer's sentences: a past subject, a month or a season, a setting after the verb.
        'Our ancestors did not yet reach the Americas.',
        'Our partners did not yet publish their protocol.',
        'In March we did not yet receive the reagents.',
        'We did not yet perform a biopsy in the emergency department.',
        'Our laboratory did not yet measure ozone in the pilot study.',
        'At that time, we did not yet know the cause of the outbreak.',
        'When the survey began, the villagers did not yet receive any subsidy.',
        'In 2019, the laboratory did not yet analyse soil samples.',
        'We did not yet know whether the effect would persist.',
        'The patients did not yet receive the booster when the samples were taken.',
        'We have not yet received the results from the external laboratory.',
        'The committee has not yet approved the budget.',
        'We did not receive the results until March.',
        'The first cohort did not yet complete the programme by the end of 2020.',
        'Until then, the team did not yet publish its data.',
        'They did not yet have the equipment.',
        'We do not yet know the cause of the outbreak.',
        'The results of the survey did not yet reach the ministry.',
        'Initially, the farmers did not yet apply any fertilizer.',
        'The nurses did not yet test the children, because the kits were late.',
        'Did the committee not yet approve the budget?',
        'The committee did not yet approve the budget.',
        'The Romans did not yet reach Britain.',
        'They did not yet receive the payment.',
        'We did not yet receive ethical approval at the time of writing.',
        'The vaccine did not yet reach the rural clinics in those years.',
        'The previous version did not yet release the code.',
        'This patient did not yet receive the second dose.',
        'These farmers did not yet apply the new fertilizer.',
      ],
    );
  });
});
