import { describe, it } from 'vitest';
import { agreementLints } from './agreement.ts';
import { expectRule } from './rule-test-support.ts';

describe('subject–verb agreement with a compound subject', () => {
  it('takes a noun the tagger read as a verb for part of the subject when a later verb agrees with it', () => {
    expectRule(
      agreementLints,
      [
        // A later verb that does not agree with the flagged word read as a noun, or a clause as its object.
        ['The results shows the effect is large.', ['shows', 'replace', 'show']],
        ['The model predict the yield is high.', ['predict', 'replace', 'predicts']],
        ['The patient take the drug daily.', ['take', 'replace', 'takes']],
        ['The results shows that the soil is dry.', ['shows', 'replace', 'show']],
        // A determiner's noun and its verb before a second clause is no list of subjects.
        ['The model predict, and the data confirm, the trend.', ['predict', 'replace', 'predicts']],
        // A singular subject with a determiner before the noun: "yield" is its verb.
        ['The crop in this field yield in dry years.', ['yield', 'replace', 'yields']],
      ],
      [
        // The held-out prose's false flag: "recharge" is a noun here, "is" the verb.
        'Groundwater recharge in semi-arid catchments is episodic and difficult to quantify.',
        'Groundwater recharge is episodic.',
        'Nitrogen uptake by the roots was low in every plot.',
        // A measured quantity after a bare noun heads a compound: a caption, the object of a verb.
        'Effect of temperature on reaction yield.',
        'Drought reduced maize yield by up to 40%, and irrigation increased dry matter yield and crop cover.',
        // The first of a list of subjects that a plural verb follows.
        'Groundwater recharge, surface runoff and evaporation were measured.',
        'Groundwater recharge and surface runoff were measured.',
        'In this basin, groundwater recharge and surface runoff were measured.',
        // A noun in -ics takes either number.
        'Stellar kinematics were derived from the spectra.',
        'The statistics were computed per site.',
        'Kinematics is the study of motion.',
        // Singular nouns in -s (the second reviewer's sentences): either number is not checked.
        'One old barracks now houses the museum, and neither premises was suitable.',
        'The headquarters are in Geneva.',
      ],
    );
  });
});

describe('subject–verb agreement with a quantity', () => {
  it('makes "the number of" singular and "a number of" plural, and reads a verb of change or a noun in -ing the tagger misread', () => {
    expectRule(
      agreementLints,
      [
        ['A number of studies has shown this effect.', ['has', 'replace', 'have']],
        ['A large number of samples was lost in transit.', ['was', 'replace', 'were']],
        ['The number of samples are small.', ['are', 'replace', 'is']],
        ['Each of the samples were dried at 60 °C.', ['were', 'replace', 'was']],
        ['One of the reasons are the cost of the reagents.', ['are', 'replace', 'is']],
        ['The amount of nutrients are low in sandy soils.', ['are', 'replace', 'is']],
        ['The number of patients increase every year.', ['increase', 'replace', 'increases']],
        ['It is important to note that the concentration increase with the depth.', ['increase', 'replace', 'increases']],
        ['We observed that the yield decrease sharply after flowering.', ['decrease', 'replace', 'decreases']],
        // A noun in -ing after a possessive, read as a verb by the tagger.
        ['Our finding suggest that the effect is small.', ['suggest', 'replace', 'suggests']],
        ['Their training take two weeks.', ['take', 'replace', 'takes']],
        // "this", "these" and indefinite pronouns as subjects; a verb of reporting read as a noun before "that".
        ['This show that the method works.', ['show', 'replace', 'shows']],
        ['This lead to a loss of carbon.', ['lead', 'replace', 'leads']],
        ['Everyone know the answer.', ['know', 'replace', 'knows']],
        ['Nobody have tested it.', ['have', 'replace', 'has']],
        ['The analysis show that the trend is real.', ['show', 'replace', 'shows']],
      ],
      [
        'A number of studies have shown this effect.',
        'The number of samples is small, and a number of them were lost.',
        'A number of the samples were lost.',
        'The number of patients increases every year.',
        'Soil carbon stocks increase with depth.',
        'The temperature increase with depth was small.',
        'Temperature increase in the reactor.',
        'We found that the temperature increase with depth was small.',
        'The concentrations increase with depth.',
        'A majority of the farmers use the method, and the majority of the soil is sandy.',
        'Our findings suggest that the effect is small, and our finding suggests that it works.',
        'We stopped their feeding at noon.',
        'This shows that it works; this results in a loss, and after this, plants grow quickly.',
        'The road show that we saw was fun, and the analyses show that the trend is real.',
        'These are the results, and this is why these matter.',
        'Nothing was found, and everyone agrees.',
      ],
    );
  });
});

