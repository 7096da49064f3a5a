import { describe, it } from 'vitest';
import { missingGapLints } from './missing-gaps.ts';
import { expectRule } from './rule-test-support.ts';

describe('small words left out of fixed frames', () => {
  it('puts back "to" after "would like" and after a passive of permission or request', () => {
    expectRule(
      missingGapLints,
      [
        ['We would like thank the reviewers for their comments.', ['like thank', 'replace', 'like to thank']],
        [
          'The authors would like acknowledge the support of the foundation.',
          ['like acknowledge', 'replace', 'like to acknowledge'],
        ],
        ['The students were allowed use dictionaries.', ['allowed use', 'replace', 'allowed to use']],
        ['Patients were not permitted take any other drug.', ['permitted take', 'replace', 'permitted to take']],
      ],
      [
        'We would like to thank the reviewers.',
        'We would like more data on this question.',
        'They were allowed access to the data.',
        'Participants were asked questions about their diet.',
        'The nurses were trained staff members of the clinic.',
        'Students were allowed to use dictionaries.',
      ],
    );
  });

  it('puts back "of" after a part before its whole', () => {
    expectRule(
      missingGapLints,
      [
        ['The samples were collected by the end the season.', ['end the', 'replace', 'end of the']],
        ['The plants flowered at the beginning the monsoon.', ['beginning the', 'replace', 'beginning of the']],
      ],
      [
        'Readers gave the end the highest rating of all the chapters.',
        'He tied the end the wrong way.',
        'At the end the samples were weighed again.',
        'In the end the model was accepted.',
        'By the end of the season, most plots had dried out.',
        'The rest of the year was dry.',
        'We moved the rest the next day.',
        'By the end of the week, the plots had dried.',
      ],
    );
  });

  it('puts back the verb after a clause\'s "there"', () => {
    expectRule(
      missingGapLints,
      [
        ['The difference was small, so we concluded that there no effect.', ['there no', 'replace', 'there was no']],
        ['It is possible that there many other causes.', ['there many', 'replace', 'there are many']],
        ['Because there little rain in the north, yields are low.', ['there little', 'replace', 'there is little']],
      ],
      [
        'We concluded that there was no effect.',
        'They went there many times during the survey.',
        'We visited the village, and there a few families still spoke the old dialect.',
        'We arrived at the port; there several ships were waiting.',
        'The lake is clean, and there many people fish.',
        'Pupils would love play areas with more shade.',
        'We are grateful the reviewers took the time to read the manuscript.',
        'I am grateful Dr. Lee noticed the problem in time.',
        'The team stayed there no more than two days.',
        'There are many other causes.',
        'Is there no other way?',
      ],
    );
  });
});
