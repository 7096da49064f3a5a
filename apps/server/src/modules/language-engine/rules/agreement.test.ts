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
      ],
      [
        // The held-out prose's false flag: "recharge" is a noun here, "is" the verb.
        'Groundwater recharge in semi-arid catchments is episodic and difficult to quantify.',
        'Groundwater recharge is episodic.',
        'Nitrogen uptake by the roots was low in every plot.',
        // A noun in -ics takes either number.
        'Stellar kinematics were derived from the spectra.',
        'The statistics were computed per site.',
        'Kinematics is the study of motion.',
      ],
    );
  });
});
