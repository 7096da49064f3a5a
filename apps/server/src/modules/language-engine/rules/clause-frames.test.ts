import { describe, it } from 'vitest';
import { clauseFrameLints } from './clause-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('frames of a clause that learners carry over', () => {
  it('corrects "reason is because", "which developed by", "were significantly.", "into account of", "Due to … was", "is to investigating"', () => {
    expectRule(
      clauseFrameLints,
      [
        ['The reason is because the sample was small.', ['because', 'replace', 'that']],
        ['The main reason for the delay was because staff were ill.', ['because', 'replace', 'that']],
        ['We used a method which developed by Smith (2010).', ['which developed', 'replace', 'which is developed']],
        ['The samples were tested with kits that supplied by the ministry.', ['that supplied', 'replace', 'that were supplied']],
        ['The differences between the groups were significantly.', ['significantly', 'replace', 'significant']],
        ['We have to take into account of the weather.', ['of', 'delete', '']],
        ['Due to the rain was heavy, we stayed home.', ['Due to', 'replace', 'Because']],
        ['Despite the cost was high, the method is popular.', ['Despite', 'replace', 'Although']],
        ['The purpose of this study is to investigating the effect of diet.', ['investigating', 'replace', 'investigate']],
      ],
      [
        'The reason that the sample was small is the cost.',
        'We left early because the reason was clear.',
        'The method which Smith developed is simple.',
        'The results were significantly higher.',
        'The tasks were done differently.',
        'The values are 3 and 5, respectively.',
        'We took the weather into account.',
        'Due to the rain, we stayed home.',
        'Despite the high cost, the method is popular.',
        'The key to success is listening to patients.',
        'Our contribution is to the modelling of floods.',
      ],
    );
  });
});
