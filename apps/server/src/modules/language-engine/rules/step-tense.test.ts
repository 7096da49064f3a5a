import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { methodStepTenseLints } from './step-tense.ts';

describe('a step told after past steps (g15)', () => {
  it('puts a present perfect after a past and "after", "before", "once" or "when" in the past perfect', () => {
    expectRule(
      methodStepTenseLints,
      [
        ['The samples were analysed after they have been dried at 60 °C.', ['have been', 'replace', 'had been']],
        ['The interviews were coded once the transcripts have been checked.', ['have been', 'replace', 'had been']],
      ],
      [
        'The samples are analysed after they have been dried.',
        'We showed that soils recover after they have been limed.',
        'The samples were analysed after they had been dried.',
        'The samples were analysed after drying.',
        'Samples will be analysed after they have been dried.',
        'It was unclear whether yields rise after fields have been limed.',
        'The patients were told that they can leave after they have been examined.',
        'The drug was withdrawn until the manufacturer has completed further trials.',
        'The building was sealed until the asbestos has been removed, as the law still requires.',
        'The funds were frozen until the audit has been completed, and they remain frozen today.',
        'Participants were told that they may leave once they have finished the survey.',
        'Ten patients were excluded because they have withdrawn consent.',
        'Emitted when a new part has been found.',
        'Given an input string, splits based on the delimiter after a given number of delimiters has been encountered.',
      ],
    );
  });

  it('puts a present laboratory step after "and the …", among past steps, in the past', () => {
    expectRule(
      methodStepTenseLints,
      [
        ['The samples were centrifuged at 4000 rpm and the supernatant is discarded.', ['is', 'replace', 'was']],
        ['The extract was filtered and the filtrate is discarded.', ['is', 'replace', 'was']],
        ['The cells were pelleted and the pellet is washed with cold PBS.', ['is', 'replace', 'was']],
      ],
      [
        'The cells were pelleted and the supernatant was discarded.',
        'Responses were collected online and each answer is coded 0 or 1.',
        'The specimens were catalogued and each jar is labelled with its field number.',
        'Questionnaires were translated and the final version is added as Appendix B.',
        'Samples were diluted 1:10 and the dilution factor is added to the formula.',
        'The recipe was tested, and the batter is mixed by hand in the traditional version.',
        'The protocol was simplified and the pellet is washed only once in the new version.',
        'The samples were centrifuged and the supernatant is discarded in the new version of the protocol.',
        'The tubes were spun down, and the pellet is usually washed twice.',
        'The tubes were centrifuged and the supernatant is discarded as waste in most labs.',
        'The lab was renovated in 2020 and the glassware is washed by a technician.',
        'The kits were shipped in 2019 and the buffer is transferred to a cold room on arrival.',
        'The samples were dried in 2019, and the powder is stored at 4 °C.',
        'The protocol was revised, and the sample is now weighed twice.',
        'The data were collected, and the results are shown in Table 2.',
        'The model was trained and the code is available online.',
        'The solvent was evaporated, and the residue was weighed.',
      ],
    );
  });
});
