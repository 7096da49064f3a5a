import { describe, it } from 'vitest';
import { articleSlotLints } from './article-slots.ts';
import { expectRule } from './rule-test-support.ts';

describe('articles of fixed slots', () => {
  it('puts the article a change, "help" and a language take', () => {
    expectRule(
      articleSlotLints,
      [
        ['Increase in temperature led to higher yields.', ['Increase', 'replace', 'An increase']],
        ['The data were analysed with help of SPSS.', ['help', 'replace', 'the help']],
        ['He speaks the English fluently.', ['the English', 'replace', 'English']],
      ],
      [
        'She is Professor of Medicine at Kyoto.',
        'He is professor emeritus at the university.',
        'Increase in soil carbon after liming',
        'They learnt the English words first.',
        'A size of the order of 1 µm was expected.',
        'The tree reached a height of 30 m.',
        'Increase in small steps until the pain is controlled.',
        'Decline in bee populations: what can be done?',
        'Reduction of waste is the main goal of the programme.',
        'The farm survived with help of every sort from the village.',
        'Western diplomats did not understand the Chinese.',
        'She was professor at Uppsala until she retired.',
      ],
    );
  });
});
