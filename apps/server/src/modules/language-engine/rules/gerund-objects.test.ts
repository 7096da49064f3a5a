import { describe, it } from 'vitest';
import { gerundObjectLints } from './gerund-objects.ts';
import { expectRule } from './rule-test-support.ts';

describe('the -ing form where learners write "to" and a verb', () => {
  it('replaces "to" and the verb after avoid, suggest, recommend, "have difficulty", "worth" and "look forward to"', () => {
    expectRule(
      gerundObjectLints,
      [
        ['The students has difficulties to understand the lectures.', ['to understand', 'replace', 'understanding']],
        ['They had great difficulty to find the site.', ['to find', 'replace', 'finding']],
        ['We suggest to use a larger sample.', ['to use', 'replace', 'using']],
        ['We avoid to run the pump dry.', ['to run', 'replace', 'running']],
        ['It is worth to mention that the yield fell.', ['to mention', 'replace', 'mentioning']],
        ['We look forward to hear from the reviewers.', ['hear', 'replace', 'hearing']],
      ],
      [
        'The students have difficulty understanding the lectures.',
        'The method was considered to be robust.',
        'It is strongly recommended to validate the file, and it’s not recommended to listen for errors.',
        'We recommend to the reader a recent review.',
        'This is the difficulty to overcome.',
        'Patients were recommended to rest.',
        'We look forward to hearing from the reviewers.',
        'We suggest that the model be used.',
      ],
    );
  });
});
