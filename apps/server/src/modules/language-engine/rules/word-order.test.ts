import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { wordOrderLints } from './word-order.ts';

describe('word order', () => {
  it('moves an adverb after a modal or "be", "enough" after its adjective, and the verb of an indirect question to its end', () => {
    expectRule(
      wordOrderLints,
      [
        ['This method also can be used in the field.', ['also can', 'replace', 'can also']],
        ['The effect always is larger in winter.', ['always is', 'replace', 'is always']],
        ['The sample is not enough big for the test.', ['enough big', 'replace', 'big enough']],
        ["I don't know what is it.", ['is it', 'replace', 'it is']],
        ['Nobody could explain where were they.', ['were they', 'replace', 'they were']],
      ],
      [
        'This method can also be used in the field.',
        'It is as large as it always is.',
        'The method also is known as kriging.',
        'We used enough large samples.',
        'The rate was high enough to matter.',
        "I don't know how it works.",
        'What is it?',
        'We do not know where they are, and it is unclear what it is.',
        'Not only the yield but also can the quality suffer.',
      ],
    );
  });
});
