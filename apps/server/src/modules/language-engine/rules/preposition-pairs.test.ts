import { describe, it } from 'vitest';
import { prepositionPairLints } from './preposition-pairs.ts';
import { expectRule } from './rule-test-support.ts';

describe('prepositions carried over from another language', () => {
  it('puts the preposition a word takes in its frame', () => {
    expectRule(
      prepositionPairLints,
      [
        ['The new software is capable to process large images.', ['to process', 'replace', 'of processing']],
        ['The team succeeded to isolate the virus.', ['to isolate', 'replace', 'in isolating']],
        ['Overuse of fertiliser can result with damage to the soil.', ['with', 'replace', 'in']],
        ['The children were afraid from the loud noise.', ['from', 'replace', 'of']],
        ['Many rural schools lack of qualified teachers.', ['of', 'delete', '']],
        ['This article is based in data from forty hospitals.', ['in', 'replace', 'on']],
        ['She has been working in this project since 2018.', ['in', 'replace', 'on']],
      ],
      [
        'He succeeded to the throne in 1820.',
        'The result with the highest score was kept.',
        'The lack of data is a problem.',
        'The company is based in London.',
        'We worked in the project team for a year.',
        'We seek a solution of the inverse problem.',
        'She succeeded to power after her father died.',
        'She was afraid from the very beginning.',
        'The project failed because of its lack of funding.',
        'In these regions lack of rainfall limited crop growth.',
        'This approach would work in a project of any size.',
        'The fund invested the money on 3 May.',
        'Governments invested billions on the assumption that demand would grow.',
        'The school was attended from its opening by children of mill workers.',
        'Our group is based in the data centre on the ground floor.',
        'They invested heavily on the advice of their bank.',
        'They invested their money on the stock exchange.',
        'The webinar was attended from over 50 countries.',
        'She was afraid from experience that the plan would fail.',
        'He succeeded to farm tenancies his father had held.',
        'She works in the project on 5th Street as a youth worker.',
        'Students lack of motivation was obvious to the teachers.',
      ],
    );
  });
});
