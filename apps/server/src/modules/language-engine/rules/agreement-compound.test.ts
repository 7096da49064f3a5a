import { describe, it } from 'vitest';
import { compoundSubjectLints } from './agreement-compound.ts';
import { expectRule } from './rule-test-support.ts';

describe('agreement with a subject of two determined noun phrases', () => {
  it('makes "the X and the Y" plural', () => {
    expectRule(
      compoundSubjectLints,
      [
        [
          'In our experiments, the temperature and the duration of the ageing treatment determines the final size of the precipitates.',
          ['determines', 'replace', 'determine'],
        ],
        ['The length and the width of each leaf was measured with a ruler.', ['was', 'replace', 'were']],
        ['We found that the mean and the variance of the residuals was stable over time.', ['was', 'replace', 'were']],
        ['Its cost and its weight makes the device unsuitable for field use.', ['makes', 'replace', 'make']],
      ],
      [
        'In our experiments, the temperature and the duration of the ageing treatment determine the final size.',
        'The relationship between the soil and the plant is complex.',
        'Research and development is a priority of the ministry.',
        'The effect of the drug and the placebo was compared in both groups.',
        'Each student and each teacher was interviewed.',
        'We measured the temperature and the humidity of the room, and the pressure was recorded hourly.',
        'Either the temperature or the humidity is responsible.',
      ],
    );
  });
});
