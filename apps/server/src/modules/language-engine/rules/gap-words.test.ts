import { describe, it } from 'vitest';
import { gapWordLints } from './gap-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('words left out of fixed frames', () => {
  it('puts back the preposition of an adjective, "into" after "divided", "on" after "focused" and "by" after "as recommended"', () => {
    expectRule(
      gapWordLints,
      [
        ['Our results are consistent those reported by Tanaka.', ['consistent those', 'replace', 'consistent with those']],
        ['The nurses were not familiar the software.', ['familiar the', 'replace', 'familiar with the']],
        ['The values were similar those of the control group.', ['similar those', 'replace', 'similar to those']],
        ['The participants were divided three groups by age.', ['divided three', 'replace', 'divided into three']],
        ['Patients were then classified 4 categories.', ['classified 4', 'replace', 'classified into 4']],
        ['In this study, we focused the effect of feedback.', ['focused the', 'replace', 'focused on the']],
        ['This paper focuses how teachers give feedback.', ['focuses how', 'replace', 'focuses on how']],
        ['The resin was cured for 20 s, as recommended the manufacturer.', ['recommended the', 'replace', 'recommended by the']],
        ['The assay was run as described the authors.', ['described the', 'replace', 'described by the']],
        ['The response time was independent the load.', ['independent the', 'replace', 'independent of the']],
        ['The pattern is typical these soils.', ['typical these', 'replace', 'typical of these']],
      ],
      [
        'Our results are consistent with those reported, and how different the groups were is clear.',
        'The more similar the groups, the better; the findings were so different that we repeated it.',
        'The results were similar the next day, and the method was familiar to them.',
        'The land was divided among three families, and the sample was divided into three groups.',
        'The reads were split three ways, and the cohort was allocated three arms.',
        'The lens focused the beam on the sample, and we focused on the effect of the laser.',
        'As described the samples were dried, and the cells were treated as described previously.',
        'As recommended by the manufacturer, the resin was cured.',
        'The response time was independent of the load; the two independent samples were relevant.',
      ],
    );
  });

  it('puts back "been" in a perfect passive, "as" before a reference to the text and in "twice as much as"', () => {
    expectRule(
      gapWordLints,
      [
        [
          'The mechanism of this interaction has not fully elucidated.',
          ['has not fully elucidated', 'replace', 'has not been fully elucidated'],
        ],
        ['This effect has not investigated so far.', ['has not investigated', 'replace', 'has not been investigated']],
        [
          'The protein has recently characterized by Chen.',
          ['has recently characterized', 'replace', 'has been recently characterized'],
        ],
        ['The same procedure was used, described in Section 2.3.', ['described', 'replace', 'as described']],
        ['The samples were stored, reported by Lee et al. (2019).', ['reported', 'replace', 'as reported']],
        ['The new system cost twice as much the previous one.', ['much the', 'replace', 'much as the']],
        ['The yield was three times as high that of the control.', ['high that', 'replace', 'high as that']],
      ],
      [
        'The mechanism has not been fully elucidated, and we have investigated it in mice.',
        'Several groups have examined the protein, and Chen has characterized its structure.',
        'The authors have reported that the drug was safe; they had described the method.',
        'The protocol, described in Section 2.3, was used; the method used, described by Lee, was new.',
        'We used the protocol described in Section 2.3, as described previously.',
        'The new system cost twice as much as the old one and was twice as fast in tests.',
        'Mortality was twice as high in the winter months as in summer.',
        'It is as much the result of policy as of chance.',
      ],
    );
  });

  it('puts back "be" before "not" and an adjective in a sentence without a verb, and "we" before "believe that"', () => {
    expectRule(
      gapWordLints,
      [
        [
          'The differences between the two groups not statistically significant (p = 0.21).',
          ['groups not', 'replace', 'groups were not'],
        ],
        ['The effect of age not significant in this model.', ['age not', 'replace', 'age was not']],
        ['Although the sample size was small, believe that the findings are relevant.', ['believe', 'replace', 'we believe']],
        ['Because the values were skewed, concluded that the median was better.', ['concluded', 'replace', 'we concluded']],
        [
          'In addition, the proposed model more accurate than the old one when the load was small.',
          ['model more', 'replace', 'model was more'],
        ],
        [
          'It is known that students with high self-efficacy more likely to persist.',
          ['efficacy more', 'replace', 'efficacy are more'],
        ],
      ],
      [
        'The differences between the two groups were not statistically significant (p = 0.21).',
        'The patients not eligible for surgery were treated with drugs.',
        'Values not significant at p < 0.05',
        'Although the sample was small, we believe that the findings are relevant.',
        'If the value is small, note that the error grows.',
        'The authors, however, believe that the model holds.',
        'We selected the model more accurate than the others, and the samples more resistant to heat were kept.',
        'We found that the samples more resistant to heat survived; the fever had resolved.',
        'As we have described, the method works, and as others have reported.',
      ],
    );
  });

  it('puts back "of" after a nominalization before its object and the preposition of a relative "which"', () => {
    expectRule(
      gapWordLints,
      [
        [
          'Patients avoided eating for 30 minutes after application the varnish.',
          ['application the', 'replace', 'application of the'],
        ],
        [
          'Samples were taken before administration the drug and 2 h later.',
          ['administration the', 'replace', 'administration of the'],
        ],
        ['The protocol was used in the previous study, which the samples were stored at 4 °C.', ['which', 'replace', 'in which']],
        ['We used the dataset which the images were labelled by two radiologists.', ['which', 'replace', 'in which']],
      ],
      [
        'After centrifugation the supernatant was removed, and during fermentation the pH dropped.',
        'After extraction the samples in each tube were spun, and during drying the samples and the controls were weighed.',
        'Upon completion the survey, participants received a voucher; after application of the varnish, they waited.',
        'The drug, which the patients were given at 8 am, was well tolerated.',
        'The heat, which the samples were exposed to, was high; the trial, which all patients were enrolled in, ended.',
        'The study, which the authors conducted in 2019, was large, and the study in which the samples were stored was small.',
      ],
    );
  });

  it('puts back the preposition after a passive that takes no object', () => {
    expectRule(
      gapWordLints,
      [
        ['The study was approved the ethics committee of the university.', ['approved the', 'replace', 'approved by the']],
        ['This effect can be attributed the higher fibre content.', ['attributed the', 'replace', 'attributed to the']],
        ['The cells were then exposed a low dose of the drug.', ['exposed a', 'replace', 'exposed to a']],
        ['The scores were strongly associated their income.', ['associated their', 'replace', 'associated with their']],
      ],
      [
        'The protocol was approved by the ethics committee, and the plates were rinsed the next day.',
        'The model was based on the data, and the patients were compared with the controls.',
        'The results were then compared a second time, and the sections were stained the same way.',
        'The students were followed up the following year, and the patients were given a diary.',
        'The specimens were rinsed and then exposed the solution for 2 h.',
      ],
    );
  });
});

