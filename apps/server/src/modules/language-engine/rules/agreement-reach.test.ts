import { describe, it } from 'vitest';
import { reachingAgreementLints } from './agreement-reach.ts';
import { expectRule } from './rule-test-support.ts';

describe('agreement across a relative clause or a participle', () => {
  it('flags a verb that disagrees with the subject before a modifier', () => {
    expectRule(
      reachingAgreementLints,
      [
        ['The nurses who work on the night shift was interviewed first.', ['was', 'replace', 'were']],
        ['The farmer that owns the largest plots have refused to take part.', ['have', 'replace', 'has']],
        ['The sensors, which were installed on the roof in May, records the temperature.', ['records', 'replace', 'record']],
        ['The yield of the plots treated with compost are higher.', ['are', 'replace', 'is']],
        ['In this region, the villages that we visited was far from the road.', ['was', 'replace', 'were']],
        ['The survey was sent to teachers who works in rural schools.', ['works', 'replace', 'work']],
        ['The uptake of lead by the roots were slow.', ['were', 'replace', 'was']],
      ],
      [
        'The nurses who work on the night shift were interviewed first.',
        'The patients who were treated with the new drug recovered faster.',
        'The researcher who found the samples were contaminated reported it.',
        'The number of plots that we sampled is small.',
        'The staff who run the clinic were helpful.',
        'Metadata defined on the members of a class are stored in a map.',
        'The fact that the samples were lost was unfortunate.',
        'We spoke with the leader of the teams who was present.',
      ],
    );
  });
});
