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
        'The more fertilizer was applied, the higher grain yield was.',
        'The longer the soil was stored, the lower its activity was.',
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

  it('flags a comma before a figure, a demonstrative or bare noun with its own verb, and a number "of them"', () => {
    expectRule(
      commaSpliceLints,
      [
        ['Prices rose quickly in the first year, this growth slowed during the second year.', [',', 'replace', ';']],
        ['The students rarely revised their drafts, such habits limited their progress.', [',', 'replace', ';']],
        ['Most farmers preferred local varieties, these varieties were better adapted to drought.', [',', 'replace', ';']],
        ['All samples were analysed in triplicate, Table 2 lists the mean values.', [',', 'replace', ';']],
        ['The device was tested in two hospitals, results showed a 20% reduction in dosing errors.', [',', 'replace', ';']],
        ['Soil moisture declined in July, leaf area was reduced by a third.', [',', 'replace', ';']],
        ['Forty students completed the course, 12 of them failed the final exam.', [',', 'replace', ';']],
        ['Thirty patients withdrew before the end of the study, ten of them had severe nausea.', [',', 'replace', ';']],
        ['The model captures the trend well, it fails only at the peaks.', [',', 'replace', ';']],
        ['The second model fitted the data better, its AIC was lower.', [',', 'replace', ';']],
      ],
      [
        'In 2019, this trend reversed.',
        'When prices rose, this trend reversed after a year.',
        'Samples were taken in May, these samples collected after the rain were dried.',
        'We used a new method, the approach described by Smith.',
        'Group A received the drug, group B received a placebo, and group C received nothing.',
        'As shown in Figure 3, yield was highest in 2020.',
        'Taken together, these results showed a clear trend.',
        'Figure 3 shows the mean, and Table 2 lists the range.',
        'The trend reversed in 2020, a year marked by drought.',
        'Yield, grain protein and biomass were measured.',
        'Twelve patients withdrew after the trial had started, most of whom reported nausea.',
        'The plots were sampled in May, samples collected the next day being stored at 4 °C.',
      ],
    );
  });

  it('flags a comma before a quantifier subject, a bare plural and its present, or a short fronted phrase and a pronoun', () => {
    expectRule(
      commaSpliceLints,
      [
        ['Previous studies focused on adults, few have examined adolescents.', [',', 'replace', ';']],
        ['The interviews lasted about an hour, each was recorded and transcribed.', [',', 'replace', ';']],
        ['This is the first study of its kind in Brazil, no comparable data exist.', [',', 'replace', ';']],
        ['Our hospital is a tertiary centre, patients come from three provinces.', [',', 'replace', ';']],
        ['The concentration increased with time, after 24 h it reached a plateau.', [',', 'replace', ';']],
        ['The effect was significant in men, in women it was not.', [',', 'replace', ';']],
      ],
      [
        'We enrolled 200 patients, most treated with metformin alone.',
        'The survey reached 3,000 households, many located in remote villages.',
        'Twelve compounds were screened, several showing moderate activity.',
        'Of the 300 respondents, few had heard of the programme.',
        'The temperature was raised to 40 °C, after which it was held for 2 h.',
        'The method works well for large samples, but in small samples it fails.',
        'We interviewed 40 teachers, most of whom had more than ten years of experience.',
        'The reagents came from Sigma, the solvents from Merck.',
        'We measured height, weight and waist circumference, all recorded to the nearest unit.',
      ],
    );
  });
});
