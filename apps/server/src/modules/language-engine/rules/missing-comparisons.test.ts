import { describe, it } from 'vitest';
import { missingComparisonLints } from './missing-comparisons.ts';
import { expectRule } from './rule-test-support.ts';

describe('words a comparison leaves out', () => {
  it('adds the verb after "which", "those" after "similar to" and "than" before "those"', () => {
    expectRule(
      missingComparisonLints,
      [
        [
          'The mean arsenic level was 14 µg/L, which higher than the national limit.',
          ['which higher', 'replace', 'which was higher'],
        ],
        ['The yields are low, which lower than the regional average.', ['which lower', 'replace', 'which is lower']],
        [
          'The survival rates were comparable to reported by Chen et al. (2018).',
          ['comparable to reported', 'replace', 'comparable to those reported'],
        ],
        [
          'The mean score was similar to observed in earlier cohorts.',
          ['similar to observed', 'replace', 'similar to that observed'],
        ],
        [
          'The treated plots produced higher yields those in the control plots.',
          ['yields those', 'replace', 'yields than those'],
        ],
      ],
      [
        'The mean level was 14 µg/L, which is higher than the national limit.',
        'The yield was similar to that reported by Lee.',
        'Values were higher than those in the control.',
        'Our estimates are similar to those reported by Smith and colleagues.',
        'The rates were close to reported values.',
        'Patients with higher scores, those in the top quartile, improved.',
        'Of the two doses, which higher dose was safer remains unclear.',
        'Improvement in those with severe symptoms was slower.',
        'The simulated responses were similar to observed in vivo responses.',
        'In older patients those with diabetes fared worse.',
        'Export revenue rose, which more than offset the losses.',
      ],
    );
  });
});

describe('"consistent with" and an adverb before the participle', () => {
  it('flags the left-out "those" after "consistent with" and before "previously reported by"', () => {
    expectRule(
      missingComparisonLints,
      [
        [
          'These values are consistent with reported by Smith et al.',
          ['consistent with reported', 'replace', 'consistent with those reported'],
        ],
        [
          'These values are similar to previously reported by Smith et al.',
          ['similar to previously', 'replace', 'similar to those previously'],
        ],
      ],
      [
        'These values are consistent with previously reported values.',
        'These values are consistent with those previously reported by Smith et al.',
        'These values are consistent with reported trends in Europe.',
      ],
    );
  });
});

describe('"than" after a span of a comparative noun', () => {
  it('flags "for fewer days those in"', () => {
    expectRule(
      missingComparisonLints,
      [
        [
          'Patients in the intervention group stayed in hospital for fewer days those in the control group.',
          ['days those', 'replace', 'days than those'],
        ],
      ],
      [
        'Patients stayed in hospital for fewer days than those in the control group.',
        'For fewer days those who wait may pay less.',
      ],
    );
  });
});
