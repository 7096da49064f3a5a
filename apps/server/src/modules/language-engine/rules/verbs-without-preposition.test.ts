import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { verbWithoutPrepositionLints } from './verbs-without-preposition.ts';

describe('verbs that take their object directly', () => {
  it('deletes the preposition after "explain", "consider", "comprise", "lack", "contact" and "resemble"', () => {
    expectRule(
      verbWithoutPrepositionLints,
      [
        ['The authors explained about the method in detail.', ['about', 'delete', '']],
        ['We considered about the risks of the treatment.', ['about', 'delete', '']],
        ['The data set comprises of four hundred images.', ['of', 'delete', '']],
        ['The model lacks of a term for evaporation.', ['of', 'delete', '']],
        ['We contacted with the authors of the original study.', ['with', 'delete', '']],
        ['The new strain resembles with the wild type.', ['with', 'delete', '']],
      ],
      [
        'The authors explained the method, and the explanation about it was clear.',
        'The panel is comprised of five experts, and the lack of data was a problem.',
        'The soil was in contact with the roots, and the contacts with the patients were recorded.',
        'We considered the risks, thought about them and wrote about the method.',
      ],
    );
  });
});

describe('"for" after "requested"', () => {
  it('deletes it after the verb, not after the noun', () => {
    expectRule(
      verbWithoutPrepositionLints,
      [['The editor requested for additional data.', ['for', 'delete', '']]],
      ['The editor sent a request for additional data, and we requested more time.'],
    );
  });

  it('deletes "on" after the verb "stress"', () => {
    expectRule(
      verbWithoutPrepositionLints,
      [['The report stressed on the cost of delays.', ['on', 'delete', '']]],
      [
        'The stress on the joints was measured daily.',
        'The report stressed the cost of delays.',
        'Words stressed on the first syllable were read faster.',
        'Beams stressed on one side only tended to crack.',
      ],
    );
  });
});
