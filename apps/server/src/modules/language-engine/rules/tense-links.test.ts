import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
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
        ['We collect the data between March and June 2021 in schools.', ['collect', 'replace', 'collected']],
        ['The patients who receive the vaccine last year were followed.', ['receive', 'replace', 'received']],
        ['The drug is approved by the agency in 2014 for adults.', ['is', 'replace', 'was']],
      ],
      [
        'Since it was opened in 2012, the clinic has grown.',
        'Patients are followed for five years after surgery.',
        'We are planning a follow-up for two years.',
        'The station has operated since 2017 without a failure.',
        'We compare the yields in 2010 and 2020.',
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
      ],
    );
  });
});
