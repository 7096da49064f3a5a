import { describe, expect, it } from 'vitest';
import { framedAgreementLints } from './agreement-frames.ts';
import { expectRule } from './rule-test-support.ts';
import { createTagger } from './tagger.ts';

describe('agreement with a subject that something stands apart from its verb', () => {
  it('takes "these data", "neither … nor", an opening subject before ", which", "together with" and a part of a singular noun', () => {
    expectRule(
      framedAgreementLints,
      [
        ['These data suggests that the relationship is nonlinear.', ['suggests', 'replace', 'suggest']],
        ['Everyone in the two groups were asked to fill in the form.', ['were', 'replace', 'was']],
        ['Nobody in the two villages have access to clean water.', ['have', 'replace', 'has']],
        ['Neither the voltage nor the frequency have a significant effect.', ['have', 'replace', 'has']],
        ['Neither the manager nor the employees was informed of the change.', ['was', 'replace', 'were']],
        ['Neither the plaintiff nor the witnesses has appealed.', ['has', 'replace', 'have']],
        ['The sensors, which was installed at a depth of 2 m, recorded temperature.', ['was', 'replace', 'were']],
        [
          'The proposed framework, together with the two baseline models, are evaluated on the same dataset.',
          ['are', 'replace', 'is'],
        ],
        ['A large proportion of the variance in reading scores are explained by socioeconomic status.', ['are', 'replace', 'is']],
        ['Every one of the samples were contaminated.', ['were', 'replace', 'was']],
        ['The company, along with its subsidiaries, employ 4,000 people.', ['employ', 'replace', 'employs']],
      ],
      [
        'Everyone in the two groups was asked to fill in the form, and each of them agreed.',
        'Someone in the lab has kept the samples, and something in the data seems wrong.',
        'These data show that the effect is robust.',
        'These data were collected in 2020.',
        'The data suggests a trend.',
        'Neither the patients nor their families were informed.',
        'Neither the manager nor the employees were informed.',
        'Neither the samples nor the blank was contaminated.',
        'Neither the farmers nor the traders of the region are organised.',
        'Neither method nor the baseline performs well.',
        'The samples, which were collected in 2019, were analysed.',
        'We lost two samples, which was unfortunate.',
        'The model, which is based on Bayesian inference, was validated.',
        'The director, together with two assistants, was responsible for the survey.',
        'A large proportion of the respondents are women.',
        'A third of the population are older than 65.',
        'A large proportion of the budget is spent on salaries.',
        'Every one of the samples was contaminated.',
        'The company, along with its subsidiaries, employs 4,000 people.',
      ],
    );
  });
});

describe('agreement after a label, "The number of" and a hyphenated modifier', () => {
  it('flags "Table 3 summarise", "The number of … citing … have" and "The results of the fixed-effects regression suggests"', () => {
    expectRule(
      framedAgreementLints,
      [
        ['Table 3 summarise the baseline characteristics of the cohort.', ['summarise', 'replace', 'summarises']],
        ['Figure 2 show the daily rainfall at each station.', ['show', 'replace', 'shows']],
        ['As Table 4 illustrate, the effect is small.', ['illustrate', 'replace', 'illustrates']],
        ['Chapter 5 discuss the policy options in turn.', ['discuss', 'replace', 'discusses']],
        ['The number of firms exporting to the European market have doubled since 2010.', ['have', 'replace', 'has']],
        ['The number of nurses leaving rural clinics are rising.', ['are', 'replace', 'is']],
      ],
      [
        'Tables 2 and 3 summarise the baseline characteristics.',
        'Figure 3 and Table 2 show the daily rainfall.',
        'Table 3 summarises the baseline characteristics.',
        'In Table 3, we summarise the baseline characteristics.',
        'Model 4 let the slope vary by region.',
        'Figure 2 cut the axis at zero.',
        'A number of firms exporting to Europe have doubled their sales.',
        'The number of firms that have doubled their exports is small.',
        'The number of cases has risen, and hospitals are full.',
      ],
    );
  });
});

describe('the subject named in an agreement message after a label', () => {
  it('is the label with its number, not the number alone', () => {
    const tag = createTagger();
    const [lint] = tag('Fig. 2 show the daily rainfall at each station.').flatMap((tokens) => framedAgreementLints(tokens));
    expect(lint?.messageValues?.subject).toBe('Fig. 2');
    expect(lint?.message).toBe('The subject “Fig. 2” is singular, so the verb should be “shows”.');
  });
});
