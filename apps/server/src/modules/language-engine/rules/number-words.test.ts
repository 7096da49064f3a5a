import { describe, it } from 'vitest';
import { numberWordLints } from './number-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('number words and foreign plurals', () => {
  it('takes the -s off "hundreds" after a number and off a foreign plural', () => {
    expectRule(
      numberWordLints,
      [
        ['The trial enrolled two hundreds participants.', ['hundreds', 'replace', 'hundred']],
        ['About 3 thousands farmers replied.', ['thousands', 'replace', 'thousand']],
        ['The inclusion criterias were strict.', ['criterias', 'replace', 'criteria']],
        ['Such phenomenas are rare.', ['phenomenas', 'replace', 'phenomena']],
      ],
      [
        'Hundreds of patients were enrolled.',
        'Several hundreds of samples were lost.',
        'Two hundred participants took part.',
        'This study hypothesises that the effect is small.',
        'The model hypothesises a link between diet and sleep.',
        'In 2021 thousands more patients were admitted.',
        'By 1990 millions more people lived in cities.',
        'Since 2015 hundreds more sites have been added.',
      ],
    );
  });
});

describe('irregular plurals given an -s', () => {
  it('flags "childrens" and "womens", and leaves possessives and "peoples"', () => {
    expectRule(
      numberWordLints,
      [
        ['The mean age of the childrens was 8.4 years.', ['childrens', 'replace', 'children']],
        ['Womens and men answered the same questions.', ['Womens', 'replace', 'Women']],
      ],
      [
        "The children's parents were interviewed.",
        'The indigenous peoples of the Andes speak Quechua.',
        "A women's health clinic opened.",
      ],
    );
  });
});
