import { describe, it } from 'vitest';
import { missingBridgeLints } from './missing-bridges.ts';
import { expectRule } from './rule-test-support.ts';

describe('missing bridges', () => {
  it('puts back "been" in a perfect passive whose subject cannot do the verb', () => {
    expectRule(
      missingBridgeLints,
      [
        ['This drug has used for many years in Japan.', ['has used', 'replace', 'has been used']],
        ['Similar methods have applied in rice fields.', ['have applied', 'replace', 'have been applied']],
        ['The compound has widely studied as a catalyst.', ['has widely', 'replace', 'has been widely']],
      ],
      [
        'This drug has been used for many years in Japan.',
        'The method that we have used for years is simple.',
        'The tools researchers have used in previous studies vary.',
        'The company has used it for years.',
        'This group has used the method since 2010.',
        'Farmers have applied to the fund for support.',
        'The group has developed into a network.',
        'Since 2010 the clinic has used this drug.',
        'The university has applied for funding.',
        'The court has found in favour of the plaintiff.',
        'The committee has considered in detail the proposals of the minister.',
        'The government has adopted in full the recommendations of the report.',
        'The journal has accepted for publication three of our papers.',
        'The method has used in-house data since 2015.',
        'The index has identified in each region a different set of risks.',
        'The farmers who grow this crop have applied for a subsidy.',
      ],
    );
  });

  it('puts back "that" after "the fact" or "the possibility" before a clause', () => {
    expectRule(
      missingBridgeLints,
      [
        ['Despite the fact the patients were older, the rate was low.', ['fact the', 'replace', 'fact that the']],
        [
          'We cannot exclude the possibility the infection was acquired in hospital.',
          ['possibility the', 'replace', 'possibility that the'],
        ],
        [
          'We must consider the possibility the drug could damage the liver.',
          ['possibility the', 'replace', 'possibility that the'],
        ],
      ],
      [
        'In fact the results were clear.',
        'Despite the fact that the patients were older, the rate was low.',
        'The fact the authors mention most often is the cost.',
        'The possibility the authors were aware of is remote.',
        'The fact the patients were given was misleading.',
        'The fact they were aware of was never disclosed.',
        'The hypothesis it was designed to test was rejected.',
        'Consider the probability the classifier would give this image.',
        'The assumption they were making was wrong.',
        'The possibility the board would consider was a merger.',
        'The possibility the panel was most worried about was fraud.',
      ],
    );
  });

  it('puts back "there" before "exist", and "it" after "so" or an opening phrase', () => {
    expectRule(
      missingBridgeLints,
      [
        ['Exist several methods to estimate evapotranspiration.', ['Exist', 'replace', 'There exist']],
        ['In the literature, exist many models of this kind.', ['exist', 'replace', 'there exist']],
        ['The sensor is cheap and easy to install, so is suitable for small farms.', ['is', 'replace', 'it is']],
        ['During the dry season was difficult to measure soil moisture.', ['was', 'replace', 'it was']],
        ['In this context is important to consider the cost.', ['is', 'replace', 'it is']],
      ],
      [
        'There exist several methods to estimate evapotranspiration.',
        'Exists in two forms?',
        'These compounds exist in several forms.',
        'In this region, there exist several species.',
        'Does a cure exist for this disease?',
        'Few studies exist on this topic.',
        'The sensor is cheap, and so is the logger.',
        'The sensor is cheap, so it is suitable for small farms.',
        'The sensor is cheap, so is the battery.',
        'The former was significant, so was the latter.',
        'During the dry season the soil was difficult to sample.',
        'In this context, it is important to consider the cost.',
        'Of the two methods the second was easier to use.',
        'In the end the method was easy to apply.',
        'Among these factors was the cost of transport.',
        'For most patients surgery was necessary to remove the tumour.',
        'During pregnancy nutrition is important to support fetal growth.',
        'In dry regions irrigation was necessary to grow the crops.',
      ],
    );
  });

  it('puts back "be" in a sentence with no verb before a comparative and "than", "due to" or "not aware of"', () => {
    expectRule(
      missingBridgeLints,
      [
        [
          'In three of the wells the concentration of lead higher than the legal limit.',
          ['lead higher', 'replace', 'lead is higher'],
        ],
        ['The new values slightly lower than those of 2019.', ['values slightly lower', 'replace', 'values are slightly lower']],
        [
          'This difference probably due to the different soil types at the two sites.',
          ['difference probably due', 'replace', 'difference is probably due'],
        ],
        ['The farmers interviewed not aware of the new regulations.', ['interviewed not', 'replace', 'interviewed are not']],
      ],
      [
        'The values were higher than expected.',
        'Yields higher than the regional mean in red.',
        'We found the concentration of lead higher than the legal limit.',
        'Values higher than the limit are shown in bold.',
        'A dose higher than 5 mg caused nausea.',
        'The higher the dose, the higher the risk.',
        'More than half of the wells had lead levels higher than the limit.',
        'The concentration of lead, higher than the legal limit, worried the residents.',
        'Table 2. The yields higher than the mean',
        'The difference was probably due to soil type.',
        'The decrease, probably due to the drought, was small.',
        'We observed a decrease probably due to drought.',
        'Losses due to evaporation were small.',
        'The payment due to the farmers was late.',
        'Due to the drought, the yield fell.',
        'Losses due to evaporation.',
        'The farmers interviewed were not aware of the rules.',
        'Farmers not aware of the rules were fined.',
        'The farmers, not aware of the rules, planted late.',
        'Not all farmers were aware of the rules.',
        'The respondents not able to read were helped by a nurse.',
        'Patients not able to walk were excluded.',
        'Whether or not aware of the risk, the farmers sprayed.',
        'The patients were not able to attend.',
        'The yields in the north slightly higher than in the south, as the map shows, were a surprise.',
        'The rise in prices, due to the drought, hit poor households.',
      ],
    );
  });

  it('puts back "been" after a wider set of participles and subjects, after "had" and before a purpose\'s "to"', () => {
    expectRule(
      missingBridgeLints,
      [
        ['This pattern has observed in several lakes.', ['has observed', 'replace', 'has been observed']],
        ['The specimens had stored at 4 °C for a week.', ['had stored', 'replace', 'had been stored']],
        ['The scale has translated into Thai.', ['has translated', 'replace', 'has been translated']],
        ['Many techniques have proposed to remove arsenic.', ['have proposed', 'replace', 'have been proposed']],
      ],
      [
        'The technicians have stored the samples at room temperature.',
        'The team has observed in many species a similar pattern.',
        'The cells had stored glycogen in large amounts before the fast.',
        'Several groups have proposed to extend the survey to adults.',
        'The authors have translated into Spanish the whole questionnaire.',
        'The samples had thawed at room temperature before the analysis.',
        'The samples that we have stored in the freezer are intact.',
      ],
    );
  });

  it('puts back "be" before an adjective in a sentence with no verb', () => {
    expectRule(
      missingBridgeLints,
      [
        ['Our estimates consistent with the national survey.', ['estimates consistent', 'replace', 'estimates are consistent']],
        ['The cause of the decline still unknown.', ['decline still unknown', 'replace', 'decline is still unknown']],
        [
          'In dry years, the harvest highly dependent on irrigation.',
          ['harvest highly dependent', 'replace', 'harvest is highly dependent'],
        ],
        ['The new kit cheaper and simpler to use.', ['kit cheaper', 'replace', 'kit is cheaper']],
        ['The second survey cheaper and faster to run.', ['survey cheaper', 'replace', 'survey is cheaper']],
        ['The levels of lead in the soil still above the limit.', ['soil still above', 'replace', 'soil are still above']],
        [
          'The rate of infection among nurses very similar to that of doctors.',
          ['nurses very similar', 'replace', 'nurses is very similar'],
        ],
      ],
      [
        'The results, consistent with those of earlier trials, were published in 2019.',
        'The results consistent with our hypothesis were kept for the second analysis.',
        'Samples positive for the virus were sent to the reference laboratory.',
        'The new pump, cheaper and easier to repair, replaced the old one.',
        'All data available from the corresponding author on reasonable request.',
        'The higher the dose, the greater the effect.',
        'The effect of salt on plants sensitive to drought.',
        'The second survey, cheaper and faster to run, replaced the first.',
        'Prices well above the average deter young buyers.',
        'Values well below the detection limit.',
        'Our findings are similar to those reported in Brazil.',
      ],
    );
  });

  it('puts back "is" after an opening "it", "this" or "that"', () => {
    expectRule(
      missingBridgeLints,
      [
        ['It necessary to repeat the test.', ['It necessary', 'replace', 'It is necessary']],
        ['This because the river had dried up.', ['This because', 'replace', 'This is because']],
        ['That due to the small sample.', ['That due', 'replace', 'That is due']],
      ],
      [
        'It is necessary to repeat the test.',
        'This is because the river had dried up.',
        'This became clear because the sensors failed.',
        'We consider it necessary to repeat the test.',
      ],
    );
  });

  it('puts back "than" or "as" before a clause of a comparison', () => {
    expectRule(
      missingBridgeLints,
      [
        ['The yield was far higher they had predicted.', ['higher they', 'replace', 'higher than they']],
        ['The drop was not as large we feared.', ['large we', 'replace', 'large as we']],
      ],
      [
        'The sooner we start, the better.',
        'Two days later we found the missing samples.',
        'It would be better we left before dark.',
        'As usual we met at the clinic at noon.',
        'The higher we climbed, the colder it got.',
        'The cost was much lower than we had expected.',
        'The drop was not as large as we feared.',
      ],
    );
  });

  it('puts back "of" after "the rest" and "the lack", and "in" before "accordance with"', () => {
    expectRule(
      missingBridgeLints,
      [
        ['The rest the plots were left fallow.', ['rest the', 'replace', 'rest of the']],
        ['The lack rainfall in May hurt the harvest.', ['lack rainfall', 'replace', 'lack of rainfall']],
        [
          'All procedures were performed accordance with national rules.',
          ['performed accordance', 'replace', 'performed in accordance'],
        ],
      ],
      [
        'The rest of the plots were left fallow.',
        'At rest the heart rate of the athletes was low.',
        'The lack of rainfall hurt the harvest.',
        'A lack thereof would explain the result.',
        'The lack seemed minor at first.',
        'The lack people feel in winter is real.',
        'All procedures were performed in accordance with national rules.',
        'Accordance with the guidelines was checked by two reviewers.',
      ],
    );
  });
});
