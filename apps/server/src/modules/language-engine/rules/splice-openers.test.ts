import { describe, it } from 'vitest';
import { commaSpliceLints } from './clauses.ts';
import { expectRule } from './rule-test-support.ts';

describe('wider openers of a comma splice', () => {
  it('flags a comma before a quantified, possessive or pronoun subject, after a clause closed by a dependent one', () => {
    expectRule(
      commaSpliceLints,
      [
        ['The survey was anonymous, no personal data were collected.', [',', 'replace', ';']],
        ['The cells were washed twice, afterwards they were fixed in ethanol.', [',', 'replace', ';']],
        ['Several factors may explain this result, one of them is the low temperature.', [',', 'replace', ';']],
        ['Our hypothesis was confirmed, these results agree with earlier work.', [',', 'replace', ';']],
        ['The interviews were recorded and transcribed, each transcript was checked twice.', [',', 'replace', ';']],
        ['The activity decreased when the pH was raised, this indicates an acidic optimum.', [',', 'replace', ';']],
        ['The algorithm converged after 200 iterations, it took three hours.', [',', 'replace', ';']],
        ['The difference was not significant, we believe this is due to the small sample.', [',', 'replace', ';']],
        ['We thank the reviewers for their comments, they helped us a lot.', [',', 'replace', ';']],
        ['Soil samples were air-dried and sieved, then they were analysed.', [',', 'replace', ';']],
        ['The manuscript has not been submitted elsewhere, all authors have approved it.', [',', 'replace', ';']],
      ],
      [
        'When the samples were completely dry, they were weighed.',
        'The yield rose when the rain came, and it fell when the drought began.',
        'The samples were dried, sieved and weighed, and most of them were stored.',
        'We found that the effect was small, as we expected.',
        'The plants grew faster when watered daily, which suggests that water was limiting.',
        'The model was fitted by maximum likelihood, its parameters being estimated iteratively.',
        'Although the method is new, it works well.',
        'It is inspired by Hapi and Express and as far as we know, it is one of the fastest.',
        'This helps us ensure that even if we see the same error twice, we only record it once.',
        'We pose 2,000 questions, each of which can only be answered from the text.',
        'Several factors may explain this result, one of which is the low temperature.',
      ],
    );
  });
});
