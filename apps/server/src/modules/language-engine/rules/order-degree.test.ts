import { describe, it } from 'vitest';
import { degreeOrderLints } from './order-degree.ts';
import { expectRule } from './rule-test-support.ts';

describe('the article and "so" or "such"', () => {
  it('puts "such" before the article, and "so" with an adjective before a noun after it as "such a"', () => {
    expectRule(
      degreeOrderLints,
      [
        ['This was a so large effect that we repeated the test.', ['a so large', 'replace', 'such a large']],
        ['It was a so difficult task that most groups gave up.', ['a so difficult', 'replace', 'such a difficult']],
        ['It was a so important finding that we published it.', ['a so important', 'replace', 'such an important']],
        ['We did not expect a such strong response from the farmers.', ['a such', 'replace', 'such a']],
        ['Nobody had seen a such storm before.', ['a such', 'replace', 'such a']],
      ],
      [
        'This was such a large effect that we repeated the test.',
        'The effect was so large that we repeated the test.',
        'It was a so-called natural experiment.',
        'We had never seen so large an effect in a field trial.',
        'It was a task so difficult that most groups gave up.',
        'A such-and-such value is entered in the first column.',
        'The decision was made in a so far unexplained manner.',
        'No such effect was found in the control group.',
      ],
    );
  });
});
