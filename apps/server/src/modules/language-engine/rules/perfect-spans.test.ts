import { describe, it } from 'vitest';
import { pastPerfectByLints, pastPerfectFrameLints, perfectWithYearSpanLints } from './perfect-spans.ts';
import { expectRule } from './rule-test-support.ts';

describe('the present perfect with a span of finished years', () => {
  it('puts it in the simple past', () => {
    expectRule(
      perfectWithYearSpanLints,
      [
        [
          'The unemployment rate among university graduates has increased from 9.8% to 13.4% between 2015 and 2020, mainly because hiring was frozen.',
          ['has', 'delete', ''],
        ],
        ['Between 2010 and 2015, the number of cases has doubled.', ['has', 'delete', '']],
        ['The station has been operated from 1998 to 2012 by the national weather service.', ['has been', 'replace', 'was']],
        ['Mean yields have fallen sharply between 2001 and 2006.', ['have fallen', 'replace', 'fell']],
      ],
      [
        'The unemployment rate has increased since 2015.',
        'The rate has increased steadily between 2015 and the present.',
        'The decline has been attributed to land-use changes between 1990 and 2010.',
        'The changes between 2015 and 2020 have been described elsewhere.',
        'Between 2015 and 2020, the rate increased from 9.8% to 13.4%.',
        'The rate has increased between 2025 and now.',
      ],
    );
  });
});

describe('the present perfect before a point in the past', () => {
  it('puts it in the past perfect', () => {
    expectRule(
      pastPerfectByLints,
      [
        [
          'By the time the second survey was carried out in 2023, most households in the village have switched to gas.',
          ['have switched', 'replace', 'had switched'],
        ],
        [
          'The golden apple snail was first recorded in the early 1980s and has spread to most provinces of the country by 1995.',
          ['has spread', 'replace', 'had spread'],
        ],
        ['By 2010, the invasive grass has replaced most native species.', ['has replaced', 'replace', 'had replaced']],
        ['The disease has been eradicated from the island by 1985.', ['has been', 'replace', 'had been']],
      ],
      [
        'By the time the survey is completed, most households will have switched to gas.',
        'By the time the second survey was carried out, most households had switched to gas.',
        'The number of cases has increased by 2000.',
        'Emissions have been reduced by 1990 levels.',
        'By 2050, the population will have doubled.',
        'The model has been described by Smith (1995).',
      ],
    );
  });
});

describe('the past perfect in a sentence about the study itself', () => {
  it('puts it in the simple past when nothing later in the past is named', () => {
    expectRule(
      pastPerfectFrameLints,
      [
        ['In this study, we had collected 320 soil samples from 16 sites and analysed them.', ['had', 'delete', '']],
        ['In the first experiment, we had measured the conductivity of each film.', ['had', 'delete', '']],
        ['In Experiment 2, participants had responded faster to congruent trials.', ['had', 'delete', '']],
        ['In the present study, the nurses had chosen the shorter protocol.', ['had chosen', 'replace', 'chose']],
        ['In our study we had used a larger sample than in the pilot.', ['had', 'delete', '']],
      ],
      [
        'In this study, we collected 320 soil samples.',
        'In our study, we had collected the samples before the drought began.',
        'In our experience, the best results come from small groups.',
        'In this study, the soils had been limed before the experiment.',
        'In this study, all participants had already received the vaccine when they were enrolled.',
        'Before this study, we had collected soil samples from the same sites.',
        'In Experiment 2, participants who had slept less responded more slowly.',
        'In the first phase, participants had already seen the stimuli before the session.',
      ],
    );
  });
});

describe('a present after an opening "By …" in the past (g15)', () => {
  it("puts a present passive or an action's simple present in the past perfect", () => {
    expectRule(
      pastPerfectByLints,
      [
        [
          'By the time the rescue team arrived, the miners are trapped for three days.',
          ['are trapped', 'replace', 'had been trapped'],
        ],
        ['By the time the team arrived, the fire destroys the lab.', ['destroys', 'replace', 'had destroyed']],
        ['By the end of 2019, the project recruits 500 participants.', ['recruits', 'replace', 'had recruited']],
      ],
      [
        'By the time the survey is over, most households will have switched.',
        'By 1990, the lake contains almost no fish.',
        'By the time the team arrived, the fire had destroyed the lab.',
        'By then, the miners are trapped.',
        'By the time the samples arrive, they are frozen.',
        'By 2030, the network connects all provinces.',
        'By the end of the study, the participants are asked to rate the app.',
        'By the time we finished, the samples were thawed.',
        'By contrast, the control samples are stored at 4 °C.',
        'By the end of 2019, the project had recruited 500 participants.',
        'By 1900, historians agree, the city was the largest in Europe.',
        'By the time the report appeared, the damage is thought to have been done.',
        'By the time the ship sank, the crew is believed to have left.',
      ],
    );
  });
});
