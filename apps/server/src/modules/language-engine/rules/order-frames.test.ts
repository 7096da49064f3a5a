import { describe, it } from 'vitest';
import { participleOrderLints } from './order-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('the order of a participle and its phrases', () => {
  it('puts a participle and its "by" phrase after their noun, and "also" before a passive', () => {
    expectRule(
      participleOrderLints,
      [
        [
          'We compared our approach with the proposed by Kim et al. (2020) method.',
          ['the proposed by Kim et al. (2020) method', 'replace', 'the method proposed by Kim et al. (2020)'],
        ],
        [
          'The reported by Silva algorithm was faster.',
          ['The reported by Silva algorithm', 'replace', 'The algorithm reported by Silva'],
        ],
        ['The method can be used also for three-dimensional flows.', ['can be used also', 'replace', 'can also be used']],
        ['This model is used also in hydrology.', ['is used also', 'replace', 'is also used']],
      ],
      [
        'We used the method described by Kim et al. (2020).',
        'The method proposed by Smith was used.',
        'The data used by the authors were incomplete.',
        'It can be used also.',
        'The model is also used in hydrology.',
        'The samples obtained by coring were dried.',
      ],
    );
  });
});

describe('a "by" phrase with "and colleagues"', () => {
  it('leaves "those reported by Smith and colleagues for"', () => {
    expectRule(
      participleOrderLints,
      [
        [
          'We used the proposed by Kim et al. (2020) method.',
          ['the proposed by Kim et al. (2020) method', 'replace', 'the method proposed by Kim et al. (2020)'],
        ],
      ],
      ['Our estimates are similar to those reported by Smith and colleagues for the same period.'],
    );
  });
});
