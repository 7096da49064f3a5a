import { describe, it } from 'vitest';
import { predicateFormLints } from './predicate-forms.ts';
import { expectRule } from './rule-test-support.ts';

describe('forms after "be" that learners mix up', () => {
  it('flags a passive of "suffer from", a base form after "have been", "be risen" and the adjectives of feeling', () => {
    expectRule(
      predicateFormLints,
      [
        ['The patient was suffered from diabetes for years.', ['was suffered', 'replace', 'suffered']],
        ['They have been work here for ten years.', ['work', 'replace', 'working']],
        ['She has been study English since 2019.', ['study', 'replace', 'studying']],
        ['The temperature was risen to 80 °C.', ['risen', 'replace', 'raised']],
        ['I am interesting in this topic.', ['interesting', 'replace', 'interested']],
        ['We were very interesting to see the results.', ['interesting', 'replace', 'interested']],
        ['The results are very surprised.', ['surprised', 'replace', 'surprising']],
      ],
      [
        'Heavy losses were suffered by the army.',
        'It has been hard work.',
        'This has been work in progress since 2019.',
        'The topic has been studied extensively.',
        'Prices have risen sharply.',
        'The results are interesting in that they show a trend.',
        'He is boring to listen to.',
        'The patients were surprised by the results.',
        'The data are confusing.',
      ],
    );
  });
});
