import { describe, it } from 'vitest';
import { articleGapLints } from './article-gaps.ts';
import { missingArticleLints } from './article-omission.ts';
import { articlePatternLints } from './article-patterns.ts';
import { expectRule } from './rule-test-support.ts';

describe('article gaps (round 17a)', () => {
  it('puts "the" before a superlative and a noun outside the countable lexicon', () => {
    expectRule(
      articleGapLints,
      [
        ['This engine is most efficient design tested so far.', ['most', 'replace', 'the most']],
        ['The new network achieved highest accuracy on the test set.', ['highest', 'replace', 'the highest']],
      ],
      [
        'This model gives the best performance on both datasets.',
        'The patients at greatest risk were older men.',
        'Nurses should follow best practice when handling sharp instruments.',
        'A line of best fit was drawn through the points.',
        'Parameters were estimated by least squares regression.',
        'The material is of the highest quality.',
        'Most water is lost through evaporation.',
        'Yields were highest in plots with cover crops.',
      ],
    );
  });

  it('puts "a" before a clinical history, "an" in "half an hour" and "the" before an ordinal in digits', () => {
    expectRule(
      articleGapLints,
      [
        ['The patient reported history of asthma since childhood.', ['history', 'replace', 'a history']],
        ['Patients with family history of diabetes were excluded.', ['family', 'replace', 'a family']],
        ['The questionnaire took about half hour to complete.', ['half hour', 'replace', 'half an hour']],
        ['The bridge was built in 19th century.', ['19th', 'replace', 'the 19th']],
        ['Children above 95th percentile were classed as obese.', ['95th', 'replace', 'the 95th']],
      ],
      [
        'The history of medicine is full of accidental discoveries.',
        'She teaches history of science at a small college.',
        'Patients with a history of stroke were excluded.',
        'Family history of diabetes was recorded for each participant.',
        'Measurements were taken every half hour.',
        'The first half hour of the session was spent on instructions.',
        'The meeting lasted about half an hour.',
        'The survey was held on 5th May and repeated in 2nd place.',
        'The bridge was built in the 19th century.',
      ],
    );
  });

  it('deletes "the" before a disease, a field or a language meant in general', () => {
    expectRule(
      articleGapLints,
      [
        ['The malaria is transmitted by mosquitoes.', ['The malaria', 'replace', 'Malaria']],
        ['The tuberculosis remains a leading cause of death.', ['The tuberculosis', 'replace', 'Tuberculosis']],
        ['The cancer is the second leading cause of death worldwide.', ['The cancer', 'replace', 'Cancer']],
        ['The biology is the study of living organisms.', ['The biology', 'replace', 'Biology']],
        ['She has a degree in the economics from a university in Madrid.', ['the', 'delete', '']],
        ['He is interested in the mathematics and music.', ['the', 'delete', '']],
        ['The students were taught the chemistry by a visiting lecturer.', ['the', 'delete', '']],
        ['Students in Japan usually study the English from primary school.', ['the', 'delete', '']],
        ['Translation from the Portuguese into English is difficult.', ['the', 'delete', '']],
        ['In the nature, such events are extremely rare.', ['the', 'delete', '']],
      ],
      [
        'The cancer had spread to the liver by the time of surgery.',
        'The cancer is located in the left lobe.',
        'The diabetes clinic opened in 2010.',
        'The malaria cases were confirmed by microscopy.',
        'The diabetes of these patients was poorly controlled.',
        'The biology of this species is poorly known.',
        'She studied the physics of granular flows.',
        'We were interested in the mathematics behind the model.',
        'They study the English used in online forums.',
        'The students learned the English words for each colour.',
        'He teaches the chemistry module in the second year.',
        'The role of the nature reserve is discussed.',
        'Changes in the nature, timing and extent of flooding were recorded.',
      ],
    );
  });
});

describe('article rules widened in round 17a', () => {
  it('reads names in a sentence as prose and counts more countable nouns', () => {
    expectRule(
      missingArticleLints,
      [
        ['She is researcher at the University of Tokyo.', ['researcher', 'replace', 'a researcher']],
        ['The model was trained on graphics card with 24 GB of memory.', ['graphics', 'replace', 'a graphics']],
        ['This result has important implication for policy makers.', ['important', 'replace', 'an important']],
        ['The teacher wrote the answer on blackboard.', ['blackboard', 'replace', 'a blackboard']],
      ],
      [
        'She is a researcher at the University of Tokyo.',
        'Effects of Nitrogen on Rice Yield',
        'The Effect of Temperature on Growth in Rice Seedlings.',
        'By implication, the method is also valid for liquids.',
        'Payment was made by card or in cash.',
        'Goods crossed the border at night.',
      ],
    );
  });

  it('puts "a" before "pH of" and "for hour" after a participle read as an adjective; not a change\'s size', () => {
    expectRule(
      articlePatternLints,
      [
        ['Acid was added until the solution reached pH of 7.', ['pH', 'replace', 'a pH']],
        ['The mixture was heated for hour before filtration.', ['hour', 'replace', 'an hour']],
      ],
      [
        'The solution was adjusted to pH 7 with sodium hydroxide.',
        'An increase in temperature of 2 °C reduced the yield.',
        'A rise in pH of 0.5 units was observed.',
        'A change in depth of 10 cm altered the readings.',
        'The solution had a pH of 6.5.',
      ],
    );
  });
});

describe('"the" before a disease named in general after "with", "from", "for" or "against"', () => {
  it('flags "patients with the active tuberculosis" but not a particular case or a compound', () => {
    expectRule(
      articleGapLints,
      [
        ['Patients with the active tuberculosis were excluded from the study.', ['the', 'delete', '']],
        ['He was treated for the hepatitis in 2019.', ['the', 'delete', '']],
      ],
      [
        'Patients with the diabetes of long duration were excluded.',
        'He died from the tuberculosis that he caught in prison.',
        'Nurses from the tuberculosis ward attended.',
        'Funds for the malaria programme rose.',
        'We were concerned with the malnutrition, which was widespread.',
        'Blood was tested for the hepatitis B virus.',
      ],
    );
  });
});
