import { describe, it } from 'vitest';
import { gerundAfterTimeWordLints, infinitiveFormLints } from './infinitive-forms.ts';
import { expectRule } from './rule-test-support.ts';

describe('the form of a verb after "to" and after "after"', () => {
  it('puts a past form after the "to" of an infinitive in its base form', () => {
    expectRule(
      infinitiveFormLints,
      [
        ['The participants were asked to rated their confidence on a five-point scale.', ['rated', 'replace', 'rate']],
        ['The cable-stayed bridge was designed to withstood wind speeds of up to 60 m/s.', ['withstood', 'replace', 'withstand']],
        ['In order to reduced the costs, we changed suppliers.', ['reduced', 'replace', 'reduce']],
        ['We were unable to analyzed the data.', ['analyzed', 'replace', 'analyze']],
      ],
      [
        'The decline was due to reduced flow.',
        'The cells were exposed to heated air.',
        'The state was able to found a new university.',
        'The loggers were allowed to fell trees in the buffer zone.',
        'The oven used to dried samples was cleaned.',
        'The participants were asked to rate their confidence.',
        'This led to increased costs.',
        'Fresh samples were preferred to frozen ones.',
        'Participants were invited to selected workshops.',
        'The parties agreed to revised terms.',
        'We aim to bound the error of the estimator.',
        'The classifier failed to generalise to scans from other hospitals.',
      ],
    );
  });

  it('puts a past form with its object after "after" or "before" in its -ing form', () => {
    expectRule(
      gerundAfterTimeWordLints,
      [
        ['After analyzed the interview transcripts, we identified four main themes.', ['analyzed', 'replace', 'analyzing']],
        ['Before started the experiment, we calibrated the sensor.', ['started', 'replace', 'starting']],
      ],
      [
        'After treated with ethanol, the cells were washed.',
        'After dried samples were weighed, we stored them.',
        'The year after the war ended the economy recovered.',
        'After analyzing the transcripts, we identified four themes.',
        'Shortly after published results appeared, the policy changed.',
        'While considered the gold standard, biopsy is invasive.',
      ],
    );
  });
});
