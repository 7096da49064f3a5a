import { describe, it } from 'vitest';
import { extraArticleLints } from './extra-articles.ts';
import { expectRule } from './rule-test-support.ts';

describe('a "the" learners add in fixed phrases', () => {
  it('deletes "the" in "in the recent years", "at the room temperature", "in the 2019", "into the English", "not the least", before a country and a language as a subject', () => {
    expectRule(
      extraArticleLints,
      [
        ['In the recent years, drones have become cheap.', ['the', 'delete', '']],
        ['The samples were kept at the room temperature for two days.', ['the', 'delete', '']],
        ['The survey was carried out in the 2019 and repeated later.', ['the', 'delete', '']],
        ['Last but not the least, the method is cheap.', ['the', 'delete', '']],
        ['The questionnaire was translated into the English by a linguist.', ['the', 'delete', '']],
        ['Rice is the staple food in the China.', ['the', 'delete', '']],
        ['The Brazil has a large area of tropical forest.', ['The', 'delete', '']],
        ['The English is widely used in scientific papers.', ['The', 'delete', '']],
      ],
      [
        'In recent years, and in the most recent years, drones have become cheap.',
        'The samples were kept at room temperature, and at the room temperature of the laboratory.',
        'In the 2019 season, in the 1990s and in the 2019–2020 campaign, yields rose; 2019 was dry.',
        'In the 2019 and 2020 seasons, in the 2019, 2020 and 2021 trials and in the 2019 to 2021 period, yields rose.',
        'Last but not least, the method is the least costly.',
        'In the English language and in the English literature, the English were many.',
        'The questionnaire was written in the English, French and German versions and in the English and Spanish ones.',
        'The China Scholarship Council funded this work.',
        'The data were provided by the Japan Meteorological Agency and the Spain-based team.',
        'He moved to the United States, then to the Netherlands; the English were first to arrive.',
        'The English version of the questionnaire was used in China and Japan.',
      ],
    );
  });

  it('deletes "the" before a field of study alone, software with its version and a title before a name', () => {
    expectRule(
      extraArticleLints,
      [
        ['Recent advances in the machine learning have made it feasible.', ['the', 'delete', '']],
        ['The method borrows ideas from the artificial intelligence.', ['the', 'delete', '']],
        ['Recent advances in the machine learning for imaging are fast.', ['the', 'delete', '']],
        ['All analyses were performed in the SPSS version 26 (IBM Corp.).', ['the', 'delete', '']],
        ['The models were fitted in the Stata 17.', ['the', 'delete', '']],
        ['We are grateful to the Professor Kenji Tanaka for his comments.', ['the', 'delete', '']],
        ['The samples were provided by the Dr. Silva.', ['the', 'delete', '']],
      ],
      [
        'Recent advances in machine learning have made it feasible.',
        'The machine learning model was trained on 500 images.',
        'The artificial intelligence of the future will differ.',
        'All analyses were performed in SPSS version 26, using the SPSS software.',
        'The SPSS 26 package and the R package lme4 were used.',
        'We are grateful to Professor Kenji Tanaka and to the Professor of Medicine.',
        'We describe the machine learning in the second stage of the pipeline.',
      ],
    );
  });

  it('deletes "the" before a planet, a lake or a mountain, a capital city and a topic alone (g13)', () => {
    expectRule(
      extraArticleLints,
      [
        ['The Mars has a thin atmosphere composed mainly of carbon dioxide.', ['The', 'delete', '']],
        ['Samples were collected from the Lake Biwa in spring.', ['the', 'delete', '']],
        ['The station stands on the Mount Fuji, at 3,776 m.', ['the', 'delete', '']],
        ['Students from the Mexico City participated in the survey.', ['the', 'delete', '']],
        ['The climate change threatens coastal aquifers.', ['The', 'delete', '']],
        ['Farmers are adapting to the global warming.', ['the', 'delete', '']],
      ],
      [
        'Mars has a thin atmosphere, and the Mars Express orbiter mapped its surface.',
        'Samples were collected from Lake Biwa and from the Lake District in England.',
        'The Lake Victoria Basin Commission funded the survey.',
        'Students from Mexico City and from the Mexico City campus took part.',
        'Climate change threatens coastal aquifers, and the climate change scenarios differ.',
        'The climate change of the Holocene was gradual.',
        'The Venus flytrap grows in nutrient-poor soils.',
        'The mercury in the samples was measured by atomic absorption.',
      ],
    );
  });

  it('deletes "the" before a lettered site or group, "type 2 diabetes" and "access to" after "have" (g13)', () => {
    expectRule(
      extraArticleLints,
      [
        ['The sample from the site B contained more charcoal.', ['the', 'delete', '']],
        ['Participants in the group A received the drug first.', ['the', 'delete', '']],
        ['The incidence of the type 2 diabetes increased sharply.', ['the', 'delete', '']],
      ],
      [
        'The sample from site B contained more charcoal than the site B samples of 2019.',
        'Participants in group A and the group A-treated mice were compared.',
        'The incidence of type 2 diabetes and the type 2 diabetes group were compared.',
        'The access to the site was blocked, and the respondents had access to water.',
        'The site, a hill fort, was dug in the 1960s.',
      ],
    );
  });
});
