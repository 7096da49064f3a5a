import { describe, it } from 'vitest';
import { articleReachLints } from './article-reach.ts';
import { expectRule } from './rule-test-support.ts';

describe('articles that a sentence opening, an ordinal, an attribute or "one" needs', () => {
  it('puts "The" before a sentence-opening share, mean or one-of-a-kind thing', () => {
    expectRule(
      articleReachLints,
      [
        ['Rest of the samples were discarded after the analysis.', ['Rest', 'replace', 'The rest']],
        ['Mean age of the respondents was 34 years.', ['Mean', 'replace', 'The mean']],
        ['Total number of patients was 120.', ['Total', 'replace', 'The total']],
        ['Internet has changed the way students learn.', ['Internet', 'replace', 'The Internet']],
        ['Sun is the main source of energy for the climate system.', ['Sun', 'replace', 'The Sun']],
      ],
      [
        'The rest of the samples were discarded.',
        'Mean age of respondents by region.',
        'Total number of patients and controls.',
        'Internet access was limited in rural schools.',
        'Sun exposure is a risk factor for melanoma.',
        'Mean values are shown in Table 2.',
        'Total number of events before the counter is reset.',
      ],
    );
  });

  it('puts "the" before an ordinal and an attribute defined by "of"', () => {
    expectRule(
      articleReachLints,
      [
        ['The students completed it at the end of first semester.', ['first', 'replace', 'the first']],
        ['The model was tested for second time in May.', ['second', 'replace', 'the second']],
        ['The software calculates value of each pixel.', ['value', 'replace', 'the value']],
        ['The nurse recorded blood pressure of each patient twice a day.', ['blood', 'replace', 'the blood']],
        ['We estimated height of the trees with a clinometer.', ['height', 'replace', 'the height']],
      ],
      [
        'At first glance, the data looked clean, and she took first place.',
        'The effect was linear to first order, and he received first aid.',
        'It was first described in 1990, and we first measured the samples.',
        'The measured temperature of the sample rose, and we recorded the value of each pixel.',
        'The diet improves quality of life, and it has value of its own.',
        'We estimated its height of 3 m from the photographs.',
        'Unable to increase size of the buffer.',
      ],
    );
  });

  it('puts "a" for "one" before a new thing presented, and deletes "the" in "in the most countries"', () => {
    expectRule(
      articleReachLints,
      [
        ['In this study, we develop one framework that integrates field data.', ['one', 'replace', 'a']],
        ['In this paper, we present one novel algorithm for segmentation.', ['one', 'replace', 'a']],
        ['In the most countries, the minimum wage is set by law.', ['the', 'delete', '']],
      ],
      [
        'We present one method for the north and another for the south.',
        'We develop one of the first frameworks, and we propose one more test.',
        'In the most affected countries, the wage is low; Brazil had the most cases.',
        'We present one model per site and a second model for the region.',
      ],
    );
  });

  it('deletes "the" before a field-wide problem named as a threat or a challenge', () => {
    expectRule(
      articleReachLints,
      [
        ['The climate change is a major threat to coastal ecosystems.', ['The climate', 'replace', 'Climate']],
        ['The pollution is a serious problem in large cities.', ['The pollution', 'replace', 'Pollution']],
        ['The software gives users an access to real-time data.', ['an', 'delete', '']],
        ['The students had a difficulty understanding fractions.', ['a', 'delete', '']],
      ],
      [
        'The climate change we observed is a threat to the farms.',
        'The pollution in the river is a serious problem.',
        'Climate change is a major threat to coastal ecosystems.',
        'The nature of the problem is a challenge.',
        'An access road was built, and a difficulty in the analysis was the missing data.',
        'Each item had a difficulty rating of 3, and a difficulty setting was chosen.',
      ],
    );
  });
});

describe('"the" for a thing new to the reader, and an attribute a verb of finding out takes', () => {
  it('suggests "a" for "We propose the novel framework", and "the" after "to identify"', () => {
    expectRule(
      articleReachLints,
      [
        [
          'We propose the novel framework that combines graph neural networks with attention mechanisms.',
          ['the', 'replace', 'a'],
        ],
        ['In this paper, we present the new algorithm for clustering.', ['the', 'replace', 'a']],
        [
          'Samples were analysed by X-ray diffraction to identify mineral composition of the sandstone.',
          ['mineral', 'replace', 'the mineral'],
        ],
        ['Cores were taken to determine density of the soil.', ['density', 'replace', 'the density']],
      ],
      [
        'We propose the new version of the model.',
        'We describe the new method in Section 3.',
        'We introduced the novel scoring system described by Li et al.',
        'We propose a novel framework for traffic prediction.',
        'The authors propose the novel framework that we extend here.',
        'Unable to increase size of the buffer.',
        'Cores were taken to determine the density of the soil.',
        'We present the new algorithms for clustering.',
        'Section 3 reviews existing methods, and in Section 4 we present the new method.',
      ],
    );
  });
});
