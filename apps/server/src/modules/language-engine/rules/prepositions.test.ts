import { describe, it } from 'vitest';
import { prepositionLints } from './prepositions.ts';
import { expectRule } from './rule-test-support.ts';

describe('prepositions', () => {
  it('suggests the preposition a word takes, or none; "on" after "the effect of X"', () => {
    expectRule(
      prepositionLints,
      [
        ['The growth rate depends of the temperature.', ['of', 'replace', 'on']],
        ['This chapter focuses in the economic consequences.', ['in', 'replace', 'on']],
        ['The committee is responsible of the funds.', ['of', 'replace', 'for']],
        ['The mixture consists on three solvents.', ['on', 'replace', 'of']],
        ['We are interested on grazing.', ['on', 'replace', 'in']],
        ['The authors emphasize on the need for trials.', ['on', 'delete', '']],
        ['We discussed about the limitations.', ['about', 'delete', '']],
        ['The rats were divided in two groups.', ['in', 'replace', 'into']],
        ['The results are similar with those of the survey.', ['with', 'replace', 'to']],
        ['In the other hand, the controls did not change.', ['In', 'replace', 'On']],
        ['It is necessary to take in account the cost.', ['in', 'replace', 'into']],
        ['We study the effect of temperature to the growth of bacteria.', ['to', 'replace', 'on']],
        ['The impact of severe drought to the yield was large.', ['to', 'replace', 'on']],
        ['This study examined the effect of salinity stress to the germination of mung bean.', ['to', 'replace', 'on']],
      ],
      [
        'The growth rate depends on the temperature of the medium.',
        'The difference consists in the method used.',
        'The laser was focused in the sample.',
        'The results are of interest for the community.',
        'We discussed the limitations and the results in detail.',
        'The cells were divided in half.',
        'The band split in 2001, and the firm was divided in 1998.',
        'The mixture was similar in colour to the control.',
        'On the other hand, in the other plots the yield fell.',
        'The effect of exposure to the virus was large, and the effect of adding lime to the soil was small.',
        'The effect of carbon to nitrogen ratio was small.',
        'We studied the effect of salt exposure to the plants and the impact of climate change to the economy.',
        'The effect of temperature to 30 °C was clear, and the effect of distance to the road was not.',
        'Figure 3 shows the temperature dependence of the conductivity.',
      ],
    );
  });

  it('takes "with" after "consistent", "to" after "grateful", "from" after "different", and more', () => {
    expectRule(
      prepositionLints,
      [
        ['The results were consistent to those reported by Kim.', ['to', 'replace', 'with']],
        ['We are grateful with the staff of the hospital.', ['with', 'replace', 'to']],
        ['This approach is different with the one used before.', ['with', 'replace', 'from']],
        ['The values were different with those of the control.', ['with', 'replace', 'from']],
        ['The choice was based in its low toxicity.', ['in', 'replace', 'on']],
        ['The design is based in the assumption of normality.', ['in', 'replace', 'on']],
        ['The manuscript was submitted in the journal in May.', ['in', 'replace', 'to']],
        ['The yield was not affected from the drought.', ['from', 'replace', 'by']],
        ['These findings are in agreement to earlier reports.', ['to', 'replace', 'with']],
        ['The samples were labelled in accordance to the protocol.', ['to', 'replace', 'with']],
        ['The students showed great interest for the new curriculum.', ['for', 'replace', 'in']],
        ['An increase of the temperature led to faster growth.', ['of', 'replace', 'in']],
      ],
      [
        'The results were consistent with those reported by Kim, and consistent to within 5%.',
        'The values were different with each method, and different from those of the control.',
        'The company is based in the city, and the team is based in Tokyo.',
        'The thesis was submitted in partial fulfilment of the degree, in 2019.',
        'The region was affected from the start by drought.',
        'These results are of interest for the community, and of great interest for policy.',
        'An increase of 5% was seen, and an increase of the order of 10% is likely.',
        'We are grateful for the help of the staff and grateful to the reviewers.',
      ],
    );
  });

  it('more patterns', () => {
    expectRule(
      prepositionLints,
      [
        ['Method A is superior than method B.', ['than', 'replace', 'to']],
        ['The team was composed by five members.', ['by', 'replace', 'of']],
        ['We used the same method than before.', ['than', 'replace', 'as']],
        ['We used the same number of samples than Kim.', ['than', 'replace', 'as']],
        ['The survey was posted in the internet.', ['in', 'replace', 'on']],
        ['The plants were harvested in the end of the season.', ['in', 'replace', 'at']],
      ],
      [
        'The song was composed by a monk.',
        'More of the same than ever was expected, and the same error more than once.',
        'In the end, the plants were harvested.',
        'Method A is better than method B and similar to method C.',
      ],
    );
  });
});

