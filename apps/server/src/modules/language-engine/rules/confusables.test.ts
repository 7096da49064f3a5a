import { describe, it } from 'vitest';
import { confusableLints } from './confusables.ts';
import { expectRule } from './rule-test-support.ts';

describe('confusable words', () => {
  it('corrects affect/effect, than/then, its/it’s, lose/loose, principal/principle and which/who in sure contexts', () => {
    expectRule(
      confusableLints,
      [
        ['The regulation had a strong affect on small farms.', ['affect', 'replace', 'effect']],
        ['The drought did not effect the yield.', ['effect', 'replace', 'affect']],
        ['The yield was higher then in 2019.', ['then', 'replace', 'than']],
        ["Each enzyme has it's own optimal temperature.", ["it's", 'replace', 'its']],
        ['The plants may loose their leaves.', ['loose', 'replace', 'lose']],
        ['The principle aim was to map the wetlands.', ['principle', 'replace', 'principal']],
        ['The patients which received the drug recovered.', ['which', 'replace', 'who']],
      ],
      [
        'The effect of the drug was strong and did not affect the liver.',
        'The samples were dried and then weighed.',
        "It's clear that its activity falls.",
        'The soil was loose and dry.',
        'The principle of the method is simple, and the principal aim is clear.',
        'The samples which received the drug were kept.',
        'These measures may effect change in policy.',
      ],
    );
  });
});
