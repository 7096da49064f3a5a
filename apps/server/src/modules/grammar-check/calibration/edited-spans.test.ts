import { describe, expect, it } from 'vitest';
import { editedSpans, tokensOf } from './edited-spans.ts';

describe('the spans a correction edits', () => {
  it('splits words, contractions and hyphenated words from punctuation marks', () => {
    expect(tokensOf("It's a well-known fact, isn't it?").map((t) => t.text)).toEqual([
      "It's",
      'a',
      'well-known',
      'fact',
      ',',
      "isn't",
      'it',
      '?',
    ]);
  });

  it('finds replaced, dropped and missing words in the learner sentence', () => {
    const learner = 'The results was clear and and we discussed about it in meeting.';
    const corrected = 'The results were clear and we discussed it in the meeting.';
    const spans = editedSpans(learner, corrected);
    expect(spans.map(({ kind, learner: text, corrected: fix }) => [kind, text, fix])).toEqual([
      ['replaced', 'was', 'were'],
      ['deleted', 'and', ''],
      ['deleted', 'about', ''],
      ['missing', '', 'the'],
    ]);
    for (const span of spans.filter((s) => s.kind !== 'missing')) expect(learner.slice(span.start, span.end)).toBe(span.learner);
    // A missing word's span reaches over the words on either side of the gap.
    expect(learner.slice(spans[3]?.start, spans[3]?.end)).toBe('in meeting');
  });

  it('finds nothing in a sentence the correction left as it was', () => {
    expect(editedSpans('We sampled twice.', 'We sampled twice.')).toEqual([]);
  });
});
