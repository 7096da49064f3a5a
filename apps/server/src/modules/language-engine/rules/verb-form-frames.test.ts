import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { verbFormFrameLints } from './verb-form-frames.ts';

describe('verb forms in frames', () => {
  it('takes the base form in a question with "do", the participle after a noun it describes and after "and" in a passive', () => {
    expectRule(
      verbFormFrameLints,
      [
        ['Does the model predicts the outcome better than the old one?', ['predicts', 'replace', 'predict']],
        ['Did the treated plants showed any sign of stress?', ['showed', 'replace', 'show']],
        ['Does it depends on the temperature?', ['depends', 'replace', 'depend']],
        ['The samples were analyzed using the method describe above.', ['describe', 'replace', 'described']],
        ['We used the scale propose previously by Kim et al.', ['propose', 'replace', 'proposed']],
        ['The factors mention above explain the difference.', ['mention', 'replace', 'mentioned']],
        ['The data was collected and analyze by two researchers.', ['analyze', 'replace', 'analyzed']],
        ['The interviews were recorded and transcribe in full.', ['transcribe', 'replace', 'transcribed']],
      ],
      [
        'Does the model predict the outcome better than the old one?',
        'Does the model that predicts the outcome need more data?',
        'The samples were analyzed using the method described above.',
        'The results we present below describe the main trends.',
        'The data was collected and we analyze it below.',
        'Requests will be forwarded and wait for the call.',
        'The datasets are matched and differ only in period, and the groups are stratified and consist of adults.',
        'The samples were dried and stored, and the data were cleaned and vary in quality.',
        'The authors describe below how the samples were taken.',
        'The course outline above lists the topics.',
        'The data were collected and analyzed by two researchers.',
        'Did the patients improve?',
      ],
    );
  });
});

describe('a base form after "are … and"', () => {
  it("is a second present verb unless a passive's agent or the end follows", () => {
    expectRule(
      verbFormFrameLints,
      [
        ['The samples are collected and analyze by two technicians.', ['analyze', 'replace', 'analyzed']],
        ['The samples were collected and analyze in the same week.', ['analyze', 'replace', 'analyzed']],
      ],
      [
        'Students who are enrolled and reside on campus pay less.',
        'Members who are registered and attend in person vote first.',
        'The shops are closed and reopen on Monday.',
      ],
    );
  });
});
