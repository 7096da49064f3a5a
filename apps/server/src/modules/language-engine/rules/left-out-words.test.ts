import { describe, it } from 'vitest';
import { missingPrepositionLints, missingSubjectLints } from './left-out-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('words left out', () => {
  it('puts back the subject "it" or "there" that Romance languages leave out', () => {
    expectRule(
      missingSubjectLints,
      [
        ['Is well known that smoking harms the lungs.', ['Is', 'replace', 'It is']],
        ['In this context, is important to consider the cost.', ['is', 'replace', 'it is']],
        ['After the second wash, was possible to detect the virus.', ['was', 'replace', 'it was']],
        ['In our cohort, were twelve patients with diabetes.', ['were', 'replace', 'there were']],
        ['The results showed that was no correlation between the variables.', ['was', 'replace', 'there was']],
        ['The drug worked only when was applied early.', ['was', 'replace', 'it was']],
      ],
      [
        'Is it possible to detect the virus after the second wash?',
        'It is well known that smoking harms the lungs.',
        'In this context, it is important to consider the cost.',
        'The method that was no longer used was removed.',
        'As is well known, smoking harms the lungs.',
        'In our cohort, there were twelve patients with diabetes.',
        'When the treatment was applied early, it worked.',
        'The variable that was most important to the model was rainfall.',
        'The store, as supplied by Node.js, is a snapshot that is fixed at release time.',
      ],
    );
  });

  it('puts back a preposition left out of a fixed pattern', () => {
    expectRule(
      missingPrepositionLints,
      [
        ['The sensor is capable detecting lead.', ['capable detecting', 'replace', 'capable of detecting']],
        ['A function responsible handling the logic.', ['responsible handling', 'replace', 'responsible for handling']],
        ['The manuscript is suitable a special issue.', ['suitable a', 'replace', 'suitable for a']],
        ['Most the respondents agreed.', ['Most the', 'replace', 'Most of the']],
        ['Some them refused to take part.', ['Some them', 'replace', 'Some of them']],
      ],
      [
        'The manuscript is suitable for a special issue.',
        'Most of the respondents agreed, and the most the model can do is fit the mean.',
        'It was none the less useful.',
        'It limits the operations shown to at most this many.',
        'The sensor is capable of detecting lead.',
      ],
    );
  });
});
