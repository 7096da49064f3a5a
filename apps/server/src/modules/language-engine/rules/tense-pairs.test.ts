import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { tensePairLints } from './tense-pairs.ts';

describe('two clauses of one sentence in different tenses', () => {
  it('puts a past verb of change before "as" and a present one in the present', () => {
    expectRule(
      tensePairLints,
      [
        [
          'It is well known that the yield strength of most structural steels decreased as temperature increases, which matters.',
          ['decreased', 'replace', 'decreases'],
        ],
        ['Soil respiration rates increased as the soil temperature rises.', ['increased', 'replace', 'increase']],
      ],
      [
        'The yield strength decreased as the temperature increased.',
        'The yield decreased, as expected.',
        'The yield decreased as a result of the drought.',
        'The yield strength decreases as temperature increases.',
      ],
    );
  });

  it('puts the past of a comparison with "while" or "whereas" in the present of its first clause', () => {
    expectRule(
      tensePairLints,
      [
        [
          'The proposed method converges after about 40 epochs, while the baseline required more than 120 epochs.',
          ['required', 'replace', 'requires'],
        ],
        ['The new sensor responds within 2 s, whereas the reference sensors were much slower.', ['were', 'replace', 'are']],
      ],
      [
        'The proposed method converges after about 40 epochs, while the original implementation required 120 epochs.',
        'The proposed method converges after about 40 epochs, while the baseline requires more than 120.',
        'The model converges quickly, whereas in 2019 the baseline required more than 120 epochs.',
        'We use the new method, while Smith used the old one.',
        'Table 2 shows the yields, while the costs were higher in the south.',
        'In our experiment, the addition of graphene increases the strength, whereas higher loadings caused agglomeration.',
        'The model converges quickly, while the baseline was trained for 120 epochs.',
      ],
    );
  });

  it('puts a step of a study told in the present after its past in the past', () => {
    expectRule(
      tensePairLints,
      [
        [
          'The informants were recorded in their homes, and each session lasts between 40 and 70 minutes.',
          ['lasts', 'replace', 'lasted'],
        ],
        ['We interviewed 30 farmers, and every interview takes about an hour.', ['takes', 'replace', 'took']],
        [
          'The participants were interviewed in their homes and each interview lasts about one hour.',
          ['lasts', 'replace', 'lasted'],
        ],
      ],
      [
        'The informants were recorded in their homes, and each session lasted between 40 and 70 minutes.',
        'The informants were recorded in their homes, and the recordings are available on request.',
        'The samples were collected in 2019, and each sample contains 2 g of soil.',
        'The informants were recorded in their homes, and each session now lasts an hour.',
        'The informants are recorded at home, and each session lasts an hour.',
      ],
    );
  });
});
