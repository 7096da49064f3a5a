import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { verbGroupLints } from './verb-form-groups.ts';

describe('verb forms of a verb group', () => {
  it('takes the -ing form or the participle after "be", the participle after a joined passive and after "Having"', () => {
    expectRule(
      verbGroupLints,
      [
        ['Our laboratory is currently develop a portable sensor for nitrate.', ['develop', 'replace', 'developing']],
        ['The team is now test the prototype in two hospitals.', ['test', 'replace', 'testing']],
        ['The survey was design by the ministry in 2015.', ['design', 'replace', 'designed']],
        ['The respondents were invite to rate each statement.', ['invite', 'replace', 'invited']],
        ['All recordings were later transcribed and analyse by two coders.', ['analyse', 'replace', 'analysed']],
        ['The samples were dried and grind to a fine powder.', ['grind', 'replace', 'ground']],
        ['Having analysing the residuals, we removed two outliers.', ['analysing', 'replace', 'analysed']],
        ['Having complete the survey, the students were interviewed.', ['complete', 'replace', 'completed']],
        ['Having review the literature, we chose two models.', ['review', 'replace', 'reviewed']],
      ],
      [
        'The aim is develop a model.',
        'Our laboratory is currently developing a portable sensor.',
        'The samples are present in all layers.',
        'The valves were open the whole time.',
        'The lids were cut the day before.',
        'Wink NLP is copyright 2017-25 its authors.',
        'Requests will be forwarded and wait for a reply.',
        'Children having learning difficulties were excluded.',
        'Having seen the results, we changed the protocol.',
        'Having access to the data, we checked each record.',
        'Having fun is part of learning.',
        'Students having reading difficulties received extra support.',
        'The recordings were transcribed and analysed by two coders.',
        'What they need is support from the school.',
      ],
    );
  });
});

describe('"comparing" after an adjective, "interested to" + a verb', () => {
  it('writes "compared with" and "interested in studying", and leaves the writer\'s own comparing and "interested to hear"', () => {
    expectRule(
      verbGroupLints,
      [
        ['Obesity in Japan is lower comparing with the US.', ['comparing', 'replace', 'compared']],
        ['We are interested to study this effect.', ['to study', 'replace', 'in studying']],
      ],
      [
        'When comparing with the US, Japan is lower.',
        'We would be interested to hear your views.',
        'I am interested to know more.',
        'We are interested in studying this effect.',
      ],
    );
  });
});
