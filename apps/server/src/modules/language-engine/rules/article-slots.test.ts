import { describe, it } from 'vitest';
import { articleSlotLints } from './article-slots.ts';
import { expectRule } from './rule-test-support.ts';

describe('articles of fixed slots', () => {
  it('puts the article a role, a change, a language and a measure take', () => {
    expectRule(
      articleSlotLints,
      [
        ['She is professor at the University of Tokyo.', ['professor', 'replace', 'a professor']],
        ['Increase in temperature led to higher yields.', ['Increase', 'replace', 'An increase']],
        ['The data were analysed with help of SPSS.', ['help', 'replace', 'the help']],
        ['He speaks the English fluently.', ['the English', 'replace', 'English']],
        ['We measured a height and weight of each child.', ['a height', 'replace', 'the height']],
      ],
      [
        'She is Professor of Medicine at Kyoto.',
        'He is professor emeritus at the university.',
        'Increase in soil carbon after liming',
        'They learnt the English words first.',
        'A size of the order of 1 µm was expected.',
        'The tree reached a height of 30 m.',
      ],
    );
  });
});
