import { describe, it } from 'vitest';
import { missingFrameLints } from './missing-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('more words left out', () => {
  it('puts back "at" or "for" after a treatment, "to" after "able" and after "allows" and its object', () => {
    expectRule(
      missingFrameLints,
      [
        ['The cells were incubated 37 °C for 24 h.', ['incubated 37', 'replace', 'incubated at 37']],
        ['The network was trained 100 epochs on the data.', ['trained 100', 'replace', 'trained for 100']],
        ['The plates were then stored 4 days in the dark.', ['stored 4', 'replace', 'stored for 4']],
        ['The proposed model is able capture long-range dependencies.', ['able capture', 'replace', 'able to capture']],
        ['The interface allows users search the archive.', ['users search', 'replace', 'users to search']],
        ['The new tool enables them write the report faster.', ['them write', 'replace', 'them to write']],
      ],
      [
        'The cells were incubated at 37 °C for 24 h, and the network was trained for 100 epochs.',
        'The samples were washed 3 times and stored 2 weeks later than planned.',
        'We are able to capture the signal, and the model is able enough for this.',
        'The interface allows users access to the archive and allows them to search it.',
      ],
    );
  });

  it('puts back "those", "than", "to what extent", "as" and "of"', () => {
    expectRule(
      missingFrameLints,
      [
        ['Patients on the drug recovered faster than who received the placebo.', ['than who', 'replace', 'than those who']],
        ['The new catalyst is more stable the commercial one.', ['stable the', 'replace', 'stable than the']],
        ['It is still unclear what extent social media matters.', ['unclear what', 'replace', 'unclear to what']],
        ['The treated seedlings grew twice fast as the controls.', ['twice fast', 'replace', 'twice as fast']],
        ['Because the limited budget, only three sites were sampled.', ['Because the', 'replace', 'Because of the']],
        ['The main objective this study is to evaluate sorghum.', ['objective this', 'replace', 'objective of this']],
        ['Why some students benefit more others is unclear.', ['more others', 'replace', 'more than others']],
      ],
      [
        'Those who received the drug recovered faster than those who did not.',
        'The catalyst is more stable than the commercial one; it is more stable the longer it is stored.',
        'Infections were more common that winter, and yields were less stable the following year.',
        'It is unclear to what extent it matters, and in what extent it differs.',
        'The drug was given twice daily as a tablet, and the seedlings grew twice as fast as the controls.',
        'Because the budget was limited, only three sites were sampled.',
        'The objective of this study is clear, and the aim of the present work is different.',
        'Some students benefit more than others, and more others joined later.',
      ],
    );
  });

  it('puts back the preposition after "respond", "contribute", a predicative adjective, "live" and "work"', () => {
    expectRule(
      missingFrameLints,
      [
        [
          'Little is known about how these microbes respond drought stress.',
          ['respond drought', 'replace', 'respond to drought'],
        ],
        ['Several factors contribute the decline of bees.', ['contribute the', 'replace', 'contribute to the']],
        [
          'The drift arises because the sensor is very sensitive humidity.',
          ['sensitive humidity', 'replace', 'sensitive to humidity'],
        ],
        ['We need more training for nurses working rural clinics.', ['working rural', 'replace', 'working in rural']],
      ],
      [
        'Some patients respond better to the drug, and how they respond is unclear.',
        'Several authors contributed the samples, and all factors contribute to the decline.',
        'The file is sensitive data, and the sensor is very sensitive to humidity.',
        'Nurses working in rural clinics and working groups of experts met.',
      ],
    );
  });

  it('puts back "had", "there", a dropped subject and "be" in a passive', () => {
    expectRule(
      missingFrameLints,
      [
        ['Participants who not completed the intervention were excluded.', ['not completed', 'replace', 'had not completed']],
        ['In the past decade, have been many attempts to model it.', ['have been', 'replace', 'there have been']],
        ['Although the method is simple, has several limitations.', ['has', 'replace', 'it has']],
        ['The data collected from 45 weather stations across the country.', ['collected', 'replace', 'were collected']],
        ['Samples that were not stored properly excluded from the analysis.', ['excluded', 'replace', 'were excluded']],
      ],
      [
        'Participants who had not completed the intervention were excluded, and the data not shown were similar.',
        'In the past decade, there have been many attempts, and it has been used widely.',
        'Although the method is simple, it has several limitations.',
        'The data collected from 45 weather stations were analyzed.',
        'The concentrations of metals in the sediments collected near the mine exceed the limit.',
        'Samples that were not stored properly were excluded from the analysis.',
        'The number of samples recorded by the histogram.',
        // A past of a verb that takes no object is the clause's verb (helper hunt-1).
        'The sites sampled in the first year differed from those sampled later.',
        'The patients recruited in 2019 remained in the study for two years.',
        'Returns any remaining input stored in the internal buffer as a string.',
        'It was dispatched because a node, which is an ancestor, was injected.',
      ],
    );
  });

  it('leaves alone correct sentences of the shapes a review found flagged', () => {
    expectRule(
      missingFrameLints,
      [
        ['Each fungicide contributed the decline of yield.', ['contributed the', 'replace', 'contributed to the']],
        ['The new coating is more stable the old one.', ['stable the', 'replace', 'stable than the']],
      ],
      [
        'Participants were aged 18 years or older, and mice were aged 8 weeks.',
        'The samples were stored 2 weeks later, and the cells were stained 24 h after transfection.',
        'This is more likely a consequence of sampling, and it is less likely a bias.',
        'The film is more stable the more it is heated.',
        'It is less certain that the trend will continue, and it is now more likely that the effect is real.',
        'The experiment was repeated three times independently as described above.',
        'Each assay was run twice separately as a control, and the tank was half full as expected.',
        'Both groups responded the same way, and the patients responded this time.',
        'Each predictor contributed a small increase in R², and the dose contributed the largest increase in risk.',
        'The second gene contributed an additional reduction in growth.',
      ],
    );
  });
});
