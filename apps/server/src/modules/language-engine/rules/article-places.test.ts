import { describe, it } from 'vitest';
import { articlePlaceLints } from './article-places.ts';
import { expectRule } from './rule-test-support.ts';

describe('"the" before a superlative or an ordinal', () => {
  it('puts "the" before a bare superlative after a preposition or a verb, and before an opening one', () => {
    expectRule(
      articlePlaceLints,
      [
        ['Caries was most common in the group with lowest socioeconomic status.', ['lowest', 'replace', 'the lowest']],
        ['The model achieved highest accuracy on the test set.', ['highest', 'replace', 'the highest']],
        ['Cracks appeared first among thinnest specimens.', ['thinnest', 'replace', 'the thinnest']],
        ['Highest removal efficiency was obtained at pH 6.', ['Highest', 'replace', 'The highest']],
        ['Largest effects were seen in the first week.', ['Largest', 'replace', 'The largest']],
      ],
      [
        'Patients at highest risk were referred, and the largest and smallest values were removed.',
        'The values ranged from lowest to highest, and yields were highest in plot 3.',
        'The lowest dose gave the highest response, and our largest cohort was the oldest.',
        'Families in greatest need received support, and the order was kept for longest.',
        'The study reached its highest-ever enrolment, with a lowest-cost design.',
        'Highest and lowest values',
        'Lowest, the value fell to 2 mg.',
        'This was the simplest of the three, and cost was lowest when the load was smallest.',
      ],
    );
  });

  it('puts "the" before an ordinal after "be" and before an ordinal opening the sentence', () => {
    expectRule(
      articlePlaceLints,
      [
        ['This study is first to examine the effect of probiotics.', ['first', 'replace', 'the first']],
        ['Japan was second country to approve the drug.', ['second', 'replace', 'the second']],
        ['Second part of the questionnaire assessed attitudes.', ['Second', 'replace', 'The second']],
        ['Next step was to validate the model on new data.', ['Next', 'replace', 'The next']],
        ['Final part of the interview covered diet.', ['Final', 'replace', 'The final']],
        ['The samples were spun, and sample was stored at −80 °C.', ['sample', 'replace', 'the sample']],
        ['The tooth was restored; patient was recalled after six months.', ['patient', 'replace', 'the patient']],
      ],
      [
        'This study is the first to examine it, and the drug was first approved in 2010.',
        'The samples were first washed and the cells were last counted on day 5.',
        'First, we measured the pH. Next, the samples were dried. Last year the plots were sown.',
        'First-year students were surveyed, and first time mothers were excluded.',
        'Second part of the questionnaire',
        'First author: Tanaka.',
        'The patient was first to be seen.',
        'The reaction is first order in each reactant and second order overall.',
        'Final results: see Table 3.',
        'First item is the root node, and Third party script execution is common.',
        'Puts no limit if parameter is omitted.',
        'The data were pooled, and sample size was small; when patients were admitted, the sample was weighed.',
        'We found that sample 3 was lost, and the patient was discharged.',
      ],
    );
  });

  it('puts "the" before a compass point, a part of a place and "of", not before a bare point (often a preposition)', () => {
    expectRule(
      articlePlaceLints,
      [
        ['The study area is located on east coast of the island.', ['east coast', 'replace', 'the east coast']],
        ['Samples were taken on west bank of the Nile.', ['west bank', 'replace', 'the west bank']],
        ['Most farms are in northern part of the region.', ['northern part', 'replace', 'the northern part']],
        ['The site is on north-east coast of Honshu.', ['north-east coast', 'replace', 'the north-east coast']],
        ['Fish were caught off west coast of Africa.', ['west coast', 'replace', 'the west coast']],
      ],
      [
        'The station is 10 km north of the city.',
        'The site lies just south of the border.',
        'Migrants from north of the border settled in the valley.',
        'The plot is located north of the river and east of the road.',
        'The transect ran from south of the city to north of the river.',
        'The study was conducted on the east coast of the island.',
        'Samples were taken in the north of Spain and on the west bank of the Nile.',
        'Rainfall is highest in northern parts of the country.',
        'The survey covered East Asia and the north-east of Brazil.',
        'The cave lies on the southern side of the ridge.',
        'The company operates in north of 50 countries.',
        'Most wells were drilled in East Java and in South Africa.',
        'The road runs east of the lake, about 2 km south of the dam.',
        'Proteins were detected in Western blots of the lysates.',
        // A bare point before "of" (the second reviewer's sentences): a preposition of its own, or a name.
        'The herd moved in north of the river before the rains.',
        'The quarterly revenue came in north of $200 million.',
        'The theme recurs in East of Eden.',
        'The expedition pressed on north of the camp.',
        'Flights ran from east coast to west coast of the country.',
      ],
    );
  });
});

describe('"the" before an institution named by its kind and "of"', () => {
  it('flags "According to Ministry of Health" and "at University of Tokyo", not posts, names or address lines', () => {
    expectRule(
      articlePlaceLints,
      [
        [
          'According to Ministry of Health, the incidence of dengue rose by 35% in 2023.',
          ['Ministry', 'replace', 'the Ministry'],
        ],
        ['She works at University of Tokyo.', ['University', 'replace', 'the University']],
        ['Data were provided by National Bureau of Statistics.', ['National', 'replace', 'the National']],
      ],
      [
        'He was appointed Minister of Health in 2019.',
        'She studied at Kyoto University of Education.',
        'The study was approved by the Ethics Committee of the hospital.',
        'Department of Physics, University of Tokyo, Japan.',
        'According to the Ministry of Health, the incidence rose.',
        'He works at Bank of America in Charlotte.',
        'Samples were sent to Osaka University for analysis.',
        'This is a study by University of Michigan researchers.',
      ],
    );
  });
});

describe('articles of round 19: a river\'s name, "a first study to"', () => {
  it('adds "the" before "Yangtze River" and writes "the first study to"', () => {
    expectRule(
      articlePlaceLints,
      [
        ['Samples were taken at 12 sites along Yangtze River in 2020.', ['Yangtze', 'replace', 'the Yangtze']],
        ['Floods spread across Mekong Delta in 2019.', ['Mekong', 'replace', 'the Mekong']],
        ['To our knowledge, this is a first study to examine the question.', ['a first', 'replace', 'the first']],
      ],
      [
        'Samples were taken from the Yangtze River.',
        'We measured Yangtze River water quality.',
        'Data from Tibetan Plateau stations were used.',
        'The mill strike in Fall River lasted four months.',
        'The data were collected in Palm Desert, California.',
        'This is a first step towards a cure.',
        'This is a first attempt to model the flow.',
      ],
    );
  });
});

describe('countries whose names take "the"', () => {
  it('flags "from Philippines" and "in United States"', () => {
    expectRule(
      articlePlaceLints,
      [
        [
          'Most immigrants in our sample came from Philippines and worked in care.',
          ['Philippines', 'replace', 'the Philippines'],
        ],
        ['We studied small firms in United States and Canada.', ['United', 'replace', 'the United']],
      ],
      [
        'We studied small firms in the United States.',
        'Most immigrants came from the Philippines.',
        'The Court ruled in United States v. Nixon that the tapes be released.',
        'The case was heard under Netherlands law.',
        'He was appointed as United Kingdom ambassador to Japan.',
        'The program is run by United Nations agencies.',
      ],
    );
  });
});
