import { describe, it } from 'vitest';
import { genericQuantityLints } from './generic-quantities.ts';
import { expectRule } from './rule-test-support.ts';

describe('"the" before a quantity meant in general', () => {
  it('deletes "the" after a verb of change and "with", unless the quantity is a particular one', () => {
    expectRule(
      genericQuantityLints,
      [
        ['The concentration increases with the depth.', ['the', 'delete', '']],
        ['Respiration rates varied with the temperature, as expected.', ['the', 'delete', '']],
        ['The decrease with the altitude was steep.', ['the', 'delete', '']],
      ],
      [
        'The concentration increases with depth.',
        'The value increased with the depth of the core and with the temperature used.',
        'Yields rose with the temperature in July, and the sample was mixed with the time-zero control.',
        'We measured the depth and the temperature of each core.',
      ],
    );
  });
});
