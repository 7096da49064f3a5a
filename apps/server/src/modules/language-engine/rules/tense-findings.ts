import type { TLint } from '../lint.ts';
import { grammarLint } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** A finding that puts `verb` in the past (`correction`) because of `time`, a finished time ("in 2018", "last year"). */
export const pastTimeLint = (verb: TToken, time: string, correction: string): TLint =>
  grammarLint(
    verb.start,
    verb.end,
    'tense-past-time',
    `“${time}” is a finished time in the past: write “${correction}”, not “${verb.text}”.`,
    { time, verb: verb.text, correction },
    correction,
  );

/** A finding that puts `verb` in the present (`correction`) to match `present`, the other clause's verb. */
export const presentPairLint = (verb: TToken, present: string, correction: string): TLint =>
  grammarLint(
    verb.start,
    verb.end,
    'tense-present-pair',
    `The sentence's other clause is in the present (“${present}”): write “${correction}”, not “${verb.text}”.`,
    { present, verb: verb.text, correction },
    correction,
  );
