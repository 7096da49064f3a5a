import { describe, it } from 'vitest';
import { adverbSpliceLints } from './adverb-splice.ts';
import { commaSpliceLints } from './clauses.ts';
import { expectRule } from './rule-test-support.ts';

describe('wider clauses on each side of a comma splice', () => {
  it('flags a noun phrase of any length with its verb, "those that …", a gerund and a fronted phrase after the comma', () => {
    expectRule(
      commaSpliceLints,
      [
        [
          'Mangrove cover in the delta declined by 34% between 1990 and 2020, the main drivers were shrimp ponds.',
          [',', 'replace', ';'],
        ],
        ['The first method is faster, the second one is more accurate.', [',', 'replace', ';']],
        ['Mean annual rainfall is about 2,400 mm, most of it falls between May and October.', [',', 'replace', ';']],
        ['All calves were weighed weekly, those that lost weight were examined.', [',', 'replace', ';']],
        ['The effect was smaller in older adults (d = 0.21), it was not significant.', [',', 'replace', ';']],
        [
          'Speakers from the north used the inflected form, speakers from the south preferred the other one.',
          [',', 'replace', ';'],
        ],
        ['The platform records every click, these logs are then used to estimate engagement.', [',', 'replace', ';']],
        ['The sample was cooled to 10 K, at this temperature the spectrum showed two lines.', [',', 'replace', ';']],
        ['The trial was stopped early, for this reason the sample is small.', [',', 'replace', ';']],
        ['Most nurses reported that the system was easier to use, they also felt that it saved time.', [',', 'replace', ';']],
        [
          'The basalt is altered near the fault zone, plagioclase has been replaced by sericite and epidote.',
          [',', 'replace', ';'],
        ],
        ['The reaction did not proceed at room temperature, heating to 80 °C was therefore required.', [',', 'replace', ';']],
        [
          'We excluded 23 participants because of incomplete records, the final sample therefore consisted of 389 women.',
          [',', 'replace', ';'],
        ],
        ['Farmers in the north grew maize, farmers in the south grew cassava and rice.', [',', 'replace', ';']],
      ],
      [
        'We compared the first method with the second one, and the second one was more accurate.',
        'Samples were collected between May and July, when rainfall was highest.',
        'We excluded participants because of missing data, which reduced the sample to 389.',
        'The effect was small (d = 0.21, p = 0.04), but it was consistent.',
        'The sample was cooled to 10 K, at which temperature the spectrum showed two lines.',
        'Most nurses reported that the system was easier to use, that it saved time and that it reduced overtime.',
        'The basalt is altered near the fault zone, plagioclase and biotite being replaced by sericite.',
        'The reaction did not proceed at room temperature, heating to 80 °C being required.',
        'Participants were divided into two groups, those who completed the course and those who did not.',
        'Speakers from the north used the inflected form, speakers from the south the periphrastic one.',
        'Rainfall is about 2,400 mm, most of which falls between May and October.',
        'Mangrove cover declined between 1990 and 2020, the period of fastest shrimp expansion.',
        'We used a modified Delphi method, a technique called the nominal group process.',
        'The patients were randomised into two arms, patients assigned the drug and patients assigned the placebo.',
        'The coefficients were estimated by maximum likelihood, standard errors being clustered by school.',
        'The samples were stored at 4 °C, as described previously (Smith et al., 2019).',
        'The scheme covers outpatient visits, hospital stays, and prescription drugs, although patients pay 30% of it.',
      ],
    );
  });

  it('flags "however" before a subject without its comma, and linking phrases of several words', () => {
    expectRule(
      adverbSpliceLints,
      [
        [
          'Adherence was high during the first month, however it declined steadily thereafter.',
          [', however', 'replace', '; however,'],
        ],
        [
          'The joints failed at lower loads than expected, however no cracks were found in the base metal.',
          [', however', 'replace', '; however,'],
        ],
        [
          'Most isolates were resistant to ampicillin (92%), in contrast, resistance to ciprofloxacin was rare.',
          [',', 'replace', ';'],
        ],
        [
          'Most teachers had never used video feedback, therefore a two-hour training session was organized.',
          [', therefore', 'replace', '; therefore,'],
        ],
        ['The yield rose in 2020, as a result, the price fell.', [',', 'replace', ';']],
        ['Prices rose sharply, in addition the supply of feed was limited.', [', in addition', 'replace', '; in addition,']],
      ],
      [
        'The estimate is robust, however the data are split.',
        'The results hold, however we define the threshold.',
        'The results were, in contrast, not significant.',
        'Resistance to ampicillin was common, in contrast to resistance to ciprofloxacin.',
        'The method is fast and, in addition, it needs little memory.',
        'Several metals were elevated, for example, lead and cadmium.',
      ],
    );
  });
});
