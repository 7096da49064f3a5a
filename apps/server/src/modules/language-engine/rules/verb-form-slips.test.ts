import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { verbFormSlipLints } from './verb-form-slips.ts';

describe('verb form slips', () => {
  it('flags a "to" after a modal, a wrong form after "to", a verb without a passive and an -ing after "decide"', () => {
    expectRule(
      verbFormSlipLints,
      [
        ['The probe should to be cleaned after each use.', ['to', 'delete', '']],
        ['The drug is unlikely to causes side effects.', ['causes', 'replace', 'cause']],
        ['It is important to considering the cost.', ['considering', 'replace', 'consider']],
        ['The procedure has been successfully apply in adults.', ['apply', 'replace', 'applied']],
        ['The kit is consist of four reagents.', ['is consist', 'replace', 'consists']],
        ['The yield was depend on the rainfall.', ['was depend', 'replace', 'depended']],
        ['These findings are not agree with the model.', ['are not agree', 'replace', 'do not agree']],
        ['The committee refused reviewing the second proposal.', ['reviewing', 'replace', 'to review']],
        ['The authors should not used the old data.', ['used', 'replace', 'use']],
        ['The training may help to reducing the workload.', ['reducing', 'replace', 'reduce']],
        ['Staff should avoid disturb the patients at night.', ['disturb', 'replace', 'disturbing']],
        ['Read the instructions before to open the box.', ['to open', 'replace', 'opening']],
        ['The seedlings were grow under artificial light.', ['grow', 'replace', 'grown']],
        ['They are agree with the proposal.', ['are agree', 'replace', 'agree']],
        ['This study aims to investigating the role of diet in obesity.', ['investigating', 'replace', 'investigate']],
        ['The patients were instructed to taking the drug twice a day.', ['taking', 'replace', 'take']],
      ],
      [
        'The probe should be cleaned after each use.',
        'The drug is unlikely to cause side effects.',
        'The procedure has been successfully applied in adults.',
        'The kit consists of four reagents.',
        'We are able to measure it in order to compare the groups.',
        'Production sites should use a proxy to manage caching headers.',
        'They ought to be cleaned.',
        'The team decided to stop the trial.',
        'The patients will be given the drug.',
        'This will contribute to improving the method.',
        'We tried to avoid damage to the roots.',
        'The seedlings were grown under artificial light.',
        'The screws were set in place.',
      ],
    );
  });

  it('takes the base form after a modal and an adverb, and the participle after "have" and an adverb', () => {
    expectRule(
      verbFormSlipLints,
      [
        ['The proposed method can effectively reduces the number of false alarms.', ['reduces', 'replace', 'reduce']],
        ['The model may also predicts the yield.', ['predicts', 'replace', 'predict']],
        ['The comments, which have greatly improve the quality of the paper, were useful.', ['improve', 'replace', 'improved']],
        ['The authors has recently develop a new sensor.', ['develop', 'replace', 'developed']],
      ],
      [
        'The proposed method can effectively reduce the number of false alarms.',
        'The comments have greatly improved the quality of the paper.',
        'These tools have recently become popular, and we have already put the data online.',
        'The sensor can also process the signal.',
        'These cells have typically round nuclei.',
        'The leaves have usually smooth edges.',
      ],
    );
  });
});

describe('a base form after "be" and an adverb, and "to" after a passive of asking or a verb read as a noun', () => {
  it('takes the participle and the infinitive', () => {
    expectRule(
      verbFormSlipLints,
      [
        ['The tumour was surgically remove after three cycles of chemotherapy.', ['remove', 'replace', 'removed']],
        [
          'The participants were instructed completing the task as quickly as possible.',
          ['completing', 'replace', 'to complete'],
        ],
        ['The government plans reducing emissions by 40% by 2030.', ['reducing', 'replace', 'to reduce']],
        ['The government decided reducing emissions.', ['reducing', 'replace', 'to reduce']],
      ],
      [
        'Participants were asked regarding their habits.',
        'The nurses were trained using a standard protocol.',
        'Participants were instructed using the same video.',
        'The students were encouraged, allowing the teacher to rest.',
        'The urban plans including green spaces were approved.',
        'The city plans including green spaces were approved.',
        'The company plans new factories.',
        'We were asked the following questions.',
        'The tumour was surgically removed after three cycles.',
        'They were carefully select the samples.',
        'The expected types are primarily string, Uint8Array, and Buffer.',
        'The samples are mainly sand in the upper layer.',
      ],
    );
  });
});
