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

describe('round 16 (narrowed): "fewer" before a mass noun', () => {
  it('puts "less" before a mass noun followed by a verb, a preposition or a stop', () => {
    expectRule(
      quantityWordLints,
      [
        ['Fewer attention has been paid to rural schools.', ['Fewer', 'replace', 'Less']],
        ['The new design uses fewer energy.', ['fewer', 'replace', 'less']],
        ['Fewer time is left for teaching.', ['Fewer', 'replace', 'Less']],
      ],
      [
        'Fewer time points were available.',
        'Less attention has been paid to rural schools.',
        'Fewer patients attended the second visit.',
        'Fewer water samples were collected in May.',
        'Fewer than ten samples remained.',
        'Fewer research groups work on this topic.',
        'Fewer energy-intensive steps are needed.',
        'Fewer studies have examined attention.',
        'Fewer energy efficient homes were built in rural areas.',
        'The new design faces fewer space and time constraints.',
        'Fewer money, time and staff resources were available.',
        'Fewer noise related complaints were received.',
        'We received fewer noise or vibration complaints.',
        'Fewer time sensitive tasks were assigned.',
      ],
    );
  });
});