describe('subject–verb agreement across a range or a noun compound', () => {
  it('reads a range of numbers as part of the noun phrase, and a base form before a past verb as a noun', () => {
    expectRule(
      agreementLints,
      [
        ['The samples from the 0–30 cm layer was dried.', ['was', 'replace', 'were']],
        ['The student live in houses built by the council.', ['live', 'replace', 'lives']],
        ['Pulses after later cycles was smaller.', ['was', 'replace', 'were']],
        ['The yields in later seasons was lower.', ['was', 'replace', 'were']],
      ],
      [
        'Soil organic carbon stocks in the 0–30 cm layer were 18% higher under conservation tillage (Table 2).',
        'Mangrove cover in the delta declined by 34% between 1990 and 2020.',
        'Land use in the catchment changed little after 2000.',
        'Crop yield in the dry years fell by half.',
        'Pulses after later cycles were smaller.',
        'The yield in later seasons was lower.',
      ],
    );
  });
});

describe('subject–verb agreement in a clause that dropped its "that"', () => {
  it('reads the noun phrase after "I think", "we believe" as the subject of its own clause', () => {
    expectRule(
      agreementLints,
      [
        ['I think the results shows a clear trend.', ['shows', 'replace', 'show']],
        ['We believe the samples was contaminated before analysis.', ['was', 'replace', 'were']],
        ['and i think the results shows a clear trend.', ['shows', 'replace', 'show']],
      ],
      [
        'I think the results show a clear trend.',
        'We believe the samples were contaminated before analysis.',
        'They think the model is robust.',
        // Not after a pronoun: the noun phrase may be an object.
        'Reviewers think the results through before they write.',
      ],
    );
  });
});

describe('subject–verb agreement on look-alikes of correct prose (helper hunt-1)', () => {
  it('leaves a list of subjects, a relative clause, a fraction, an amount, a hyphened compound and "means" alone', () => {
    expectRule(
      agreementLints,
      [
        ['The rest of the samples was discarded.', ['was', 'replace', 'were']],
        ['Two thirds of the samples was lost.', ['was', 'replace', 'were']],
        ['Three samples is enough.', ['is', 'replace', 'are']],
        ['Ten years has passed.', ['has', 'replace', 'have']],
        ['The evening were cold.', ['were', 'replace', 'was']],
        ['Participants in both groups was told.', ['was', 'replace', 'were']],
        ['The drying and rewetting cycles was short.', ['was', 'replace', 'were']],
      ],
      [
        'Smoking, obesity and physical inactivity remain the leading modifiable risk factors.',
        'Firms that export tend to be larger and more productive than those that do not.',
        'Two thirds of the land is arable.',
        'The rest of the samples were discarded.',
        'Five grams of soil was mixed with 25 mL of water.',
        'Three weeks is a long time to wait for results.',
        'Two hundred dollars is too much for a textbook.',
        'A 5-year follow-up study is under way.',
        'The means were 4.1 and 5.3, and a means of transport was found.',
        'The role nurses in rural hospitals play is central.',
        'The photographs shown that evening were later published.',
        'All the cohort were followed for ten years.',
      ],
    );
  });
});

describe('subject–verb agreement across a "to" phrase of a noun that takes it', () => {
  it('reads the head before "to" in "The response (of the cells) to the drug were"', () => {
    expectRule(
      agreementLints,
      [
        ['The response of the microbes to the rewetting were rapid.', ['were', 'replace', 'was']],
        ['The access to the data were limited.', ['were', 'replace', 'was']],
        ['Adherence to the guidelines were poor.', ['were', 'replace', 'was']],
      ],
      [
        'The response of the cells to the drug was rapid.',
        'Changes to the protocol were approved.',
        'The visits to the clinics were frequent.',
        'The trip to the islands was long.',
      ],
    );
  });
});

describe('agreement across a hyphenated modifier and a reduced clause', () => {
  it('reads "the fixed-effects regression" as one phrase and "Patients entering intensive care" as a plural subject', () => {
    expectRule(
      agreementLints,
      [
        ['The results of the fixed-effects regression suggests a strong effect.', ['suggests', 'replace', 'suggest']],
        ['The effect of the random-effects model were small.', ['were', 'replace', 'was']],
      ],
      [
        'The results of the fixed-effects regression suggest a strong effect.',
        'Patients entering intensive care were screened for delirium every day.',
        'Farmers growing organic rice were interviewed.',
        'The soil drying cycles were repeated three times.',
      ],
    );
  });
});

describe('agreement after a demonstrative and an -ing noun', () => {
  it('reads "This finding suggest that" as a subject and its verb', () => {
    expectRule(
      agreementLints,
      [['This finding suggest that diet matters.', ['suggest', 'replace', 'suggests']]],
      ['This finding suggests that diet matters.', 'We saw this happen twice.'],
    );
  });
});
