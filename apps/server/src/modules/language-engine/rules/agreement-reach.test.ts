import { describe, it } from 'vitest';
import { reachingAgreementLints } from './agreement-reach.ts';
import { expectRule } from './rule-test-support.ts';

describe('agreement across a relative clause or a participle', () => {
  it('flags a verb that disagrees with the subject before a modifier', () => {
    expectRule(
      reachingAgreementLints,
      [
        ['The nurses who work on the night shift was interviewed first.', ['was', 'replace', 'were']],
        ['The farmer that owns the largest plots have refused to take part.', ['have', 'replace', 'has']],
        ['The sensors, which were installed on the roof in May, records the temperature.', ['records', 'replace', 'record']],
        ['The yield of the plots treated with compost are higher.', ['are', 'replace', 'is']],
        ['In this region, the villages that we visited was far from the road.', ['was', 'replace', 'were']],
        ['The survey was sent to teachers who works in rural schools.', ['works', 'replace', 'work']],
        ['The uptake of lead by the roots were slow.', ['were', 'replace', 'was']],
        [
          'Yet the mechanisms behind the pulse of respiration that follows rewetting remains poorly understood.',
          ['remains', 'replace', 'remain'],
        ],
        ['The teeth beyond the area that requires drilling was left untreated.', ['was', 'replace', 'were']],
      ],
      [
        'The nurses who work on the night shift were interviewed first.',
        'The patients who were treated with the new drug recovered faster.',
        'The researcher who found the samples were contaminated reported it.',
        'The number of plots that we sampled is small.',
        'The staff who run the clinic were helpful.',
        'Metadata defined on the members of a class are stored in a map.',
        'The fact that the samples were lost was unfortunate.',
        'We spoke with the leader of the teams who was present.',
        'The mechanisms behind the pulse of respiration that follows rewetting remain poorly understood.',
        'The pulse of respiration that follows rewetting remains poorly understood.',
        'The model that predicts flooding performs better in the dry season.',
        'The group behind the study that reported sampling errors has corrected them.',
        'Subscriptions which are added after the trace begins will not receive its events.',
        'The funds the charity received were spent on housing.',
        'Arms deals the country made in the 1980s were investigated.',
      ],
    );
  });
});

describe('agreement across a reduced relative clause or a participle between commas', () => {
  it('finds the subject before "interviewed in", "grown near", "sampled" and ", reported in …,"', () => {
    expectRule(
      reachingAgreementLints,
      [
        ['Only one of the 45 nurses interviewed in the three hospitals were aware of the guideline.', ['were', 'replace', 'was']],
        [
          'As Figure 3 shows, the number of patients admitted with dengue fever were highest in July.',
          ['were', 'replace', 'was'],
        ],
        [
          'The concentration of cadmium in the leaves of vegetables grown near the industrial zone exceed the maximum level.',
          ['exceed', 'replace', 'exceeds'],
        ],
        ['The seroprevalence of the virus in the 46 herds sampled were 61.3%.', ['were', 'replace', 'was']],
        [
          'The estimated elasticity of exports with respect to the exchange rate, reported in the last column of Table 3, suggest that the effect is small.',
          ['suggest', 'replace', 'suggests'],
        ],
        ['Each of the plots treated with manure were sampled twice.', ['were', 'replace', 'was']],
      ],
      [
        'Only one of the 45 nurses interviewed in the three hospitals was aware of the guideline.',
        'The number of patients admitted with dengue fever was highest in July.',
        'The concentrations of cadmium in vegetables grown near the zone exceed the limit.',
        'The herds sampled were small.',
        'The estimated elasticities of exports, reported in Table 3, suggest that the effect is small.',
        'A number of the patients admitted with fever were children.',
        'Most of the farmers interviewed in the villages were women.',
      ],
    );
  });
});

describe('"who" after a phrase that belongs to a plural noun', () => {
  it('leaves "patients with diabetes who were" and "The proportion of patients … who were … was"', () => {
    expectRule(
      reachingAgreementLints,
      [['It is common in patients who receives dialysis.', ['receives', 'replace', 'receive']]],
      [
        'The proportion of patients with diabetes who were readmitted within thirty days was higher.',
        'It is common in patients with diabetes who were treated early.',
      ],
    );
  });
});
