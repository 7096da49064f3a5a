import { describe, it } from 'vitest';
import { phraseOrderLints } from './phrase-order.ts';
import { expectRule } from './rule-test-support.ts';

describe('slips of order inside fixed phrases', () => {
  it('puts an object pronoun between a phrasal verb and its particle', () => {
    expectRule(
      phraseOrderLints,
      [
        ['Please read the form, fill in it carefully and sign.', ['fill in it', 'replace', 'fill it in']],
        ['We carried out it twice, as planned.', ['carried out it', 'replace', 'carried it out']],
        ['The technicians set up it in less than an hour.', ['set up it', 'replace', 'set it up']],
        ['The data were noisy, so we threw away them.', ['threw away them', 'replace', 'threw them away']],
      ],
      [
        'We put water in it.',
        'The whole project depends on it.',
        'They came up with it after a long debate.',
        'The cat climbed up it in seconds.',
        'We decided to put off her visit.',
        'Please fill it in carefully.',
        'We found out it never rained there in July.',
        'When I gave up it really hurt.',
        'A track turns off it and climbs to the farm.',
      ],
    );
  });

  it('puts head-first compounds, "so a … that" and "enough" in their order', () => {
    expectRule(
      phraseOrderLints,
      [
        ['We examined the effects of pollution air on children.', ['pollution air', 'replace', 'air pollution']],
        ['Several members staff complained about the schedule.', ['members staff', 'replace', 'staff members']],
        ['She gave so a clear explanation that everyone understood.', ['so a', 'replace', 'such a']],
        ['They did not practise enough often to improve.', ['enough often', 'replace', 'often enough']],
      ],
      [
        'We studied air pollution in three cities.',
        'Taxes on pollution, air travel and fuel were raised.',
        'The old method failed, so a new method that works was needed.',
        'The budget was cut so a smaller survey that covered fewer regions was run.',
        'Much of the cost lies in management time.',
        'Dashboards give a view of system health.',
        'We had enough time to finish.',
        'The sample was large enough to detect the effect.',
      ],
    );
  });
});