describe('more prepositions of academic writing', () => {
  it('takes "related to", "trained on" a dataset, "in comparison with", "at intervals of" and "between … and"', () => {
    expectRule(
      prepositionLints,
      [
        ['The efficiency of the cell is strongly related with the grain size.', ['with', 'replace', 'to']],
        ['The classifier was trained in a dataset of 50,000 labelled images.', ['in', 'replace', 'on']],
        ['The tax burden is low in comparison of neighbouring countries.', ['of', 'replace', 'with']],
        ['Salinity was recorded in intervals of 10 min.', ['in', 'replace', 'at']],
        ['Participants were recruited between January to June 2022.', ['to', 'replace', 'and']],
        ['Data were collected between 2010 to 2015.', ['to', 'replace', 'and']],
      ],
      [
        'The efficiency is strongly related to the grain size.',
        'The nurses were trained in the laboratory.',
        'The model was trained on a dataset of images.',
        'In comparison with neighbouring countries, the tax burden is low.',
        'Salinity was recorded at intervals of 10 min.',
        'Participants were recruited from January to June 2022.',
        'The difference between 2010 and 2015 was small.',
        'We chose between two to three samples per site.',
      ],
    );
  });
  it("takes the preposition of common verbs and adjectives of learners' papers, and of fixed phrases", () => {
    expectRule(
      prepositionLints,
      [
        ['The new policy resulted on a sharp fall in exports.', ['on', 'replace', 'in']],
        ['Many of the patients suffered of chronic pain after surgery.', ['of', 'replace', 'from']],
        ['Our estimates differ than those of the national survey.', ['than', 'replace', 'from']],
        ['Small farms benefited of the new irrigation scheme.', ['of', 'replace', 'from']],
        ['All procedures complied to the Declaration of Helsinki.', ['to', 'replace', 'with']],
        ['This chapter deals about the economic costs of flooding.', ['about', 'replace', 'with']],
        ['The interviews explained about the reasons for dropping out.', ['about', 'delete', '']],
        ['The older model lacked of a mechanism for feedback.', ['of', 'delete', '']],
        ['Most respondents were satisfied of the service.', ['of', 'replace', 'with']],
        ['The soil in the valley is rich of organic matter.', ['of', 'replace', 'in']],
        ['The laboratory is specialized on protein crystallography.', ['on', 'replace', 'in']],
        ['The error is independent on the sample size.', ['on', 'replace', 'of']],
        ['All participants were included regardless to their age.', ['to', 'replace', 'of']],
        ['The yield was higher compared than the control plots.', ['than', 'replace', 'with']],
        ['We used a bootstrap instead to the usual normal approximation.', ['to', 'replace', 'of']],
        ['The prevalence increased of 20% between the two surveys.', ['of', 'replace', 'by']],
        ['Twelve students attended to the workshop in March.', ['to', 'delete', '']],
        ['At the other hand, the rural clinics had fewer staff.', ['At', 'replace', 'On']],
        ['On the meantime, the samples were kept at 4 °C.', ['On', 'replace', 'In']],
        ['The errors were small with respect of the signal.', ['of', 'replace', 'to']],
        ['The delay was due of a fault in the pump.', ['of', 'replace', 'to']],
        ['Teachers should pay attention on the weaker students.', ['on', 'replace', 'to']],
        ['As shown at Figure 2, the rate fell after 2015.', ['at', 'replace', 'in']],
        ['The patients took the drug in a daily basis.', ['in', 'replace', 'on']],
      ],
      [
        'The results on the test set were better, and the new policy resulted in a sharp fall.',
        'The suffering of the patients was documented, and the lack of data is a limitation.',
        'These results differ from those of the survey, and the benefit of the scheme was clear.',
        'Prices increased in 2010 and fell by 5% in 2012; the population grew of its own accord.',
        'Serum creatinine increased in 15% of patients, and the authors differ with the reviewers.',
        'The cup was grasped by the other hand; a vector in the basis of the space; the change in charge for each ion.',
        'The nurses attended to the patients at night, and the staff attended the conference.',
        'We looked at this study closely, and the values are shown in Figure 2.',
        'The company is in charge of the network, in favour of the plan, and in contrast to the others.',
        'Instead, to reduce the cost, we used a smaller sample.',
        'The spectra were derived from the model and are independent of the temperature.',
      ],
    );
  });
  it('takes "participate in", "belong to", "insist on", "invest in", "exposure to", "between the two", and skips a verb\'s adverb', () => {
    expectRule(
      prepositionLints,
      [
        ['The nurses participated of the training voluntarily.', ['of', 'replace', 'in']],
        ['Most sherds are belonging of the late phase.', ['of', 'replace', 'to']],
        ['The tenants insisted in a written contract.', ['in', 'replace', 'on']],
        ['The board insisted in keeping the old auditor.', ['in', 'replace', 'on']],
        ['The municipality invested heavily on new pipes.', ['on', 'replace', 'in']],
        ['The cooperative invests on drip irrigation.', ['on', 'replace', 'in']],
        ['The yield depends strongly of the rainfall.', ['of', 'replace', 'on']],
        ['This review focuses mainly in the legal aspects.', ['in', 'replace', 'on']],
        ['These values are consistent to recent studies.', ['to', 'replace', 'with']],
        ['Chronic exposure on pesticides was common among the workers.', ['on', 'replace', 'to']],
        ['The difference among the two cohorts was small.', ['among', 'replace', 'between']],
        ['The estimate is based in three repeated measurements.', ['in', 'replace', 'on']],
        ['Most staff work at the south of the island.', ['at', 'replace', 'in']],
        ['The workers complained for the noise.', ['for', 'replace', 'about']],
        ['The users accessed to the database online.', ['to', 'delete', '']],
        ['The procedure is explained with detail in Section 2.', ['with', 'replace', 'in']],
      ],
      [
        'The nurses participated in the training voluntarily.',
        'The participation of women in the labour market rose.',
        'A sense of belonging of first-year students was measured.',
        'The plaintiff insisted in a letter that the debt was paid.',
        'Each farmer invested on average 300 dollars.',
        'The firm invested heavily in new pipes.',
        'The model is consistent to first order with the data.',
        'Rocks exposed on slopes weather quickly.',
        'The exposure on day 3 was the highest.',
        'The differences among the two hundred villages were large.',
        'The firm is based in three cities.',
        'The station lies to the south of the island.',
        'The yield depends strongly on the rainfall.',
        'The workers complained of back pain, and the firm paid for the treatment.',
        'Access to the database was free, and the files were accessed twice.',
        'The drawings are explained with details of each joint.',
      ],
    );
  });

  it('takes "to" after "susceptible" before a harm and "by" after "affected" before a cause (tuning round 14)', () => {
    expectRule(
      prepositionLints,
      [
        ['Patients with diabetes are more susceptible for urinary tract infections.', ['for', 'replace', 'to']],
        ['Coastal towns are vulnerable for flooding.', ['for', 'replace', 'to']],
        ['Young pines are highly susceptible for fungal infection.', ['for', 'replace', 'to']],
        ['Coffee plants were severely affected for the drought of 2014.', ['for', 'replace', 'by']],
        ['The results were influenced for the choice of model.', ['for', 'replace', 'by']],
      ],
      [
        'Older trees are more prone for disease.',
        'Patients were placed prone for the procedure and monitored continuously.',
        'Coastal towns are vulnerable for two reasons.',
        'The seedlings were susceptible for the first two weeks.',
        'Seedlings remain vulnerable for up to six weeks after emergence.',
        'The area was considered vulnerable for planning purposes.',
        'Hosts remain susceptible for life once infected.',
        'Older patients were classed as vulnerable for infection control purposes.',
        'Those flagged as vulnerable for disease screening were contacted first.',
        'The wells were affected for the whole season.',
        'Supply was affected for the next two weeks.',
        'The proportion of patients affected for each genotype is shown in Table 2.',
        'Schools were affected for the duration of the storm.',
        "Power supplies were affected for the drought's final month.",
        'Imports were affected for the war years and recovered slowly.',
        'Patients were selected for the trial if they were susceptible to infection.',
      ],
    );
  });

  it('takes "on" after "based" before a bare plural of trials (tuning round 14), not a department\'s "studies"', () => {
    expectRule(
      prepositionLints,
      [
        ['The analysis was based in semi-structured interviews with 40 teachers.', ['in', 'replace', 'on']],
        ['The estimates are based in field measurements.', ['in', 'replace', 'on']],
      ],
      [
        'She is a researcher based in development studies.',
        'The programme is based in media studies at the university.',
        'The unit is based in clinical research.',
        'He was based in clinical trials units for most of his career.',
        'The company is based in Sapporo.',
        'The team is based in research institutes in three countries.',
        'Our group is based in field stations along the coast.',
        'The analysis was based on semi-structured interviews.',
        'The project was based in rural schools in Bahia.',
        'Most of the staff are based in data centres abroad.',
      ],
    );
  });

  it('deletes "of" after "during"', () => {
    expectRule(
      prepositionLints,
      [['During of the night, the pumps were off.', ['of', 'delete', '']]],
      ['During the night, the pumps were off.'],
    );
  });
});

describe('prepositions of round 19', () => {
  it('corrects "based in the DSM-5 criteria", "differs with the results", "grateful for Dr. Müller for"', () => {
    expectRule(
      prepositionLints,
      [
        ['The diagnosis was based in the DSM-5 criteria.', ['in', 'replace', 'on']],
        ['This differs with the results of Lee (2019).', ['with', 'replace', 'from']],
        ['We are grateful for Dr. Müller for his help.', ['for', 'replace', 'to']],
      ],
      [
        'The firm is based in the UK.',
        'Growth differs with temperature.',
        "We are grateful for Dr. Müller's advice.",
        'We are grateful for the help of Dr. Müller.',
      ],
    );
  });
});

describe('prepositions of round 19, second batch', () => {
  it('corrects "associated to" and "assigned in two groups"', () => {
    expectRule(
      prepositionLints,
      [
        ['Education was associated to income.', ['to', 'replace', 'with']],
        ['The patients were randomly assigned in two groups.', ['in', 'replace', 'to']],
      ],
      [
        'An increase of 5% was seen.',
        'The rise of nationalism was rapid.',
        'The decline of Rome took centuries.',
        'In 2019 the price increases of fuel hit poor households.',
      ],
    );
  });
});
