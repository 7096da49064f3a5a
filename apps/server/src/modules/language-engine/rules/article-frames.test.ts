import { describe, it } from 'vitest';
import { articleFrameLints } from './article-frames.ts';
import { expectRule } from './rule-test-support.ts';

describe('articles in fixed academic frames', () => {
  it('puts in the article of "as a result", "according to the results of", "than the baseline model" and a named body', () => {
    expectRule(
      articleFrameLints,
      [
        ['The drought lasted; as result, the yield decreased.', ['as result', 'replace', 'as a result']],
        ['According to results of the analysis, income mattered.', ['results', 'replace', 'the results']],
        ['The method was more accurate than baseline model on all sets.', ['baseline', 'replace', 'the baseline']],
        [
          'The limit was set by World Health Organization.',
          ['World Health Organization', 'replace', 'the World Health Organization'],
        ],
        ['Each item was rated on five-point Likert scale.', ['on five', 'replace', 'on a five']],
      ],
      [
        'As a result, the yield decreased, and the result was clear.',
        'According to the results of the analysis, and according to Kim, income mattered.',
        'The method was more accurate than the baseline model and rather than model size.',
        'The World Health Organization and a United Nations agency set the limit by World Bank data.',
        'Each item was rated on a five-point Likert scale over 5-year periods.',
      ],
    );
  });

  it('deletes "a" before "data", "the" before a method in general and in "in the terms of"; "the" for "an advantage of"', () => {
    expectRule(
      articleFrameLints,
      [
        ['We trained the classifier using a data from 12 hospitals.', ['a', 'delete', '']],
        ['This approach has an advantage of requiring no labels.', ['an', 'replace', 'the']],
        ['Tumor size was measured using the ultrasound before surgery.', ['the', 'delete', '']],
        ['So we applied the multiple imputation.', ['the', 'delete', '']],
        ['The groups differed in the terms of reading speed.', ['the', 'delete', '']],
        ['A higher levels of stress were reported.', ['A higher', 'replace', 'Higher']],
        ['A soil samples were collected from 24 plots.', ['A soil', 'replace', 'Soil']],
        ['The result is as same as the previous one.', ['as same', 'replace', 'the same']],
      ],
      [
        'We built a data set and a data-driven model from the data, and we wait for a data fetch.',
        'This has an advantage over others and the advantage of being cheap.',
        'We used the ultrasound probe and the spectroscopy described above.',
        'In terms of speed, the groups differed, and the terms of the contract changed.',
        'A number of samples were lost, and a higher level of stress was reported.',
        'A large number participants were excluded, and it is the same as before.',
      ],
    );
  });

  it('says "a" or "an" as the number is spoken and leaves alone "A priori" and "the terms of" an agreement', () => {
    expectRule(
      articleFrameLints,
      [
        ['Data were collected over 180-day period.', ['over 180', 'replace', 'over a 180']],
        ['Data were collected over 110-day period.', ['over 110', 'replace', 'over a 110']],
        ['Data were collected over 18-month period.', ['over 18', 'replace', 'over an 18']],
        ['Data were collected over 8-week period.', ['over 8', 'replace', 'over an 8']],
        ['Data were collected over 80-day period.', ['over 80', 'replace', 'over an 80']],
        ['Data were collected over 11-year period.', ['over 11', 'replace', 'over an 11']],
        ['Data were collected over eighteen-month period.', ['over eighteen', 'replace', 'over an eighteen']],
      ],
      [
        'A priori power analyses were performed, and a posteriori checks were made.',
        'A great many studies were published.',
        'The duties were set out in the terms of the agreement and in the terms of reference.',
        'The service is governed by the terms of use, as set out in the terms of this licence.',
      ],
    );
  });

  it('puts "a" in "only few" before a plural, an adjective or "of"', () => {
    expectRule(
      articleFrameLints,
      [
        ['Only few studies have examined nitrogen leaching in rice paddies.', ['Only few', 'replace', 'Only a few']],
        ['We found only few of the markers in the soil.', ['only few', 'replace', 'only a few']],
        ['It is one of only few prospective trials in Asia.', ['only few', 'replace', 'only a few']],
      ],
      [
        'Very few studies have examined nitrogen leaching in rice paddies.',
        'A few studies have examined nitrogen leaching in rice paddies.',
        'Only a few studies have examined nitrogen leaching in rice paddies.',
        'So few samples remained that the test lost power.',
        'Too few participants completed the follow-up.',
        'The only few remaining specimens are kept in Leiden.',
        'Not only few but also many of the sites were affected.',
        'Few studies have examined this, and only fewer have done so in Asia.',
        'Only few, if any, of these effects persist.',
        'Relatively few patients were lost to follow-up.',
        'Its only few weaknesses were noted.',
        "The town's only few shops closed in winter.",
        'A widower whose only few possessions fitted in one bag.',
      ],
    );
  });

  it('leaves "between two groups" alone: which two sets are meant cannot be told from one sentence', () => {
    expectRule(
      articleFrameLints,
      [],
      [
        'There was no difference between the two groups.',
        'The difference between two groups was considered significant when p < 0.05.',
        'A t-test compares the means of two groups.',
        'The sample size was chosen to detect a difference of 10% between two groups.',
        'We found no difference between two groups of farmers.',
        'No differences were found between two groups, A and B.',
        'Patients were randomised to one of two groups.',
        'There was no difference between two and five groups in the simulation.',
        'The test is used when there is no difference between two groups.',
        'Differences between two groups are tested with the Mann-Whitney U test.',
        'The interaction between two treatments was not significant.',
        'Smith (2010) reported a difference between two cultivars.',
        'A significant difference was found between two groups.',
        'If there was no difference between two groups, the test would return a high p value.',
        'The authors reported that there was no difference between two groups.',
        'Although the overall test was not significant, pairwise comparisons showed a difference between two cultivars.',
        'Smith (2010) found no difference between two cultivars.',
        'In trials with three or more arms, there was never a difference between two arms.',
      ],
    );
  });
});

