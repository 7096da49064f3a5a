import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { tenseMarkerLints } from './tense-markers.ts';

describe('tense markers', () => {
  it('puts what a table or figure shows in the present', () => {
    expectRule(
      tenseMarkerLints,
      [
        ['Figure 4 presented the distribution of the errors.', ['presented', 'replace', 'presents']],
        ['As Table 1 summarized, most patients were women.', ['summarized', 'replace', 'summarizes']],
      ],
      ['Figure 4 presents the distribution of the errors.', 'The data in Table 3 showed a clear trend.', 'Table 2 was revised.'],
    );
  });

  it('takes "will" out of a clause of condition or time', () => {
    expectRule(
      tenseMarkerLints,
      [
        ['If the patient will refuse the treatment, the doctor records it.', ['will refuse', 'replace', 'refuses']],
        ['We will start the survey once the ethics committee will approve it.', ['will approve', 'replace', 'approves']],
        ['We would appreciate it if you will send the data.', ['will send', 'replace', 'would send']],
        ['When the samples will be ready, we will ship them.', ['will be', 'replace', 'are']],
        ['We will analyse the data when all the questionnaires will be returned.', ['will be', 'replace', 'are']],
      ],
      [
        'It is unclear if the drug will work in children.',
        'We do not know when the trial will end.',
        'If the reaction proceeds too quickly, the product will decompose.',
        'The question is whether the model will hold.',
      ],
    );
  });

  it('puts a present perfect dated inside its clause in the simple past', () => {
    expectRule(
      tenseMarkerLints,
      [
        ['We have visited the sites in June 2018 with two guides.', ['have', 'delete', '']],
        ['They have tested the vaccine in 2020 and published the results.', ['have', 'delete', '']],
        ['We have sampled the lake in 2016 at three depths.', ['have', 'delete', '']],
        ['We have begun the survey since two years ago.', ['have begun', 'replace', 'began']],
      ],
      [
        'We have visited the sites twice since 2018.',
        'We have compared the yields in 2010 with those in 2020.',
        'We have analysed the samples collected in 2019 from the farms.',
      ],
    );
  });

  it('puts "already" + a simple past after a past clause of time in the past perfect', () => {
    expectRule(
      tenseMarkerLints,
      [['When the ambulance arrived, the patient already died.', ['already died', 'replace', 'had already died']]],
      ['When the ambulance arrived, the patient had already died.', 'The patient already died when we arrived.'],
    );
  });

  it('puts a present perfect with "ago" or "last year" inside its clause in the simple past', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'The irrigation system has been installed about fifteen years ago and has not been upgraded since.',
          ['has been', 'replace', 'was'],
        ],
        ['Our group has published a preliminary version last year at a regional workshop.', ['has', 'delete', '']],
      ],
      [
        'Yields have increased compared with last year and remain high.',
        'The prices have doubled since last year at most markets.',
        'The prevalence has increased from 20% ten years ago to 35% today.',
        'The proportion has risen from 5% two decades ago to 30% now.',
        'The share has grown from 10% five years ago to 25% to date.',
      ],
    );
  });

  it('puts a verb of change after "since" and a dated clause in the present perfect', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'Since the reform was implemented in 2015, the enrolment rate of girls in rural schools increased by 30%.',
          ['increased', 'replace', 'has increased'],
        ],
        ['Since the dam was built ten years ago, fish stocks declined sharply.', ['declined', 'replace', 'have declined']],
      ],
      [
        'Since the reform was implemented in 2015, the enrolment rate has increased by 30%.',
        'Since the samples were wet, we dried them at 60 °C.',
        'Since the samples were collected in 2015, they were stored at -80 °C.',
        'Since the drought occurred in 2012, yields declined sharply that year.',
        'Since the plant was closed in 2008, emissions fell by half in 2009.',
      ],
    );
  });

  it('keeps what a paper makes available in the present', () => {
    expectRule(
      tenseMarkerLints,
      [
        ['The code used in this study was available on GitHub.', ['was', 'replace', 'is']],
        ['The datasets were available from the corresponding author upon request.', ['were', 'replace', 'are']],
      ],
      [
        'The code used in this study is available on GitHub.',
        'Data were available only for 120 patients.',
        'Data were available from 120 patients at baseline.',
        'No treatment was available at the clinic in 2010.',
        'Until 2019 the data were available from the authors on request, but they are now public.',
        'The code was previously available on GitHub.',
      ],
    );
  });

  it('takes "will" out of a clause of time after ", but" or with "before", "after", "until" and "as soon as"', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'In phosphate buffer, the hydrogel swells moderately, but when the temperature will exceed 40 °C, it shrinks rapidly.',
          ['will exceed', 'replace', 'exceeds'],
        ],
        ['Before the samples will be analysed, they are stored at −80 °C.', ['will be', 'replace', 'are']],
        ['As soon as the reactor will reach 80 °C, the valve opens.', ['will reach', 'replace', 'reaches']],
        [
          'The plots are irrigated daily, and after the seedlings will emerge, the water is reduced.',
          ['will emerge', 'replace', 'emerge'],
        ],
      ],
      [
        'It is unclear when the policy will change.',
        'The authors do not say when it will be available.',
        'We will stop the pumps before the water will reach the rim.',
        'Until the new guideline will be published is anybody’s guess.',
        'In 2050, when the population will exceed ten billion, demand will be higher.',
        'Before the samples are analysed, they are stored at −80 °C.',
      ],
    );
  });

  it('puts a verb of change or a past with "no" after a clause of "since" that tells of a start in the present perfect', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'Since the new triage protocol was implemented, the median waiting time in the emergency department decreased from 47 to 29 minutes.',
          ['decreased', 'replace', 'has decreased'],
        ],
        [
          'Since the sensors were installed in March 2022, no data loss occurred, except for two short outages.',
          ['occurred', 'replace', 'has occurred'],
        ],
        ['Since the vaccine was introduced in 2015, no cases were reported in the district.', ['were', 'replace', 'have been']],
      ],
      [
        'Since the samples were wet, no weighing occurred before drying.',
        'Since the protocol was implemented in R, it runs on any platform.',
        'Since the new protocol was implemented, the waiting time has decreased.',
        'Since the dam was built in 1990, the flow declined sharply that year.',
      ],
    );
  });

  it('puts a present perfect dated in its clause before "but" and a past verb in the simple past', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'In-hospital mortality among patients with sepsis has been 12.4% in 2020 but fell to 8.1% in 2022.',
          ['has been', 'replace', 'was'],
        ],
      ],
      [
        'Mortality has been 12.4% since 2020 but fell to 8.1% in the last quarter.',
        'Mortality was 12.4% in 2020 but fell to 8.1% in 2022.',
      ],
    );
  });

  it('puts a present perfect of a finding dated before its "that" clause in the simple past', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'Our previous study has shown in 2020 that coral bleaching was driven mainly by marine heatwaves.',
          ['has shown', 'replace', 'showed'],
        ],
      ],
      [
        'Our previous study showed in 2020 that coral bleaching was driven mainly by marine heatwaves.',
        'Several studies have shown since 2020 that coral bleaching is driven by heatwaves.',
        'The model has been used in 2020 that was a dry year.',
      ],
    );
  });
});

