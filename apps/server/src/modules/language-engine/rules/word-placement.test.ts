import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { adverbPlacementLints, modifierOrderLints } from './word-placement.ts';

describe('word placement', () => {
  it('moves "also" and adverbs of frequency before the lexical verb and after "have"', () => {
    expectRule(
      adverbPlacementLints,
      [
        ['We observed also a marked decrease.', ['observed also', 'replace', 'also observed']],
        ['The farmers used always the same variety.', ['used always', 'replace', 'always used']],
        ['We found also that older patients slept less.', ['found also', 'replace', 'also found']],
        [
          'Despite the transplanters, many smallholders in the upland villages use still manual transplanting.',
          ['use still', 'replace', 'still use'],
        ],
        ['The teachers use still the old textbooks.', ['use still', 'replace', 'still use']],
        ['We knew already the answer.', ['knew already', 'replace', 'already knew']],
        ['The patients were instructed to take always their medication.', ['take always', 'replace', 'always take']],
        ['It is necessary to consider also the cost.', ['consider also', 'replace', 'also consider']],
        ['This question has been never addressed.', ['been never', 'replace', 'never been']],
        ['We have also to consider the cost.', ['have also', 'replace', 'also have']],
        ['Always the samples were weighed twice.', ['Always the samples were', 'replace', 'The samples were always']],
      ],
      [
        'We also observed a marked decrease.',
        'The method was used also in the second trial.',
        'This question has never been addressed.',
        'We also have to consider the cost.',
        'Always use gloves when handling the samples.',
        'The effect, which appeared also in the controls, was small.',
        'Samples taken often the day before were discarded.',
        'The farmers use still images to document the plots.',
        'The extracts contain still unknown compounds, and we use already available data.',
        'We found still higher values in the second year.',
        'The animals remained still the whole time.',
        'In the villages, land use still poses a problem.',
        'The aim was to use only the first sample, and they need to be always careful.',
        'To obtain still higher yields, we added nitrogen.',
      ],
    );
  });

  it('puts numbers after "first" and "last", adjectives before their noun, and inverts after "Not only"', () => {
    expectRule(
      modifierOrderLints,
      [
        ['The three first samples were discarded.', ['three first', 'replace', 'first three']],
        ['In the two last decades, costs rose.', ['two last', 'replace', 'last two']],
        ['Patients were recruited from hospitals public in the capital.', ['hospitals public', 'replace', 'public hospitals']],
        ['The sample consisted of women pregnant who attended the clinic.', ['women pregnant', 'replace', 'pregnant women']],
        [
          'Water is scarce in many countries developing, especially in Africa.',
          ['countries developing', 'replace', 'developing countries'],
        ],
        [
          'Not only the method is cheaper, but it is also faster.',
          ['Not only the method is', 'replace', 'Not only is the method'],
        ],
      ],
      [
        'The first three samples were discarded.',
        'The symptoms developing in patients were mild.',
        'Records were made public in 2020.',
        'Not only the method but also the data were new.',
        'Not only is the method cheaper, but it is also faster.',
        'The two groups were public and private hospitals.',
        'Only in the last five years has the government started to invest.',
        'Only in the control group, the yield fell.',
        'Only the samples that were dried were weighed.',
      ],
    );
  });

  it('moves an adverb after "be" or "have" and before a base verb, and a material next to its noun', () => {
    expectRule(
      adverbPlacementLints,
      [
        ['The proposed method can be also applied to other tasks.', ['be also', 'replace', 'also be']],
        ['Such effects have been already reported in maize.', ['been already', 'replace', 'already been']],
        ['Several studies already have reported similar trends.', ['already have', 'replace', 'have already']],
        ['Experienced teachers use often visual aids in class.', ['use often', 'replace', 'often use']],
        ['Reviewer 2 suggested also that we report effect sizes.', ['suggested also', 'replace', 'also suggested']],
        ['We observed also significant differences between sites.', ['observed also', 'replace', 'also observed']],
      ],
      [
        'The proposed method can also be applied to other tasks.',
        'Such effects have already been reported in maize.',
        'We also have shown that the effect is robust.',
        'They already have access to the data.',
        'The teachers use often.',
        'Farmers often use visual aids, and the results are often different.',
        'It can be only partially explained, and we study often neglected species.',
        'These results will be further discussed in Section 4.',
        'The method has been further refined by several groups.',
        'The accuracy can be further improved by data augmentation.',
      ],
    );
    expectRule(
      modifierOrderLints,
      [
        ['Extracts were stored in small plastic brown bottles.', ['plastic brown', 'replace', 'brown plastic']],
        ['The gauge was bonded to a steel thin plate.', ['steel thin', 'replace', 'thin steel']],
        [
          'Not only the new model reduced the training time, but it also improved the accuracy.',
          ['Not only the new model reduced', 'replace', 'Not only did the new model reduce'],
        ],
      ],
      [
        'Extracts were stored in small brown glass bottles on a thin steel plate.',
        'Carbon black particles and steel grey paint were used, with paper thin slices.',
        'Not only the method proposed by Li, but also the one by Wu was tested.',
        'Not only did the coating reduce friction, but it also extended the wear life.',
        'In this paper new methods are proposed for image segmentation.',
        'In this paper small changes in temperature are shown to matter.',
      ],
    );
  });
});

