import { describe, expect, it } from 'vitest';
import { nounNumberLints, pluralOf } from './noun-number.ts';
import { ownLints } from './own-rules.ts';
import { expectRule } from './rule-test-support.ts';
import { createTagger } from './tagger.ts';

describe('a noun in the number of its quantifier', () => {
  it('makes a noun plural after a number or a plural quantifier, and singular after "each" or "every"', () => {
    expectRule(
      nounNumberLints,
      [
        ['The plots were sampled by two technician who did not know the treatments.', ['technician', 'replace', 'technicians']],
        ['Several survey have reported the same trend.', ['survey', 'replace', 'surveys']],
        ['The cores from both lake were dated.', ['lake', 'replace', 'lakes']],
        ['Four patient were excluded.', ['patient', 'replace', 'patients']],
        ['The participants answered thirty short question.', ['question', 'replace', 'questions']],
        ['These estimate are higher than before.', ['estimate', 'replace', 'estimates']],
        ['Each plants was measured twice.', ['plants', 'replace', 'plant']],
        ['Every participants were interviewed.', ['participants', 'replace', 'participant']],
        ['The resistivity of the two annealed sample differed by 3%.', ['sample', 'replace', 'samples']],
        ['The sample was rotated, and in both case the ratio remained above 1.8.', ['case', 'replace', 'cases']],
        ['The final model has 1.3 million parameter and was trained for 40 epochs.', ['parameter', 'replace', 'parameters']],
      ],
      [
        'The two annealed samples differed, and in both cases the ratio remained high.',
        'The model has 1.3 million parameters, and a million-parameter model was trained.',
        'In both treatment and control plots, two selected sites were sampled.',
        'Ten failed load retries show the error screen.',
        'The two groups differed, and each sample was weighed twice.',
        'Each of the samples was weighed; every two weeks the soil was watered.',
        'We used a two-sample t-test and multiple imputation.',
        'Both treatment and control plots were watered by two sample groups.',
        'These data and several thousand records were analysed over many years.',
        'Both read it, and each links to the others.',
        'The cattle and several fish were counted.',
      ],
    );
  });

  it('forms plurals by the spelling rules and leaves endings it cannot tell', () => {
    expect(['box', 'study', 'day', 'station', 'area', 'ratio', 'analysis', 'child'].map(pluralOf)).toEqual([
      'boxes',
      'studies',
      'days',
      'stations',
      'areas',
      'ratios',
      'analyses',
      'children',
    ]);
    expect(['radius', 'medium', 'axon', 'roof', 'potato', 'index'].map(pluralOf)).toEqual([null, null, null, null, null, null]);
  });

  it('corrects the noun, not the verb, when a quantifier shows the noun is the slip', () => {
    const tag = createTagger();
    const text = 'Three sample were lost during transport.';
    const lints = ownLints(tag(text));
    expect(lints.map((lint) => [text.slice(lint.start, lint.end), lint.suggestions[0]?.text])).toEqual([['sample', 'samples']]);
  });
});

describe('a countable noun counted by a phrase or a number in digits', () => {
  it('makes the noun plural after "a number of", "a wide range of", "dozens of" and "20"', () => {
    expectRule(
      nounNumberLints,
      [
        ['A number of study have examined this question.', ['study', 'replace', 'studies']],
        ['We tested a wide variety of method for the extraction.', ['method', 'replace', 'methods']],
        ['The majority of patient were women.', ['patient', 'replace', 'patients']],
        ['Dozens of sample were lost in transit.', ['sample', 'replace', 'samples']],
        ['In total, 20 participant completed the survey.', ['participant', 'replace', 'participants']],
        ['We interviewed 12 experienced teacher in Osaka.', ['teacher', 'replace', 'teachers']],
      ],
      [
        'A number of studies have examined this question, and a range of temperature was tested.',
        'The 2019 survey and Experiment 2 participants were compared with 20 sample sites.',
        'The majority of the samples came from 3 hospitals, and 1 patient withdrew.',
        'Dozens of sample-based methods exist; a variety of research was cited.',
        'Table 3 result columns were merged, and 12 patient records were missing.',
      ],
    );
  });

  it('counts irregular singulars in -is and a plural after "every"', () => {
    expectRule(
      nounNumberLints,
      [
        ['Both hypothesis were rejected.', ['hypothesis', 'replace', 'hypotheses']],
        ['We ran two analysis of variance.', ['analysis', 'replace', 'analyses']],
        ['Every patients in the ward was assessed.', ['patients', 'replace', 'patient']],
      ],
      [
        'Both hypotheses were rejected.',
        'Both analysis methods gave similar results.',
        'Every patient in the ward was assessed.',
        'Each links to the next page.',
      ],
    );
  });
});
