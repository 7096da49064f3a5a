import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRule, findingsOf } from './rule-test-support.ts';
import { linkedTenseLints } from './tense-links.ts';

describe('tenses the clauses around a verb decide', () => {
  it('keeps a sentence in the past across "and", "before" and "then"', () => {
    expectRule(
      linkedTenseLints,
      [
        ['The interviews lasted an hour and are recorded on tape.', ['are', 'replace', 'were']],
        ['The specimens are cured for 28 days before they were tested.', ['are', 'replace', 'were']],
        ['The pupils complete the test in May and were then interviewed.', ['complete', 'replace', 'completed']],
        ['In the test, the pressure rises to 5 bar and then remained stable.', ['rises', 'replace', 'rose']],
        ['The children who took part read more than they do before.', ['do', 'replace', 'did']],
      ],
      [
        'The samples are stored at 4 °C until they are analysed.',
        'We measured the samples and they are stored at 4 °C.',
        'The specimens were cured for 28 days before they were tested.',
        'The event is fired before the corresponding request was sent.',
        'The algorithm sorts the list and then returned the first element.',
        'The model is trained and then evaluated on the test set.',
        'Sequences were generated and are deposited in GenBank.',
        'The samples were collected and are stored at the museum.',
        'The data were anonymised and are archived at the institute.',
        'The methods were adapted and are described in the Supplement.',
        'The strains were isolated and are kept at 4 °C.',
        'The scores were computed and are listed in Table 2.',
      ],
    );
  });

  it('dates a present in a past year and takes the present perfect up to now', () => {
    expectRule(
      linkedTenseLints,
      [
        ['The clinic has grown since it opens in 2012.', ['opens', 'replace', 'opened']],
        ['The station operates since 2017 without a failure.', ['operates', 'replace', 'has operated']],
        ['For the past ten years, our group works on erosion.', ['works', 'replace', 'has worked']],
        ['We are working on this problem for three years, but it is hard.', ['are working', 'replace', 'have been working']],
        ['We collect the data between March and June 2011 in schools.', ['collect', 'replace', 'collected']],
        ['The patients who receive the vaccine last year were followed.', ['receive', 'replace', 'received']],
        ['The drug is approved by the agency in 2014 for adults.', ['is', 'replace', 'was']],
      ],
      [
        'Since it was opened in 2012, the clinic has grown.',
        'Patients are followed for five years after surgery.',
        'We are planning a follow-up for two years.',
        'The station has operated since 2017 without a failure.',
        'We compare the yields in 2010 and 2020.',
        'This approach is preferable since the model accounts for changes observed in 2019.',
        'The method is preferable since it uses data collected in 2012.',
        'The cohort is useful since it starts in 2010 and ends in 2015.',
        'We have used this dataset since it covers the floods in 2011.',
      ],
    );
  });

  it('reports a future from the past with "would" and drops a past perfect with nothing later', () => {
    expectRule(
      linkedTenseLints,
      [
        ['The teacher told us that the students will present their work.', ['will', 'replace', 'would']],
        ['In 2018, Tanaka et al. had proposed a similar model.', ['had proposed', 'replace', 'proposed']],
        ['First, the nurses had signed a form, and then they completed a survey.', ['had signed', 'replace', 'signed']],
      ],
      [
        'The authors stated that the data will be released.',
        'In 2018, the committee had already approved the plan when the funding was cut.',
        'First, we had to clean the data.',
        'The ministry announced that the programme will start in 2027.',
        'The agency said that the rule will apply from 2030.',
        'The authors told us that the cohort will be followed until 2040.',
        'The company announced that it will close the plant.',
      ],
    );
  });

  describe('a past year counts from the clock, not from a year written in the rule', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('takes a year before last year as past and leaves last year and later alone', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-06-01T00:00:00Z'));
      expect(findingsOf(linkedTenseLints, 'The clinic has grown since it opens in 2029.')).toEqual([
        ['opens', 'replace', 'opened'],
      ]);
      expect(findingsOf(linkedTenseLints, 'The clinic has grown since it opens in 2030.')).toEqual([]);
    });
  });

  it('puts a present before "and" and a simple past with its object in the past', () => {
    expectRule(
      linkedTenseLints,
      [
        ['In the second trial, the dogs receive a lower dose and showed fewer side effects.', ['receive', 'replace', 'received']],
        ['The robot arm picks up 200 parts and failed only twice.', ['picks', 'replace', 'picked']],
        ['The auditors check the accounts in 2019 and took samples in nine firms.', ['check', 'replace', 'checked']],
      ],
      [
        'The method uses a reduced grid and was validated in 2019.',
        'The model combines full and reduced models.',
        'The pump runs at night and stops in the morning.',
        'It offers three months free trial and paid plans.',
        'We analysed the samples and found no lead.',
        'The tool reads the files that we collected and cleaned the year before.',
      ],
    );
  });
});

describe('futures seen from the past and durations up to now (g10)', () => {
  it('puts "will" after a past verb of expecting, or after a past year, in "would"', () => {
    expectRule(
      linkedTenseLints,
      [
        ['We expected that the treatment will reduce mortality, but it did not.', ['will', 'replace', 'would']],
        ['The farmers hoped that the rain will come before the harvest.', ['will', 'replace', 'would']],
        ['The manager said in 2017 that the new line will open in 2019.', ['will', 'replace', 'would']],
      ],
      [
        'We expect that the treatment will reduce mortality.',
        'The ministry expected that the programme will start next year.',
        'The manager said in 2017 that the new line would open in 2019.',
      ],
    );
  });

  it('puts a present progressive with a noun subject and "for" years in the present perfect progressive', () => {
    expectRule(
      linkedTenseLints,
      [['The hospital is using this system for five years.', ['is using', 'replace', 'has been using']]],
      ['The hospital is using this system for the next five years.', 'The hospital has been using this system for five years.'],
    );
  });
});

describe('a present among past steps (g10)', () => {
  it('puts a British base form before "and" and a past, and "and then it is", in the past', () => {
    expectRule(
      linkedTenseLints,
      [
        ['We analyse the transcripts and grouped them into six categories.', ['analyse', 'replace', 'analysed']],
        ['We measure the strength of each beam and found large differences.', ['measure', 'replace', 'measured']],
        ['The soil was dried at 105 degrees and then it is weighed.', ['is', 'replace', 'was']],
      ],
      [
        'We analysed the transcripts and coded them into six categories.',
        'The model combines full and reduced spatial models.',
        'The soil was dried and then it was weighed.',
      ],
    );
  });
});
