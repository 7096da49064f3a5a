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
        'Several alternative uses exist for the by-product.',
        'Adults living alone were at greater risk than those living with a spouse.',
        "Kenya's only few specialist burn units are in Nairobi.",
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

describe('round 16 (narrowed): one, neither and either, adjectives that head a phrase, a second count', () => {
  it('puts the noun in its quantifier’s number and leaves look-alikes alone', () => {
    expectRule(
      nounNumberLints,
      [
        ['The two datasets differ in one important respects.', ['respects', 'replace', 'respect']],
        ['The method fails in one critical situations.', ['situations', 'replace', 'situation']],
        ['Neither groups showed any change in body weight.', ['groups', 'replace', 'group']],
        ['The analysis of these two variable revealed a strong correlation.', ['variable', 'replace', 'variables']],
        ['Three adult were released at each site.', ['adult', 'replace', 'adults']],
        ['The sample consisted of 35 woman and 42 men.', ['woman', 'replace', 'women']],
      ],
      [
        'Phase one clinical trials enrolled 40 patients.',
        'Twelve compounds were screened, several showing moderate activity.',
        'Chinese students often study abroad, and many return after graduation.',
        'The effect was significant in one-tailed tests only.',
        'One hundred samples were analysed.',
        'One or two samples were lost during transport.',
        'One of the main reasons was the cost.',
        'Only one new species was described in 2020.',
        'One important respect in which the models differ is their cost.',
        'One would expect higher yields in wet years.',
        'Neither group showed any change in body weight.',
        'Neither patients nor clinicians knew the allocation.',
        'Either samples or standards were run first.',
        'Neither of the groups improved.',
        'Samples were taken from either side of the fault.',
        'Neither treatments nor controls differed in yield.',
        'Either way, the results hold.',
        'We found neither effect in the older cohort.',
        'These two variables revealed a strong correlation.',
        'Two variable regions were sequenced.',
        'Many individual differences were observed.',
        'Both female and male mice were used.',
        'Several chemical treatments were compared.',
        'Many professional athletes were interviewed.',
        'The two alternative hypotheses were tested.',
        'Both individual and group interviews were held.',
        'Many native species declined.',
        'The sample consisted of 35 women and 42 men.',
        'The 2 sample and 3 control wells were pooled.',
        'The cohort included 12 patients and 3 controls.',
        'Samples were taken at 5 and 10 cm depth.',
        'A total of 35 participants and 42 controls were enrolled.',
        'Table 2 lists 12 site and 4 season effects.',
        'Groups 3 and 4 were merged.',
        'We used 20 sample and control plots.',
        'Either barracks could house the new recruits.',
        'Neither premises was suitable for a laboratory.',
        'The army maintained one large barracks near the border.',
        'We ran one tailed tests for directional hypotheses.',
        'The authors applied one sided tests throughout.',
        'Signals were stored as one dimensional arrays.',
        'Several derivative works appeared after the novel.',
        'We analysed 3 patient and 4 healthy control samples.',
        'The course includes 2 group and 3 individual sessions.',
        'The kit contains 5 sample and 5 standard tubes.',
      ],
    );
  });
});

describe('a noun counted by a number with a thousands comma or by "several thousand"', () => {
  it('makes "1,200 household" and "several thousand participant" plural', () => {
    expectRule(
      nounNumberLints,
      [
        ['The survey covered 1,200 household in five provinces.', ['household', 'replace', 'households']],
        ['Several thousand participant took part in the study.', ['participant', 'replace', 'participants']],
      ],
      ['The survey covered 1,200 households in five provinces.', 'In 1,200 sample sites, the soil was sandy.'],
    );
  });
});

describe('"these" and "those" standing for a noun', () => {
  it('leaves "Patients like these sleep less" and "Those attending were asked", not "These sample were dried"', () => {
    expectRule(
      nounNumberLints,
      [
        ['These sample were dried at 60 °C.', ['sample', 'replace', 'samples']],
        ['Unlike these method, ours needs no labels.', ['method', 'replace', 'methods']],
      ],
      [
        'Patients like these sleep less than six hours a night.',
        'Reviewers like these comment mainly on the methods.',
        'Those attending were asked to sign the form.',
        'Those living with a spouse were happier.',
      ],
    );
  });
});

describe('a number in digits before a singular noun of a paper, round 19', () => {
  it('flags "more than 400 case related" and leaves labels the tagger misreads', () => {
    expectRule(
      nounNumberLints,
      [
        ['The tribunal has heard more than 400 case related to inheritance.', ['case', 'replace', 'cases']],
        ['We sampled 30 farm in two provinces.', ['farm', 'replace', 'farms']],
      ],
      [
        'Nowhere does Table 3 report the standard errors.',
        'We reviewed 400 case reports.',
        'We recorded 20 species.',
        'The 2019 case was closed.',
      ],
    );
  });
});
