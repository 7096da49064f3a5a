import { describe, it } from 'vitest';
import { doubledWordLints } from './doubled-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('a species named by one word twice', () => {
  it('leaves "Margaritifera margaritifera" and flags "the the"', () => {
    expectRule(
      doubledWordLints,
      [['We measured the the samples twice.', [' the', 'delete', '']]],
      [
        'The last population of the mussel Margaritifera margaritifera is in decline.',
        'Fecal samples of Bison bison were collected in winter.',
      ],
    );
  });
});

describe('a species and its subspecies of one name', () => {
  it('leaves "Gorilla gorilla gorilla" alone but still flags "the the"', () => {
    expectRule(
      doubledWordLints,
      [['We measured the the moisture of each core.', [' the', 'delete', '']]],
      ['Gorilla gorilla gorilla is the western lowland gorilla.', 'The subspecies Bison bison bison ranges widely.'],
    );
  });
});
