import { describe, it } from 'vitest';
import { nounNumberFrameLints } from './noun-number-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('nouns in the wrong number in fixed frames', () => {
  it('puts classical plurals, fractions and counted nouns in their number', () => {
    expectRule(
      nounNumberFrameLints,
      [
        ['A bacteria was isolated from the water samples.', ['bacteria', 'replace', 'bacterium']],
        ['Each criteria was scored from 1 to 5.', ['criteria', 'replace', 'criterion']],
        ['Two third of the budget was spent on salaries.', ['third', 'replace', 'thirds']],
        ['Thousands of tourist visit the temple every year.', ['tourist', 'replace', 'tourists']],
        ['The number of accident on this road has fallen.', ['accident', 'replace', 'accidents']],
        ['More and more student are choosing online courses.', ['student', 'replace', 'students']],
      ],
      [
        'A bacteria culture was grown overnight.',
        'Two thirds of the budget was spent on salaries.',
        'Two third-year students helped with the survey.',
        'Thousands of tourist visas were issued.',
        'The number of accident victims has fallen.',
        'More and more research is needed.',
      ],
    );
  });
});
