import { describe, it } from 'vitest';
import { quantityWordLints } from './quantity-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('words of amount and of number', () => {
  it('puts "fewer", "many" and "number" before plural nouns, "much" and "this" before uncountable ones', () => {
    expectRule(
      quantityWordLints,
      [
        ['Less participants completed the questionnaire.', ['Less', 'replace', 'Fewer']],
        ['We did not find much differences between the groups.', ['much', 'replace', 'many']],
        ['The amount of patients doubled in winter.', ['amount', 'replace', 'number']],
        ['The amount of new participants was small.', ['amount', 'replace', 'number']],
        ['The survey gave us many information about the farms.', ['many', 'replace', 'much']],
        ['These equipment are expensive.', ['These', 'replace', 'This']],
        ['Few progress was made in the first year.', ['Few', 'replace', 'Little']],
      ],
      [
        'Fewer participants than expected completed it, and less water was used.',
        'The less common species and the much larger samples were kept.',
        'It is no less important, and more or less constant.',
        'The amount of water and the amount of nutrients were measured.',
        'Many information systems fail, and these equipment costs are high.',
        'Much of the data was lost, and many data were missing.',
        'These research questions remain open.',
      ],
    );
  });

  it('more patterns', () => {
    expectRule(
      quantityWordLints,
      [['The number of information collected was large.', ['number', 'replace', 'amount']]],
      ['The number of information sources grew.'],
    );
  });
});
