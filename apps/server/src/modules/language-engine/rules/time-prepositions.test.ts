import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { timePrepositionLints } from './time-prepositions.ts';

describe('prepositions of time and quantity', () => {
  it('takes "in" for a year or a month, "on" for a day or a date, "from" for a span, "by" and "at" for sizes', () => {
    expectRule(
      timePrepositionLints,
      [
        ['The survey was conducted on 2018 in three provinces.', ['on', 'replace', 'in']],
        ['The law was passed at 2015.', ['at', 'replace', 'in']],
        ['The meeting was held in Monday afternoon.', ['in', 'replace', 'on']],
        ['The samples were collected in 12 May and dried.', ['in', 'replace', 'on']],
        ['The plots were sown in May 3, after the rains.', ['in', 'replace', 'on']],
        ['The field work started on March 2019.', ['on', 'replace', 'in']],
        ['Patients were recruited in March to June 2019.', ['in', 'replace', 'from']],
        ['The station was operated since 2010 until 2015.', ['since', 'replace', 'from']],
        ['The strain was isolated in the morning of 3 April.', ['in', 'replace', 'on']],
        ['The seedlings were irrigated along three months.', ['along', 'replace', 'for']],
        ['The prevalence increased in 12% over the decade.', ['in', 'replace', 'by']],
        ['The chamber was maintained in 25 °C throughout.', ['in', 'replace', 'at']],
      ],
      [
        'The survey was conducted in 2018, and the estimates are based on 2018 prices.',
        'The report was published on 12 May 2019 and revised on Monday.',
        'Patients were recruited from March to June 2019, in May and in June.',
        'The results rose in 2019 to 5% and fell in 2020.',
        'The samples were dried in the morning and weighed in the evening.',
        'We walked along the river for three months, and the trail runs along 40 km of coast.',
        'The share increased in 2019, and the cells grew in 10 mM glucose.',
        'The sample was stored at 4 °C, and the change in 2 °C was small.',
        'May 2019 was dry; in May, the rains came.',
      ],
    );
  });

  it('more patterns', () => {
    expectRule(
      timePrepositionLints,
      [
        ['The clinic has been open since three years.', ['since', 'replace', 'for']],
        ['The company has been operating since more than 20 years.', ['since', 'replace', 'for']],
        ['We have lived here since almost ten years.', ['since', 'replace', 'for']],
        ['The values are shown at Figure 3.', ['at', 'replace', 'in']],
        ['The trial was described on Table 2.', ['on', 'replace', 'in']],
        ['The birds were counted at the morning.', ['at', 'replace', 'in']],
        ['Both arms were treated in the same time.', ['in', 'replace', 'at']],
        ['The method was invented on the 19th century.', ['on', 'replace', 'in']],
      ],
      [
        'The clinic opened three years ago, and it has grown since three years ago.',
        'The site has been abandoned since at least 200 years ago.',
        'Look at Figure 3, and see the notes on Table 2 below.',
        'The talk was at the morning session, at night.',
        'The samples were taken in the same time period.',
      ],
    );
  });
  it('takes "in" before a month with "at", "at" before a measure of temperature or pressure', () => {
    expectRule(
      timePrepositionLints,
      [
        ['The hearing was held at July 2021.', ['at', 'replace', 'in']],
        ['The plots were burned at March.', ['at', 'replace', 'in']],
        ['The tablets should be stored in a temperature below 25 °C.', ['in', 'replace', 'at']],
        ['The gas was kept in a pressure of 2 bar.', ['in', 'replace', 'at']],
        ['The samples were analysed in the same day.', ['in', 'replace', 'on']],
      ],
      [
        'The hearing was held in July 2021.',
        'Look at March 2020 in the chart.',
        'We observed a rise in a temperature series of 40 years.',
        'The rise in a temperature of the sea was small.',
        'The tablets should be stored at a temperature below 25 °C.',
        'The samples were analysed on the same day, in the same daylight.',
      ],
    );
  });
});
