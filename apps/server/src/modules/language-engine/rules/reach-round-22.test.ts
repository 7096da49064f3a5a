import { describe, expect, it } from 'vitest';
import { agreementLints } from './agreement.ts';
import { indefiniteArticleLints } from './articles.ts';
import { confusablePairLints } from './confusable-pairs.ts';
import { extraFrameLints } from './extra-frames.ts';
import { learnerPatternLints } from './learner-patterns.ts';
import { missingGapLints } from './missing-gaps.ts';
import { missingJoinLints } from './missing-joins.ts';
import { modalPastLints, pastClauseLints } from './outline-tense.ts';
import { expectRule } from './rule-test-support.ts';
import { tenseMarkerLints } from './tense-markers.ts';
import { ingFormOf } from './verb-patterns.ts';
import { wordOrderLints } from './word-order.ts';

/** Older rules that reach further after round 22's textbook-error probes; each with the look-alikes it leaves alone. */
describe('older rules reaching further (round 22)', () => {
  it('takes "an" before a number read with a vowel sound, and "a" before one read with a consonant', () => {
    expectRule(
      indefiniteArticleLints,
      [
        ['A 11-year-old boy presented with fever.', ['A', 'replace', 'An']],
        ['A 8-week trial was run.', ['A', 'replace', 'An']],
        ['An 5-year study was done.', ['An', 'replace', 'A']],
        ['We ran a 800 m course.', ['a', 'replace', 'an']],
      ],
      [
        'An 8-week trial and a 1995 survey were used.',
        'A 1850s house and a 110-bed hospital were built.',
        'An 11,000-seat stadium was built, and each got a 1:1 ratio.',
        'Group A 8 patients were seen.',
      ],
    );
  });

  it('puts "to" before the hearer of "explain", "attended" for "assisted to", and "be" for "have" after "there"', () => {
    expectRule(
      missingGapLints,
      [['Could you explain me the procedure?', ['explain me', 'replace', 'explain to me']]],
      ['Let me explain the procedure.', 'We explained them the rules.', 'They would describe me that way.'],
    );
    expectRule(
      confusablePairLints,
      [
        ['The participants assisted to a two-day workshop.', ['assisted to', 'replace', 'attended']],
        ['There have many studies on this topic.', ['have', 'replace', 'are']],
        ['There has a lot of debate on this.', ['has', 'replace', 'is']],
      ],
      [
        'The nurse assisted to the surgeon.',
        'There have to be limits, and there has been a change.',
        'People there have no access, and those who live there have many friends.',
      ],
    );
  });

  it('deletes "be" before verbs without a passive after a pronoun, a repeated subject after a phrase, and "it" after "which"', () => {
    expectRule(
      learnerPatternLints,
      [
        ['It was occurred in 2010.', ['was', 'delete', '']],
        ['The symptoms were disappeared after a week.', ['were', 'delete', '']],
      ],
      ['What is remained is unclear.', 'It occurred in 2010.'],
    );
    expectRule(
      extraFrameLints,
      [
        ['The farmers in this region they rely heavily on rain.', ['they', 'delete', '']],
        ['The instrument, which we used it in our previous study, was recalibrated.', ['it', 'delete', '']],
      ],
      [
        'The samples from the site they collected were lost.',
        'This is the tool which we bought it for.',
        'The box, which we kept it in for years, broke.',
      ],
    );
  });

  it('reads an agreement slip before a verb that is never a noun, and numbered parts of the paper', () => {
    expectRule(
      agreementLints,
      [['The reaction mixture contain water.', ['contain', 'replace', 'contains']]],
      ['The farm produce markets were busy.', 'The survey respondents include farmers.'],
    );
  });

  it('doubles the consonant of a compound of a word that doubles, and of no other word in re-', () => {
    expect(
      ['overfit', 'offset', 'upset', 'overlap', 'read', 'offer', 'render', 'revisit', 'remain', 'reopen'].map(ingFormOf),
    ).toEqual([
      'overfitting',
      'offsetting',
      'upsetting',
      'overlapping',
      'reading',
      'offering',
      'rendering',
      'revisiting',
      'remaining',
      'reopening',
    ]);
  });

  it('reads tenses: a modal before an adjective and its noun, "are taught" after a past clause, "as soon as … will"', () => {
    expectRule(
      modalPastLints,
      [['After surgery, patients should avoided strenuous exercise.', ['avoided', 'replace', 'avoid']]],
      ['The results will given full weight.'],
    );
    expectRule(
      pastClauseLints,
      [['When the pandemic started, most courses are taught online.', ['are', 'replace', 'were']]],
      ['When the pandemic started, most courses are now taught online.', 'After the war ended, the city is being rebuilt.'],
    );
    expectRule(
      tenseMarkerLints,
      [['I will send you the proofs as soon as I will receive your comments.', ['will receive', 'replace', 'receive']]],
      ['As soon as I receive them, I will reply.'],
    );
  });

  it('orders words after "please" in a wrapped question and an -ed participle before "enough"', () => {
    expectRule(
      wordOrderLints,
      [
        ['Could you please tell me where should I send the form?', ['should I', 'replace', 'I should']],
        ['The students are not enough motivated.', ['enough motivated', 'replace', 'motivated enough']],
      ],
      [
        'Could you please tell me where I should send the form?',
        'There were not enough trained nurses.',
        'We have not enough tested the device.',
      ],
    );
  });

  it('puts "be" in "whether it possible to"', () => {
    expectRule(
      missingJoinLints,
      [['Please let me know whether it possible to submit the files.', ['it possible', 'replace', 'it is possible']]],
      ['Please let me know whether it is possible to submit the files.'],
    );
  });
});