describe('an adjective that classifies before one of size', () => {
  it('puts the size first', () => {
    expectRule(
      modifierOrderLints,
      [
        ['We analysed data from a national large survey of 20,000 adults.', ['national large', 'replace', 'large national']],
        ['The study was done in a public small hospital.', ['public small', 'replace', 'small public']],
      ],
      [
        'We analysed data from a large national survey.',
        'Data from a national small business survey were used.',
        'The regional large eddy simulation was run for 10 days.',
        'We used a national large-scale survey.',
        'The local small ruminant population declined.',
      ],
    );
  });
});

describe('"Only" and a time with a simple past', () => {
  it('puts "did" before the subject', () => {
    expectRule(
      modifierOrderLints,
      [
        [
          'Only in 2015 the government started to regulate the sector.',
          ['the government started', 'replace', 'did the government start'],
        ],
        [
          'Only after the third session the participants reported an improvement.',
          ['the participants reported', 'replace', 'did the participants report'],
        ],
      ],
      [
        'Only in 2015 did the government start to regulate the sector.',
        'Only after the third session did the participants report an improvement.',
        'Only in 2015, the government started to regulate the sector.',
      ],
    );
  });
  it('takes "also" or "always" after a verb joined by "and" or after the participle of "have"', () => {
    expectRule(
      adverbPlacementLints,
      [
        ['The inspectors weighed the trucks and measured also their axle loads.', ['measured also', 'replace', 'also measured']],
        ['The laboratory has used always the same calibration standard.', ['used always', 'replace', 'always used']],
        ['The clinics had offered also free check-ups.', ['offered also', 'replace', 'also offered']],
      ],
      [
        'The inspectors weighed the trucks and also measured their axle loads.',
        'The laboratory has always used the same standard, and it is also the cheapest.',
        'The trucks were weighed and measured, also their axle loads.',
        'The river has risen and fallen always the same way.',
        'The pipes were cleaned and painted, and always the same crew did it.',
      ],
    );
  });

  it('takes a compound of two nouns as the object, and a verb ending in "-ly"', () => {
    expectRule(
      adverbPlacementLints,
      [
        ['The farmers apply usually nitrogen fertilizer twice per season.', ['apply usually', 'replace', 'usually apply']],
        ['The composer used frequently modal harmonies in his late works.', ['used frequently', 'replace', 'frequently used']],
      ],
      [
        'The farmers usually apply nitrogen fertilizer twice per season.',
        'The composer frequently used modal harmonies in his late works.',
        'The wells were sampled often, and the farmers rely usually on rain.',
        'The pond holds still water for most of the year.',
        'The vines grow well most years.',
      ],
    );
  });
});
