import { describe, it } from 'vitest';
import { missingLinkLints } from './missing-links.ts';
import { expectRule } from './rule-test-support.ts';

describe('prepositions left out of fixed links', () => {
  it('puts back "of" after a quantity noun, "instead", "in terms" and "in spite"', () => {
    expectRule(
      missingLinkLints,
      [
        ['A large number participants were excluded.', ['number participants', 'replace', 'number of participants']],
        ['The method has a wide range applications in industry.', ['range applications', 'replace', 'range of applications']],
        ['We kept the old model instead using the new one.', ['instead using', 'replace', 'instead of using']],
        ['The groups differed in terms accuracy.', ['terms accuracy', 'replace', 'terms of accuracy']],
        ['In spite the high cost, it is used.', ['spite the', 'replace', 'spite of the']],
      ],
      [
        'A number of samples were lost, and a series resistor was used.',
        'In terms of accuracy, the model wins; instead of using it, we waited.',
        'The baseline performs poorly on the minority classes.',
      ],
    );
  });

  it('puts back "of" after an effect noun and "with" after a comparative and "compared"', () => {
    expectRule(
      missingLinkLints,
      [
        ['We examined the effect temperature on yield.', ['effect temperature', 'replace', 'effect of temperature']],
        ['The yield was higher compared the control.', ['compared the', 'replace', 'compared with the']],
      ],
      [
        'The effect size on recall was small, and the effect of heat on yield was clear.',
        'The yield was higher compared with the control, and we compared the control with the treatment.',
      ],
    );
  });

  it('leaves alone compound nouns, "in terms" before a clause and "compared" after "more" as a quantity', () => {
    expectRule(
      missingLinkLints,
      [
        ['The model was more accurate compared the baseline.', ['compared the', 'replace', 'compared with the']],
        ['The yield was significantly higher compared the control.', ['compared the', 'replace', 'compared with the']],
      ],
      [
        'The number densities were computed, and the series resistances are small.',
        'The range estimates were wide, and the variety names were kept.',
        'We assessed the effect modification on the additive scale.',
        'The effect heterogeneity on the log scale and the impact assessment on health were reported.',
        'Results are described in terms the clinician can apply and in terms patients understand.',
        'Two or more raters compared the images, and one or more readers compared these scans.',
        'Patients who were older compared their scores with the norms.',
      ],
    );
  });
});

describe('"agreement with", "the fact that", "It was found that" and "as well as"', () => {
  it('flags the left-out word', () => {
    expectRule(
      missingLinkLints,
      [
        ['The results are in good agreement the experimental data.', ['agreement the', 'replace', 'agreement with the']],
        ['This is explained by the fact the particles tend to aggregate.', ['fact the', 'replace', 'fact that the']],
        ['It was found the addition of 2 wt% graphene oxide increased the strength.', ['found the', 'replace', 'found that the']],
        ['The survey assessed the dietary habits well as the activity levels.', ['habits well', 'replace', 'habits as well']],
      ],
      [
        'The results are in agreement.',
        'The fact the author mentioned is important.',
        'The fact the authors were most proud of was the sample size.',
        'It was found the next day.',
        'The children sang well as a group.',
        'He knew the streets well as a child.',
        'The ministers were in agreement that evening.',
        'Both reviewers were in agreement the paper should be accepted.',
        'He ignored the fact the report highlighted in its summary.',
        'She repeated the fact the teacher had stressed in class.',
        'He forgot the fact the doctor told him at the first visit.',
        'It was found the day after the burglary happened.',
      ],
    );
  });
});
