import { describe, it } from 'vitest';
import { doubleComparisonLints } from './double-comparison.ts';
import { expectRule } from './rule-test-support.ts';

describe('a double comparison', () => {
  it('deletes "more" before a comparative and "most" before a superlative', () => {
    expectRule(
      doubleComparisonLints,
      [
        ['The new method is more better than the old one.', ['more', 'delete', '']],
        ['The signal was more easier to detect after filtering.', ['more', 'delete', '']],
        ['The most highest value was found in July.', ['most', 'delete', '']],
        ['Yields were more higher in the irrigated plots.', ['more', 'delete', '']],
      ],
      [
        'The new method is better than the old one and more robust.',
        'We enrolled more older patients in the second year.',
        'The most important value was the highest one.',
        'More water was needed, and the more clever design won; moreover, it was cheaper.',
      ],
    );
  });
});
