import type { TLint } from '../lint.ts';
import { prepositionLint } from './prepositions.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken, type TTokenPattern } from './token-patterns.ts';
import { ingFormOf } from './verb-patterns.ts';

/**
 * Prepositions that learners carry over from their first language, each in a frame where the written one cannot
 * stand: "capable to process" (of processing), "succeeded to isolate" (in isolating), "can result with" (in),
 * "afraid from" (of), "schools lack of teachers" (no preposition), "was attended from 200 teachers" (by), "based in
 * data" (on), "working in this project" (on) and "invested money on" (in).
 */

const lower = (tokens: readonly TToken[], at: number) => tokens[at]?.lower ?? '';
const isBaseVerb = (token: TToken | undefined) =>
  !!token &&
  token.pos === 'VERB' &&
  /^[a-z]+$/.test(token.text) &&
  token.lemma === token.lower &&
  !/(?:ing|ed)$/.test(token.lower);

/** "capable to process" → "capable of processing", "succeeded to isolate" → "succeeded in isolating". */
const toInfinitivePattern: TTokenPattern = (tokens, index) => {
  const head = tokens[index] as TToken;
  const right = /^(?:capable|incapable)$/.test(head.lower) ? 'of' : /^succe(?:ed|eds|eded)$/.test(head.lower) ? 'in' : null;
  const [to, verb] = [tokens[index + 1], tokens[index + 2]];
  if (!right || to?.lower !== 'to' || !isBaseVerb(verb) || !verb) return null;
  // "succeeded to power", "succeeded to the land his father had bought": what an heir comes into.
  if (right === 'in' && (INHERITED.test(verb.lower) || !/^(?:DET|NOUN|PRON|NUM|ADJ)$/.test(tokens[index + 3]?.pos ?? '')))
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

/** What an heir succeeds to: "succeeded to power", "to the throne". */
const INHERITED = /^(?:power|title|throne|land|estate|office|crown|post|position|lands|property|command|leadership)$/;

/** Words before which "result" is a verb: "can result with" → "result in". */
const VERB_BEFORE = /^(?:to|can|could|may|might|will|would|should|must|often|usually|also|not)$/;

/** The preposition after a word in a frame where it can only be `right`; see the file's comment. */
const headPrepositionPattern: TTokenPattern = (tokens, index) => {
  const [head, word] = [tokens[index] as TToken, tokens[index + 1]];
  if (!word) return null;
  const before = lower(tokens, index - 1);
  const after = tokens[index + 2];
  // "can result with serious damage" → "in".
  if (head.lower === 'result' && word.lower === 'with' && VERB_BEFORE.test(before)) return prepositionLint(word, head.text, 'in');
  // "were afraid from the noise" → "of".
  if (head.lower === 'afraid' && word.lower === 'from' && !isTimeFrom(tokens, index + 2))
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
  // "The workshop was attended from more than two hundred teachers" → "by".
  if (head.lower === 'attended' && word.lower === 'from' && /^(?:was|were|is|are|been|be)$/.test(before)) {
    // "attended from its opening by children": a time, and its agent after "by".
    const isCount = /^(?:more|over|about|around|approximately|nearly|almost|some|several|many|hundreds|thousands|dozens)$/.test(
      after?.lower ?? '',
    );
    if (isCount && !tokens.some((token, i) => i > index + 1 && token.lower === 'by'))
      return prepositionLint(word, head.text, 'by');
  }
  // "This article is based in data collected from" → "on".
  if (head.lower === 'based' && word.lower === 'in') {
    // "based in data collected from", not "based in the data centre" or "in Records" (a place of work).
    const at = lower(tokens, index + 2) === 'the' ? index + 3 : index + 2;
    const data = tokens[at];
    if (data && DATA_WORDS.test(data.text) && !/^(?:NOUN|PROPN)$/.test(tokens[at + 1]?.pos ?? ''))
      return prepositionLint(word, head.text, 'on');
  }
  // "She has been working in this project" → "on": a project is worked on.
  // "She has been working in this project" (a person at work on it; "would work in a project of any size" is fitting).
  const isPersonAtWork = head.lower === 'working' || /^(?:we|i|she|he|they)$/.test(before);
  if (
    /^work(?:s|ed|ing)?$/.test(head.lower) &&
    isPersonAtWork &&
    word.lower === 'in' &&
    /^(?:this|the|our|that|their|my|his|her)$/.test(after?.lower ?? '')
  ) {
    const noun = tokens[index + 3];
    const next = tokens[index + 4];
    if (
      /^projects?$/.test(noun?.lower ?? '') &&
      !/^(?:NOUN|PROPN)$/.test(next?.pos ?? '') &&
      !/^(?:of|'s|’s|like|with)$/.test(next?.lower ?? '')
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

/** Nouns of "on" phrases that say how or when, not what money goes into. */
const NOT_INVESTED =
  /^(?:scale|basis|day|date|assumption|strength|initiative|hunch|advice|behalf|average|occasion|time|grounds|recommendation|understanding|condition|promise|back|eve|morning|afternoon|evening|weekend)$/; /** "invested a lot of money on renewable energy" → "in": what money is invested in. */
const investedPattern: TTokenPattern = (tokens, index) => {
  const verb = tokens[index] as TToken;
  if (!/^invest(?:s|ed|ing)?$/.test(verb.lower)) return null;
  const on = tokens.findIndex((token, i) => i > index && i <= index + 6 && token.lower === 'on');
  if (on < 0) return null;
  const between = tokens.slice(index + 1, on);
  if (!between.some((token) => /^(?:money|funds|billions|millions|heavily|capital|resources|time|effort)$/.test(token.lower)))
    return null;
  if (between.some((token) => /^(?:VERB|AUX|PUNCT)$/.test(token.pos) || token.lower === 'in')) return null;
  // What money goes into: "on renewable energy", "on the project" — not "on 3 May", "on a large scale", "on the
  // assumption that", "on her own initiative", "on the same day".
  const object = tokens.slice(on + 1, on + 5);
  const head = object.find((token) => token.pos === 'NOUN');
  if (!head || /^(?:a|an|her|his|their|its|my|our)$/.test(object[0]?.lower ?? '') || object[0]?.pos === 'NUM') return null;
  if (NOT_INVESTED.test(head.lower) || object.some((token) => /^(?:same|own|first|last|next)$/.test(token.lower))) return null;
  return prepositionLint(tokens[on] as TToken, verb.text, 'in');
};

/** The prepositions of the frames above. */
export function prepositionPairLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [toInfinitivePattern, headPrepositionPattern, investedPattern]);
}
