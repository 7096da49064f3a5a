import { describe, it } from 'vitest';
import { confusableLints } from './confusables.ts';
import { expectRule } from './rule-test-support.ts';

describe('confusions a context tells', () => {
  it('flags lose/loose, raise/rise, its/it is, principal/principle, complement/compliment, accept/except, whether/weather', () => {
    expectRule(
      confusableLints,
      [
        ['If the screws are lose, the frame shakes.', ['lose', 'replace', 'loose']],
        ['Sea level is expected to raise by 30 cm by 2100.', ['raise', 'replace', 'rise']],
        ['The mean temperature raised by 2 °C over the period.', ['raised', 'replace', 'rose']],
        ['Its important to note that the sample was small.', ['Its', 'replace', 'It is']],
        ['The model rests on the principal of conservation of energy.', ['principal', 'replace', 'principle']],
        ['The dean complemented the staff on their work.', ['complemented', 'replace', 'complimented']],
        ['The director complemented the nursing staff on their care.', ['complemented', 'replace', 'complimented']],
        ['The judges complemented her on her design.', ['complemented', 'replace', 'complimented']],
        ['The results agree with earlier work, accept for the oldest group.', ['accept', 'replace', 'except']],
        ['The bad whether conditions delayed the survey.', ['whether', 'replace', 'weather']],
      ],
      [
        'The temperature was raised by 2 °C.',
        'The concerns raised by 20 participants were noted.',
        'It is unclear whether conditions improved.',
        'The principal of the school agreed.',
        'Its main effect is on growth.',
        'We accept for publication only original work.',
        'They did not lose the samples.',
        'The two datasets complement each other on most tasks.',
        'These results complement the findings on their role in disease.',
        'The data complement the earlier reports on his method.',
        'This survey complements the studies of nurses on their workload.',
        'The patient lay with the head of the bed raised by 30 °.',
        'The patient lay with the head of the bed raised by 30 cm.',
        'The platform raised by 30 cm was used for the test.',
      ],
    );
  });
});