describe('"will" after "after" or "until" that ends a main clause with "will"', () => {
  it('puts the future event in the present', () => {
    expectRule(
      tenseMarkerLints,
      [
        [
          'We will send the questionnaire after the committee will approve the protocol.',
          ['will approve', 'replace', 'approves'],
        ],
        ['The samples will be stored until they will be analyzed.', ['will be', 'replace', 'are']],
      ],
      [
        'We will send the questionnaire after the committee approves the protocol.',
        'The samples will be stored until they are analyzed.',
        'The committee approved the protocol after the board said it will fund the trial.',
        'We do not know until when the funding will last.',
      ],
    );
  });
});

describe('"in case" and a verb read as its adjective after "will" (g15)', () => {
  it('takes "will" out of a clause of "in case", and out of a clause whose verb the tagger reads as an adjective', () => {
    expectRule(
      tenseMarkerLints,
      [
        ['In case the power will fail, the data are stored on a backup server.', ['will fail', 'replace', 'fails']],
        ['In case the pumps will stop, an alarm sounds in the control room.', ['will stop', 'replace', 'stop']],
        ['After the sample will dry, it will be weighed again.', ['will dry', 'replace', 'dries']],
        ['Once the surface will cool, the coating will be applied.', ['will cool', 'replace', 'cools']],
      ],
      [
        'In case the power fails, the data are stored on a backup server.',
        'In this case the sample will dry within an hour.',
        'In case of failure, the system will restart automatically.',
        'In that case, the paint will dry faster.',
        'We do not know when the sample will dry.',
        'After the sample dries, it will be weighed again.',
        'The sample will dry overnight, and it will be weighed in the morning.',
        'Once dry, the samples will be stored at 4 °C.',
        'It is unclear in which case the model will fail.',
        'After the rain, the soil will dry slowly.',
        'When the reservoir will empty, nobody can predict.',
        'We cannot say when the pond will dry, so we sample weekly.',
        'How fast the lake will warm, the model cannot tell.',
        'Just in case, the team will keep a copy of the raw files.',
      ],
    );
  });
});
