import { describe, it } from 'vitest';
import { missingSmallWordLints } from './missing-small-words.ts';
import { expectRule } from './rule-test-support.ts';

describe('small words left out', () => {
  it('puts back "of", "than" and fixed prepositions', () => {
    expectRule(
      missingSmallWordLints,
      [
        ['Each the cows was examined twice.', ['Each the', 'replace', 'Each of the']],
        ['One the main problems is erosion.', ['One the', 'replace', 'One of the']],
        ['The recovery time was longer expected in most dogs.', ['longer expected', 'replace', 'longer than expected']],
        ['Costs were higher anticipated.', ['higher anticipated', 'replace', 'higher than anticipated']],
        ['Thanks the new equipment, the tests were faster.', ['Thanks the', 'replace', 'Thanks to the']],
        ['Apart the cost, the method is easy to use.', ['Apart the', 'replace', 'Apart from the']],
        ['We paid special attention the youngest pupils.', ['attention the', 'replace', 'attention to the']],
        ['This is the first study examines this question.', ['study examines', 'replace', 'study that examines']],
      ],
      [
        'Each of the cows was examined, and each one was weighed.',
        'No one the team asked had seen it.',
        'Either the import or the reference is needed.',
        'This feature is no longer planned.',
        'Investors seek higher expected returns.',
        'The recovery time was longer than expected.',
        'Thanks to the new equipment, the tests were faster.',
        'We paid attention to the youngest pupils.',
        'This is the first study that examines this question.',
        'The first study examines this question.',
      ],
    );
  });

  it('puts back the subject "it" or "there"', () => {
    expectRule(
      missingSmallWordLints,
      [
        ['In this study was found that activity decreased.', ['was', 'replace', 'it was']],
        ['Was observed that the calves gained weight.', ['Was', 'replace', 'It was']],
        ['In the past decade, have been many studies of this effect.', ['have been', 'replace', 'there have been']],
        ['The results show that is possible to reduce the cost.', ['is', 'replace', 'it is']],
      ],
      [
        'In this study it was found that activity decreased.',
        'In this region there are few roads for trucks.',
        'In the past decade, many studies have been published.',
        'The results show that it is possible to reduce the cost.',
        'In this region are found the rarest orchids.',
        // A reviewer's: the subject after the verb, after a phrase of place.
        'On the left is a photograph of the device.',
        'In Figure 3 are two examples of this error.',
        'Among the survivors were two children.',
        'In this region are few roads for trucks.',
        'Is it possible to reduce the cost?',
      ],
    );
  });

  it('puts back "be" in a sentence with no verb', () => {
    expectRule(
      missingSmallWordLints,
      [
        ['The results consistent with previous reports.', ['results consistent', 'replace', 'results are consistent']],
        ['This method widely used in civil engineering.', ['method widely', 'replace', 'method is widely']],
        ['Our findings similar to those of earlier studies.', ['findings similar', 'replace', 'findings are similar']],
        ['This species found mainly in cold waters.', ['species found', 'replace', 'species is found']],
        ['The new policy expected to raise revenue.', ['policy expected', 'replace', 'policy is expected']],
      ],
      [
        'The results were consistent with previous reports.',
        'The method widely used in civil engineering is cheap.',
        'The houses built after 1990 are more resistant to earthquakes.',
        'The method used in this study is simple and cheap.',
        'The policy expected to raise revenue was dropped.',
        'Results consistent with the model',
        'The url responsible for the call to an unsafe url.',
        'Whether the name key is a filename to be looked up.',
      ],
    );
  });
});
