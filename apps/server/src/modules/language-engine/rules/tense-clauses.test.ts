import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { tenseClauseLints } from './tense-clauses.ts';

describe('tense across clauses', () => {
  it('puts a present before "and" + a past verb in the past', () => {
    expectRule(
      tenseClauseLints,
      [
        ['We mix the powder with water and heated the paste for an hour.', ['mix', 'replace', 'mixed']],
        ['The operator records the pressure and then switched the pump off.', ['records', 'replace', 'recorded']],
      ],
      [
        'We mixed the powder with water and heated the paste for an hour.',
        'The method uses samples collected and stored at low temperature.',
        'We show that the model fits the data and predicted the yield well.',
      ],
    );
  });

  it('aligns two passives joined by "and"', () => {
    expectRule(
      tenseClauseLints,
      [
        [
          'The plants are harvested in autumn and their roots were washed in tap water.',
          ['are harvested', 'replace', 'were harvested'],
        ],
        ['The tissue was fixed in formalin and then is embedded in paraffin.', ['is', 'replace', 'was']],
      ],
      [
        'The samples were collected in 2019 and are stored at −80 °C.',
        'Details are given in Table 1 and the data were analysed with R.',
        'The versions are prefixed with a letter and the first level capitalized (see below).',
      ],
    );
  });

  it('puts a present passive after "and" in the past when the step repeats', () => {
    expectRule(
      tenseClauseLints,
      [['The seedlings were transplanted into pots and are watered every two days.', ['are', 'replace', 'were']]],
      [
        'The samples were collected in 2019 and are stored at -80 °C.',
        'The seedlings were transplanted into pots and were watered every two days.',
        'The sensors were installed in 2015 and are calibrated every six months.',
        'The pumps were replaced two years ago and are serviced twice a year.',
      ],
    );
  });
});

describe('a repeated present passive after a past passive and a gerund', () => {
  it('looks past a gerund after a preposition for the earlier passive', () => {
    expectRule(
      tenseClauseLints,
      [
        [
          'The seedlings were transplanted 21 days after sowing and are irrigated every three days until panicle initiation.',
          ['are', 'replace', 'were'],
        ],
      ],
      [
        'The seedlings were transplanted 21 days after sowing and were irrigated every three days.',
        'The seedlings were transplanted in 2019 after sowing and are irrigated every three days.',
      ],
    );
  });
});