describe('the preposition after "explained" and "analyzed" in the passive', () => {
  it('puts back "by" and "for"', () => {
    expectRule(
      gapWordLints,
      [
        ['This can be explained the high surface energy.', ['explained the', 'replace', 'explained by the']],
        ['The samples were analyzed the presence of metals.', ['analyzed the', 'replace', 'analyzed for the']],
      ],
      ['This can be explained by the high energy, and the samples were analyzed the next day.'],
    );
  });
});

describe('"by" and "with" after more passives, "been" before "before", "suitable (for)"', () => {
  it('flags the left-out word', () => {
    expectRule(
      gapWordLints,
      [
        ['Tumour growth was significantly inhibited the combined treatment.', ['inhibited the', 'replace', 'inhibited by the']],
        ['The cells were treated 10 µM cisplatin for 24 h.', ['treated 10', 'replace', 'treated with 10']],
        [
          'To our knowledge, this effect has not reported before in the literature.',
          ['has not reported', 'replace', 'has not been reported'],
        ],
      ],
      [
        'The cells were treated the same way.',
        'The patients were treated 3 times.',
        'Growth was affected the following year.',
        'The site was not suitable, so we moved.',
        'These are not suitable gifts, in my view.',
        'Many of the students had never studied before.',
        'The journalist has not reported before from a war zone.',
        'The crop was affected this season.',
        'The ward was affected the most by the outbreak.',
        'The cells were treated a total of three times.',
        'The patients were treated 2 % of the time by nurses.',
        'These data are suitable inputs for the model.',
        'We have reported before that the effect is small.',
      ],
    );
  });
});