describe('"the" before a means of sending', () => {
  it('deletes "the" in "sent by the e-mail to" and leaves "by the e-mail address"', () => {
    expectRule(
      articleFrameLints,
      [
        ['The questionnaire was sent by the e-mail to 1,240 nurses.', ['the', 'delete', '']],
        ['Participants were contacted by the telephone in May.', ['the', 'delete', '']],
      ],
      [
        'The form was sent by the e-mail address given.',
        'It was sent by the post office.',
        'We were informed by the e-mail of 3 May.',
      ],
    );
  });
});

describe('"the" before a measure given by its value, and a study\'s own results without "The"', () => {
  it('writes "at a temperature of 37 °C" and "The results of this study show"', () => {
    expectRule(
      articleFrameLints,
      [
        ['Samples were incubated at the temperature of 37 °C.', ['the', 'replace', 'a']],
        ['The flask was heated to the temperature of 80 °C for 2 h.', ['the', 'replace', 'a']],
        ['Results of this study show that diet matters.', ['Results', 'replace', 'The results']],
        ['Findings of this review have implications for policy.', ['Findings', 'replace', 'The findings']],
      ],
      [
        'Samples were measured at the temperature of the room.',
        'Cores were taken at the depth of 10 cm used by Lee.',
        'Results of this kind are rare.',
        'Results of the survey.',
        'Members of the public were invited.',
      ],
    );
  });
});

describe('"by the post" with a clause about that post', () => {
  it('flags the means in general but not a particular one', () => {
    expectRule(
      articleFrameLints,
      [['The forms were returned by the post.', ['the', 'delete', '']]],
      [
        'The forms were returned by the post, which was slow that winter.',
        'The forms were returned by the post, whose strike delayed them.',
      ],
    );
  });
});
