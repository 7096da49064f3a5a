import { describe, it } from 'vitest';
import { nounPhraseNumberLints } from './noun-number-phrases.ts';
import { expectRule } from './rule-test-support.ts';

describe('the number of a noun in a counting phrase', () => {
  it('puts a noun one thing counts in the singular and one several things count in the plural', () => {
    expectRule(
      nounPhraseNumberLints,
      [
        ['A three-years study was conducted.', ['years', 'replace', 'year']],
        ['The dataset covers a variety of industry, from textiles to tourism.', ['industry', 'replace', 'industries']],
        ['This methods has been widely adopted.', ['methods', 'replace', 'method']],
        ['Another limitations is the small sample.', ['limitations', 'replace', 'limitation']],
        ['We found a positive correlations between income and diet.', ['correlations', 'replace', 'correlation']],
        ['Two different type of catalyst were compared.', ['type', 'replace', 'types']],
        ['Different kind of soil amendments have been proposed.', ['kind', 'replace', 'kinds']],
        ['It was given to 312 undergraduate student from four universities.', ['student', 'replace', 'students']],
        ['Patients were followed for a median of 18 month after surgery.', ['month', 'replace', 'months']],
        ['We used multiple sensor in each room.', ['sensor', 'replace', 'sensors']],
        ['Symptoms were assessed with a 20-items self-report questionnaire.', ['items', 'replace', 'item']],
        ['Among the firms surveyed, the number of firm that reported exports rose.', ['firm', 'replace', 'firms']],
        ['The sediment cores were sliced at 1-cm interval, and each slice was dried.', ['interval', 'replace', 'intervals']],
        ['Samples were taken at regular interval during the season.', ['interval', 'replace', 'intervals']],
      ],
      [
        'Symptoms were assessed with a 20-item questionnaire, and the 3-times higher rate was confirmed.',
        'The number of firms that reported exports rose, and the number of firm-level variables was small.',
        'The cores were sliced at 1-cm intervals, at an interval of 5 min and at regular intervals.',
        'Species richness was estimated for a 3-species system.',
        'A three-year study and a 30-day period were planned over a 12 month period.',
        'A variety of wheat and a range of motion were studied; a variety of industries took part.',
        'This methods section describes it, and these methods are new.',
        'Another two samples were lost, and a few samples and a great many studies remain.',
        'A different kind of approach was used; types of error were common.',
        'A 5 point Likert scale and a 7 item questionnaire were used in 2019 surveys.',
        'Multiple regression and multiple comparison tests were used.',
        'Table 2 lists the results, and Experiment 3 participant numbers are given.',
        'We fitted a 4 parameter model to the data.',
        'Assessments were done at 2 year and 5 year follow-up, and visits at 6 month or 12 month intervals.',
        'We used a 2 compartment model for the kinetics.',
        'We conducted a 3 arm trial in 2019.',
        'Measurements were made in a 3 electrode cell.',
        'We fitted multiple indicator multiple cause models.',
        'Cells of the same or different type of tissue were compared.',
      ],
    );
  });

  it('puts a Greek or Latin plural that one thing counts in the singular', () => {
    expectRule(
      nounPhraseNumberLints,
      [
        ['We observed an unexpected phenomena at the boundary.', ['phenomena', 'replace', 'phenomenon']],
        ['Each criteria was scored from 1 to 5.', ['criteria', 'replace', 'criterion']],
        ['An analyses of the fossils showed a marine origin.', ['analyses', 'replace', 'analysis']],
        ['This hypotheses was not supported.', ['hypotheses', 'replace', 'hypothesis']],
      ],
      [
        'We observed an unexpected phenomenon at the boundary.',
        'Each of the criteria was scored from 1 to 5.',
        'One analyses the data with a mixed model.',
        'A criteria list was drawn up.',
        'The analysis showed that criteria differ between sites.',
        'An analysis of these phenomena is given in Section 3.',
      ],
    );
  });
});
