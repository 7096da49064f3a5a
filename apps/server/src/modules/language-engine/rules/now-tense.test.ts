import { describe, it } from 'vitest';
import {
  datedPresentLints,
  knownTruthLints,
  nowPastLints,
  recentPresentLints,
  reportedPerfectLints,
  stepTenseLints,
  whenPerfectLints,
  whenPresentLints,
} from './now-tense.ts';
import { expectRule } from './rule-test-support.ts';

describe('tenses that a time of now, a past "when" clause or a chain of past steps calls for', () => {
  it('puts a past after "Currently," or "At present," in the present', () => {
    expectRule(
      nowPastLints,
      [
        [
          'Currently, the model was being used by three regional banks to estimate default probabilities.',
          ['was', 'replace', 'is'],
        ],
        ['At present, the hospital treated about 300 new oncology patients per year.', ['treated', 'replace', 'treats']],
        ['Nowadays, most students used smartphones to access course materials.', ['used', 'replace', 'use']],
        ['Currently, these sensors were deployed at twelve coastal stations.', ['were', 'replace', 'are']],
      ],
      [
        'Currently, there is no consensus on the optimal dose.',
        'Currently, the data that were collected in 2010 are outdated.',
        'Currently, the most widely used method was developed by Smith.',
        'Currently available models were trained on English data.',
        'At present, the station that was built in 1998 is still in use.',
        'Until 2019, the model was used by three banks.',
        'Today, the sensors are deployed at twelve stations.',
      ],
    );
  });

  it('puts a present perfect after a past "when" clause in the past perfect', () => {
    expectRule(
      whenPerfectLints,
      [
        [
          'When I was collecting the recordings in 2017, the dialect has already begun to disappear among younger speakers.',
          ['has already begun', 'replace', 'had already begun'],
        ],
        ['When the survey was conducted, most farmers have adopted the new variety.', ['have adopted', 'replace', 'had adopted']],
      ],
      [
        'When the study began, the guidelines had already been revised.',
        'When the samples were collected, they were stored at -80 °C.',
        'While the model was trained on English data, it has been applied to Japanese with success.',
        'When the method was first proposed, it has since been applied to many fields.',
        'When the samples are collected, the technician has to label them.',
      ],
    );
  });

  it('puts a present among past steps in the past', () => {
    expectRule(
      stepTenseLints,
      [
        [
          'The interviews were transcribed verbatim and coded independently by two researchers, who then compare their codes.',
          ['compare', 'replace', 'compared'],
        ],
        [
          'The signal was filtered with a 50 Hz notch filter, then downsampled to 250 Hz and is segmented into 2-s epochs.',
          ['is', 'replace', 'was'],
        ],
        ['We first filtered the signal and then compute the spectrum.', ['compute', 'replace', 'computed']],
        ['Participants were asked to read the text, and then they answer five questions.', ['answer', 'replace', 'answered']],
      ],
      [
        'We filter the signal and then compute the spectrum.',
        'The cells were washed twice and then incubated for 2 h.',
        'The samples were collected in 2019 and are stored at the national museum.',
        'The data were collected in 2019 and are described in Table 1.',
        'Participants who completed the task were then asked to rate their confidence.',
        'The model, which is trained on data that were collected in 2019, then predicts the yield.',
        'The data were collected in 2019; we then compare them with the 2023 survey.',
        'If the family was specified, but no addresses were found, then return mapped addresses.',
        'The not recommended examples above check for existence and then use the file.',
      ],
    );
  });

  it('puts a present passive of a study step dated in a past year in the past', () => {
    expectRule(
      datedPresentLints,
      [
        ['The survey is conducted in 2020 in five provinces of Peru.', ['is', 'replace', 'was']],
        ['The samples are collected in March 2021 from three estuaries.', ['are', 'replace', 'were']],
        ['The first survey was carried out in 2019, and the second one is carried out in 2021.', ['is', 'replace', 'was']],
      ],
      [
        'The data are reported in 2020 prices.',
        'The survey is conducted every year in May.',
        'The survey was conducted in 2020.',
        'The lowest value is observed in Table 2.',
      ],
    );
  });

  it('puts a past after a present "when" clause in the present', () => {
    expectRule(
      whenPresentLints,
      [
        ['When the temperature increases, the viscosity of the oil decreased sharply.', ['decreased', 'replace', 'decreases']],
        ['When the valve is open, the pressure dropped to 2 bar.', ['dropped', 'replace', 'drops']],
      ],
      [
        'When the data are pooled, the effect is significant.',
        'When the samples were heated, the colour changed.',
        'When this happens, we call the model unstable.',
        'When the temperature increases, the viscosity decreases.',
        'If the model is correct, the drop in 2019 was caused by the drought.',
        'When a test fails using the trace backend, I enabled this debug method.',
        'When the light is on, participants pressed a key.',
      ],
    );
  });

  it('puts a past perfect of reporting before a present "that" clause in the simple past', () => {
    expectRule(
      reportedPerfectLints,
      [
        [
          'Many previous studies had reported that microplastic ingestion reduces the feeding rate of copepods.',
          ['had reported', 'replace', 'reported'],
        ],
        [
          'In our previous work we had shown that the dopant concentration controls the transition temperature.',
          ['had shown', 'replace', 'showed'],
        ],
      ],
      [
        'Before the trial began, earlier studies had shown that the drug is safe.',
        'Smith had found that the effect was small.',
        'The authors had suggested that the model is robust, but this was later disproved.',
        'By 2010, several groups had reported that the compound is toxic.',
      ],
    );
  });

  it('puts a general truth after "It is well known that" in the present', () => {
    expectRule(
      knownTruthLints,
      [
        [
          'It is well known that neurons in the hippocampus were highly sensitive to prolonged hypoxia.',
          ['were', 'replace', 'are'],
        ],
        ['It is widely accepted that soil moisture was important for runoff generation.', ['was', 'replace', 'is']],
      ],
      [
        'It is well known that the samples were contaminated.',
        'It is well known that the 2008 crisis was severe.',
        'It is known that Darwin was aware of this.',
        'It is well known that neurons in the hippocampus are highly sensitive to hypoxia.',
      ],
    );
  });
});

describe('a present after "recently", a past after "Nowadays, more and more"', () => {
  it('flags the verb', () => {
    expectRule(
      recentPresentLints,
      [
        ['The World Health Organization recently updates its guidelines on hypertension.', ['updates', 'replace', 'updated']],
        ['The team recently reports that the effect is small.', ['reports', 'replace', 'reported']],
      ],
      [
        'Recently, there is growing interest in this topic.',
        'Lately, I feel tired all the time.',
        'Smith recently argues that the model fails.',
        'People recently tend to shop online.',
        'Recently, deep learning has attracted attention.',
        'These methods have recently become popular.',
        'The recently updated guidelines recommend lower doses.',
        'Recently published studies report similar results.',
      ],
    );
    expectRule(
      nowPastLints,
      [['Nowadays, more and more students used online platforms to prepare.', ['used', 'replace', 'use']]],
      [
        'Nowadays, more and more students use online platforms to prepare.',
        'Nowadays, more and more animals kept as pets live in flats.',
      ],
    );
  });
});
