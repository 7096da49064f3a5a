import { describe, it } from 'vitest';
import { expectRule } from './rule-test-support.ts';
import { sinceTenseLints } from './since-tense.ts';

describe('a lasting state before a closing "since" clause of a dated start (g15)', () => {
  it('puts "is"/"are" and a participle of a lasting state in the present perfect, and leaves a "since" of cause alone', () => {
    expectRule(
      sinceTenseLints,
      [
        ['The lake is polluted since the factory opened in 1998.', ['is', 'replace', 'has been']],
        ['The reserve is protected since the park was founded in 1972.', ['is', 'replace', 'has been']],
        ['The old quarry is abandoned since the new mine opened in 1985.', ['is', 'replace', 'has been']],
      ],
      [
        'The lake has been polluted since the factory opened in 1998.',
        'The lake is polluted, since the factory that opened in 1998 releases its waste into it.',
        'The estimate is inflated since several new participants joined.',
        'The trend is distorted since the new sensor was installed.',
        'The trend is distorted since the new sensor was installed in 2015.',
        'The index is biased since new firms entered.',
        'We know the leak is recent since the puddle appeared.',
        'We assume the bird is a migrant since it arrived.',
        'The village is thriving since the new road opened.',
        'The plots are flooded since the dam was opened.',
        'This approach is preferred since the guidelines were introduced.',
        'The effect is small since the treatment started late.',
        'The results are reliable since the trial began in 2010.',
        'This is the first flood since the dam was built in 1960.',
        'The sample is contaminated since the seal was opened in the field.',
        'The archive is closed on Sundays, since the staff moved to a new building in 2019.',
        'The software was updated in 2022; since then, it has crashed less often.',
      ],
    );
  });
});

describe('a progressive before "since" and a time', () => {
  it('writes "has been spreading" and leaves a "since" of cause', () => {
    expectRule(
      sinceTenseLints,
      [
        ['Surveys show that the pest is spreading northward since the early 2000s.', ['is', 'replace', 'has been']],
        ['Sea levels are rising steadily since 1990.', ['are', 'replace', 'have been']],
      ],
      [
        'The rate is higher since 2010 data were excluded.',
        'It is spreading, since it tolerates cold.',
        'The pest has been spreading since 2000.',
      ],
    );
  });
});
