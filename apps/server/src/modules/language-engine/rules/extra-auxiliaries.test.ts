import { describe, it } from 'vitest';
import { extraAuxiliaryLints } from './extra-auxiliaries.ts';
import { expectRule } from './rule-test-support.ts';

describe('a "be" learners add', () => {
  it('deletes "be" before a verb in -s and before a verb without a passive, and "it is" in "as it is shown"', () => {
    expectRule(
      extraAuxiliaryLints,
      [
        ['The yield is depends on the rainfall in spring.', ['is', 'delete', '']],
        ['The results are shows a clear trend.', ['are', 'delete', '']],
        ['The effect was appeared after two weeks.', ['was', 'delete', '']],
        ['Many seedlings were died during the drought.', ['were', 'delete', '']],
        ['As it is shown in Figure 2, the yield rose.', ['it is', 'delete', '']],
        ['The yield rose, as it was expected from the model.', ['it was', 'delete', '']],
      ],
      [
        'The yield depends on the rainfall, and what it is seems clear.',
        'There is needs assessment in the plan, and the effect appeared after two weeks.',
        'As shown in Figure 2, the yield rose; as is shown in Table 1, it fell.',
        'As it is, the method works, and the seedlings died.',
        'The main problem is costs.',
      ],
    );
  });
});

describe('"been" in a perfect of a verb without a passive', () => {
  it('deletes "been" in "have been lived", and leaves "has been lived in" and "the man he had been remained"', () => {
    expectRule(
      extraAuxiliaryLints,
      [
        ['They have been lived here for ten years.', ['been', 'delete', '']],
        ['Such events have been occurred before.', ['been', 'delete', '']],
      ],
      ['The house has been lived in for years.', 'Some of the man he had been remained.', 'They have lived here for ten years.'],
    );
  });
});
