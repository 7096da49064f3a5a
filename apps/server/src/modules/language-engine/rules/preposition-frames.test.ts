import { describe, it } from 'vitest';
import { prepositionFrameLints } from './preposition-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('preposition frames', () => {
  it('takes "on" after "the effect of X" before "in the" and a process with its "of"', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['We studied the effect of salinity in the germination of wheat seeds.', ['in', 'replace', 'on']],
        ['The impact of drought in the growth of young trees was severe.', ['in', 'replace', 'on']],
        ['The influence of soil pH in the uptake of phosphorus is well known.', ['in', 'replace', 'on']],
        ['We tested the effects of heavy metals in the activity of soil enzymes.', ['in', 'replace', 'on']],
      ],
      [
        'We studied the effect of salinity in the field and in the greenhouse.',
        'The effect of the drug in mice was smaller than in rats.',
        'The effect of nitrogen in the presence of phosphorus was additive.',
        'The role of salinity in the germination of wheat seeds is unclear.',
        'The effect of temperature on the growth of bacteria was measured.',
        'The effect of the vaccine in the treatment of older adults was modest.',
        'The effect of salinity in the second year of the trial was larger.',
        'Changes in the growth of the seedlings were recorded daily.',
        'We examined the effect of changes in the concentration of nitrate on root growth.',
        'The effect of differences in the composition of the diet was small.',
        'The effect of mutations in the expression of the receptor was studied.',
        'The effect of long-term trends in the incidence of cancer is discussed below.',
        'The effect of noise in the expression of the gene was modelled.',
        'The influence of bias in the rate of reporting was tested.',
        'The effect of nitrogen in the growth phase of the crop was measured.',
      ],
    );
  });

  it('takes "between" after a noun of relation and "among" two singular noun phrases', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['We found a strong relationship among income and self-reported health.', ['among', 'replace', 'between']],
        ['The correlation among rainfall and yield was weak.', ['among', 'replace', 'between']],
      ],
      [
        'The prevalence of obesity among men and women was similar.',
        'We examined the relationship among income, education and health.',
        'The relationship between income and health was strong.',
        'The interaction among faculty and students shaped the programme.',
        'The relationship among family and community members was strong.',
        'The association among livestock and wildlife populations was studied.',
        'There was little agreement among clergy and laity.',
        'The relationship among staff and management deteriorated.',
        'The link among farmer and trader networks was weak.',
        'The correlation among rainfall and temperature records across stations was high.',
        'The trade-off among growth and defence in plants is well known.',
        'The balance among cost and accuracy is delicate.',
        'The link among research and teaching staff was strengthened.',
        'A strong correlation among all variables and their lags was found.',
      ],
    );
  });

  it('takes "on" after "emphasis" placed, and "to" after the "solution" of a crisis or an issue', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['The new curriculum places more emphasis in practical skills.', ['in', 'replace', 'on']],
        ['The programme puts special emphasis in prevention.', ['in', 'replace', 'on']],
        ['There is no simple solution of the water shortage in the region.', ['of', 'replace', 'to']],
        ['A practical solution of this issue is to share the equipment.', ['of', 'replace', 'to']],
      ],
      [
        'The emphasis in this paper is on the role of women.',
        'She completed a degree with emphasis in ecology.',
        'We place emphasis in this section on the methods.',
        'We give particular emphasis in this chapter to the role of women.',
        'The report places emphasis in its conclusions upon prevention.',
        'Speakers give emphasis in speech by raising their pitch.',
        'Teachers put emphasis in class mainly through repetition.',
        'The guide gives emphasis in bold to key terms.',
        'Teachers place emphasis in different ways, mostly through repetition.',
        'The solution of the equation was found numerically.',
        'A solution of sodium chloride was added to each well.',
        'A possible solution of this problem is to reuse treated wastewater.',
        'Every feasible solution of the linear programming problem satisfies the constraints.',
        'An effective solution of the crisis model required new data.',
        "A feasible solution of the prisoner's dilemma game was computed.",
      ],
    );
  });

  it('takes "in the morning" after a verb of sampling, with no day after it', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['The leaf samples were collected on the morning and analysed the same day.', ['on', 'replace', 'in']],
        ['Blood was drawn on the evening.', ['on', 'replace', 'in']],
        ['The birds were counted on the afternoon, when activity was low.', ['on', 'replace', 'in']],
      ],
      [
        'The leaf samples were collected on the morning of 5 June.',
        'The survey began on the morning after the storm.',
        'Samples were taken on the morning and evening of each day.',
        'The leaf samples were collected in the morning.',
        'This analysis focuses on the morning, when traffic peaks.',
        'Much depends on the morning.',
        'We report on the evening and its aftermath.',
        'We relied on the morning shift for the counts.',
        'The birds were counted on the morning walk and again at dusk.',
        'Much of the debate turned on the evening, when the vote was held.',
      ],
    );
  });

  it('takes "at room temperature" after a verb of doing, and "in the oven" after a verb of treating', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['All experiments were performed in room temperature.', ['in', 'replace', 'at']],
        ['The plates were kept in ambient temperature for two days.', ['in', 'replace', 'at']],
        ['The tablets were dried at the oven at 60 °C for two hours.', ['at', 'replace', 'in']],
        ['The extracts were stored at the freezer until analysis.', ['at', 'replace', 'in']],
        ['The cultures were incubated overnight at the incubator.', ['at', 'replace', 'in']],
      ],
      [
        'A rise in room temperature increased the rate.',
        'A rise was observed in room temperature during the day.',
        'No change was detected in room temperature.',
        'A decrease was measured in room temperature after ventilation.',
        'Seasonal changes occurred in ambient temperature.',
        'The power failure resulted in room temperature exceeding 30 °C.',
        'The samples were stored in room temperature water.',
        'The samples were kept at room temperature.',
        'The thermocouple was fixed at the oven door.',
        'Two workers were placed at the furnace to monitor the melt.',
        'A technician was kept at the furnace throughout the firing.',
        "The loaf was left to cool at the oven's mouth.",
        "The bread was baked at the oven's highest setting.",
        'The workers warmed their hands at the furnace.',
        'We looked at the incubator settings before each run.',
      ],
    );
  });

  it('takes "to" after a verb of a change of level before a number and a unit of a level', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['The pressure in the vessel was increased until 5 MPa.', ['until', 'replace', 'to']],
        ['The solution was heated until 80 °C.', ['until', 'replace', 'to']],
        ['The concentration was reduced until 10 mg per litre.', ['until', 'replace', 'to']],
      ],
      [
        'The cultures were incubated until day 5.',
        'The solution was heated until 5 pm.',
        'Prices increased until 2019 and then fell.',
        'The pressure was increased until it reached 5 MPa.',
        'The pressure was increased until 5 MPa was reached.',
        'The load was raised until 50 kN caused failure.',
        'Plant height increased until 60 DAS.',
        'Virus titres rose until 21 dpi and then declined.',
        'Body weight increased until 12 wk of age.',
        'The solution was diluted until 1 mL contained 10 µg of protein.',
        'The level dropped until 14:30 and then rose.',
      ],
    );
  });

  it('takes "to" after "close" after "be" before zero or a number, and "with" after findings that "agree"', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['The estimated coefficient was close of zero in all models.', ['of', 'replace', 'to']],
        ['The ratio was very close of 1.0 at every site.', ['of', 'replace', 'to']],
        ['Our results agree to those of earlier field studies in Kenya.', ['to', 'replace', 'with']],
        ['The model predictions agreed to the measurements at all depths.', ['to', 'replace', 'with']],
      ],
      [
        'The index recorded a daily close of 4,500 points.',
        'The stock posted a close of 105.3 on Friday.',
        'The accounts were settled at the close of 31 December 2020.',
        'At the close of 2019 the fund held 40 assets.',
        'The market was at its close of 3,100 points.',
        'The values were close to zero.',
        'All participants agreed to their data being used for research purposes.',
        'The authors agreed to the results of the audit being published.',
        'The government agreed to those of the demands that did not require funding.',
        'The board agreed to our observations being included in the report.',
        'The committee agreed to the findings of the review.',
        'The values agree to three decimal places.',
        'The two models agree to the second decimal place.',
        'Our results agree with those of earlier field studies.',
      ],
    );
  });

  it('takes "for" after "demand" and "to" after "access" before a resource no noun follows', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['The demand of electricity increases sharply in winter.', ['of', 'replace', 'for']],
        ['Access of clean water remains limited in rural areas of the province.', ['of', 'replace', 'to']],
        ['The access of healthcare is poor in the north.', ['of', 'replace', 'to']],
      ],
      [
        'The chemical oxygen demand of water samples was measured.',
        'The demand of the market changed after 2010.',
        'The evaporative demand of the atmosphere peaked in July.',
        'The emotional demands of care work are often underestimated.',
        'The demands of technology change rapidly.',
        'The main demand of skilled workers was higher pay.',
        'The demand of public opinion could not be ignored.',
        'The first demand of drinking water providers was a clear standard.',
        'The demand of education unions for smaller classes was rejected.',
        'The access of drugs into the brain is limited by the blood–brain barrier.',
        'The access of primary school children to libraries is limited.',
        'The access of information technology firms to capital improved.',
        'The access of fuel into the combustion chamber is regulated by an injector.',
        'The access of women to land is restricted.',
      ],
    );
  });
});

describe('"on" before a part of a text', () => {
  it('puts "in" before the chapter where something is discussed, and leaves "based on Section 2"', () => {
    expectRule(
      prepositionFrameLints,
      [
        ['The concept is discussed at length on the second chapter.', ['on', 'replace', 'in']],
        ['These methods are described on Section 3.', ['on', 'replace', 'in']],
      ],
      [
        'The model is based on Section 2.',
        'The analysis focuses on the second chapter.',
        'The comments on the second chapter were useful.',
      ],
    );
  });
});

describe('"increase of" before a bare quantity', () => {
  it('writes "increase in temperature" and leaves a size and a plural', () => {
    expectRule(
      prepositionFrameLints,
      [['The increase of temperature caused crop failure.', ['of', 'replace', 'in']]],
      [
        'An increase of 5% was seen.',
        'The rise of nationalism was rapid.',
        'In 2019 the price increases of fuel hit poor households.',
      ],
    );
  });
});
