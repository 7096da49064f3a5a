import type { TLint } from '../lint.ts';
import { prepositionLint } from './prepositions.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, isPlainBaseVerb, lowerAt, type TTokenPattern } from './token-patterns.ts';
import { ingFormOf } from './verb-patterns.ts';

/**
 * Prepositions that learners carry over from their first language, each in a frame where the written one cannot
 * stand: "capable to process" (of processing), "succeeded to isolate" (in isolating), "can result with" (in),
 * "afraid from the noise" (of), "schools lack of teachers" (no preposition), "based in data" (on) and "working in this
 * project" (on). Tried and dropped after two reviewers' reads: "attended from 200 teachers" (by; "attended from over 50
 * countries" is right), "invested money on" (in; "on the stock exchange"), "a solution of this problem" (to; right in
 * mathematics).
 */

/** "capable to process" → "capable of processing", "succeeded to isolate" → "succeeded in isolating". */
const toInfinitivePattern: TTokenPattern = (tokens, index) => {
  const head = tokens[index] as TToken;
  const right = /^(?:capable|incapable)$/.test(head.lower) ? 'of' : /^succe(?:ed|eds|eded)$/.test(head.lower) ? 'in' : null;
  const [to, verb] = [tokens[index + 1], tokens[index + 2]];
  if (!right || to?.lower !== 'to' || !isPlainBaseVerb(verb) || !verb) return null;
  // "succeeded to power", "succeeded to farm tenancies": what an heir comes into; only verbs of achieving are taken.
  if (right === 'in' && (!ACHIEVED.test(verb.lower) || !/^(?:DET|NOUN|PRON|NUM|ADJ)$/.test(tokens[index + 3]?.pos ?? '')))
    return null;
  const correction = `${right} ${ingFormOf(verb.lower)}`;
  return {
    kind: 'Usage',
    start: to.start,
    end: verb.end,
    message: `The preposition after “${head.text}” is “${right}”, not “${to.text}”.`,
    messageKey: 'preposition',
    messageValues: { head: head.text, word: to.text, correction: right },
    suggestions: [replaceWith(correction)],
  };
};

/** Verbs of what someone achieves, after which "succeeded to" is "succeeded in": "succeeded to isolate". */
const ACHIEVED =
  /^(?:isolate|find|develop|obtain|achieve|identify|reduce|increase|improve|complete|solve|produce|create|establish|build|demonstrate|prove|detect|synthesi[sz]e|measure|extract|purify|convince|pass|reach|publish|finish|win|escape|recruit|collect|attract|raise|persuade|overcome|eliminate|prevent|restore|secure)$/;

/** Words before which "result" is a verb: "can result with" → "result in". */
const VERB_BEFORE = /^(?:to|can|could|may|might|will|would|should|must|often|usually|also|not)$/;

/** The preposition after a word in a frame where it can only be `right`; see the file's comment. */
const headPrepositionPattern: TTokenPattern = (tokens, index) => {
  const [head, word] = [tokens[index] as TToken, tokens[index + 1]];
  if (!word) return null;
  const before = lowerAt(tokens, index - 1);
  const after = tokens[index + 2];
  // "can result with serious damage" → "in".
  // "will not result with certainty in a diagnosis": "with" an adverbial, the "in" after it.
  const isInAfter = tokens.slice(index + 2, index + 6).some((token) => token.lower === 'in');
  if (head.lower === 'result' && word.lower === 'with' && VERB_BEFORE.test(before) && !isInAfter)
    return prepositionLint(word, head.text, 'in');
  // "were afraid from the noise" → "of".
  // … before a thing feared ("afraid from the noise"; not "from experience", "from reading the reports").
  if (
    head.lower === 'afraid' &&
    word.lower === 'from' &&
    /^(?:the|a|an)$/.test(after?.lower ?? '') &&
    !isTimeFrom(tokens, index + 2)
  )
    return prepositionLint(word, head.text, 'of');
  // "Many rural schools lack of qualified teachers": "lack" as a verb after its subject.
  if (
    head.lower === 'lack' &&
    word.lower === 'of' &&
    (/^(?:we|they|i|you)$/.test(before) || isPluralSubject(tokens, index - 1))
  ) {
    // "Students lack of motivation was obvious": a verb after the phrase makes "lack" a noun (a possessive lost).
    const end = tokens.findIndex(
      (token, i) => i > index + 1 && (token.pos === 'PUNCT' || /^(?:which|that|who)$/.test(token.lower)),
    );
    const phrase = tokens.slice(index + 2, end < 0 ? tokens.length : end);
    // A participle before its noun is the noun's: "lack of qualified teachers".
    const isVerb = (token: TToken, i: number) =>
      token.pos === 'AUX' || (token.pos === 'VERB' && !/ing$/.test(token.lower) && phrase[i + 1]?.pos !== 'NOUN');
    if (phrase.some(isVerb)) return null;
    return prepositionLint(word, head.text, '');
  }
  // "This article is based in data collected from" → "on".
  if (head.lower === 'based' && word.lower === 'in') {
    // "based in data collected from", not "based in the data centre" or "in Records" (a place of work).
    const at = lowerAt(tokens, index + 2) === 'the' ? index + 3 : index + 2;
    const data = tokens[at];
    if (data && DATA_WORDS.test(data.text) && !/^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? ''))
      return prepositionLint(word, head.text, 'on');
  }
  // "She has been working in this project" → "on": a project is worked on.
  // "She has been working in this project" (a person at work on it; "would work in a project of any size" is fitting).
  const isPersonAtWork = head.lower === 'working';
  if (
    /^work(?:s|ed|ing)?$/.test(head.lower) &&
    isPersonAtWork &&
    word.lower === 'in' &&
    /^(?:this|our|their|my|a)$/.test(after?.lower ?? '')
  ) {
    const noun = tokens[index + 3];
    const next = tokens[index + 4];
    if (
      noun?.lower === 'project' &&
      !/^(?:NOUN|PROPN)$/.test(next?.pos ?? '') &&
      !/^(?:of|'s|’s|like|with|on|as|where|for)$/.test(next?.lower ?? '')
    )
      return prepositionLint(word, head.text, 'on');
  }
  return null;
};

const DATA_WORDS = /^(?:data|results|evidence|findings|information|observations|measurements|analyses|interviews|surveys)$/;

/** Whether a time opens at `at` after "from": "afraid from the start", "from childhood", "from then on". */
const isTimeFrom = (tokens: readonly TToken[], at: number) =>
  tokens
    .slice(at, at + 3)
    .some((token) =>
      /^(?:start|beginning|moment|day|then|childhood|first|time|outset|birth|now|age|night|youth|onwards?)$/.test(token.lower),
    );

/** A plural noun that is a clause's subject, opening it or after a determiner or an adjective: "Many rural schools". */
const isPluralSubject = (tokens: readonly TToken[], at: number) => {
  const noun = tokens[at];
  if (noun?.pos !== 'NOUN' || noun.lower === noun.lemma || !/s$/.test(noun.lower)) return false;
  let start = at;
  while (start > 0 && /^(?:DET|ADJ|NUM|NOUN)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
  // "In these regions lack of rainfall limited": the noun ends an opening phrase, "lack" is the subject's noun.
  return start === 0 || tokens[start - 1]?.pos !== 'ADP';
};

/** The prepositions of the frames above. */
export function prepositionPairLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [toInfinitivePattern, headPrepositionPattern]);
}
