import type { TLint } from '../lint.ts';
import { nounNumber, thirdPersonOf } from './agreement.ts';
import { lint, presentPerfectAt } from './perfect-tense.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { isPast, isPresent, textOf } from './time-tense.ts';

/** Openers that put a clause in the present: "Currently,", "At present,", "Nowadays,". */
function nowOpenerEnd(tokens: readonly TToken[]): number {
  const [first, second] = tokens;
  if (/^(?:currently|nowadays|presently|today)$/.test(first?.lower ?? '')) return 1;
  if (first?.lower === 'at' && second?.lower === 'present') return 2;
  if (first?.lower === 'these' && second?.lower === 'days') return 2;
  return -1;
}

/** Words that date a clause in the past, with which a past after "Currently" may be meant ("until 2019", "ago"). */
const PAST_WORDS = /^(?:(?:1[89]|20)\d\ds?|ago|previously|formerly|until|then|last|earlier|once)$/;
const withCaseOf = (word: string, model: TToken) =>
  /^\p{Lu}/u.test(model.text) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;

/**
 * A past after an opener of now: "Currently, the model was being used by three banks" → "is being used", "At
 * present, the hospital treated about 300 patients per year" → "treats". The opener is followed by a comma; the
 * subject is a short noun phrase or a pronoun, and the clause's first verb is "was"/"were" or a simple past. A
 * sentence with a year or another word of a past time is left alone.
 */
export function nowPastLints(tokens: readonly TToken[]): TLint[] {
  const end = nowOpenerEnd(tokens);
  if (end < 0 || tokens[end]?.text !== ',' || tokens.some((token) => PAST_WORDS.test(token.lower))) return [];
  let at = end + 1;
  let head: TToken | null = null;
  while (at < tokens.length && at < end + 9) {
    const word = tokens[at] as TToken;
    if (word.pos === 'VERB' || word.pos === 'AUX') break;
    if (!['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM', 'ADP'].includes(word.pos) || /^(?:that|which|who)$/.test(word.lower))
      return [];
    // "the number of cases": the head comes before "of".
    if (['NOUN', 'PRON', 'PROPN'].includes(word.pos) && tokens[at - 1]?.lower !== 'of') head = word;
    at += 1;
  }
  const verb = tokens[at];
  if (!verb || !head) return [];
  let correction: string | null = null;
  if (verb.pos === 'AUX' && /^(?:was|were)$/.test(verb.lower)) correction = verb.lower === 'was' ? 'is' : 'are';
  else if (isPast(verb)) {
    const pronoun = head.lower;
    const number = head.pos === 'PRON' ? (/^(?:we|they|i|you)$/.test(pronoun) ? 'plural' : 'singular') : nounNumber(head);
    if (!number) return [];
    correction = number === 'singular' ? thirdPersonOf(verb.lemma) : verb.lemma;
  }
  if (!correction) return [];
  const time = textOf(tokens, 0, end);
  const fixed = withCaseOf(correction, verb);
  return [
    lint(
      verb.start,
      verb.end,
      'tense-now',
      `“${time}” speaks of the present: write “${fixed}”, not “${verb.text}”.`,
      { time, verb: verb.text, correction: fixed },
      fixed,
    ),
  ];
}

/**
 * A present perfect in a main clause after a "when" or "while" clause in the past: "When I was collecting the
 * recordings in 2017, the dialect has already begun to disappear" → "had already begun". The time clause opens the
 * sentence and ends at its first comma; the perfect follows within the next few words.
 */
export function whenPerfectLints(tokens: readonly TToken[]): TLint[] {
  if (tokens[0]?.lower !== 'when' || tokens.some((token) => token.lower === 'since')) return [];
  const comma = tokens.findIndex((token) => token.text === ',');
  if (comma < 3) return [];
  const clause = tokens.slice(1, comma);
  const isPastClause = clause.some((token) => (token.pos === 'AUX' && /^(?:was|were)$/.test(token.lower)) || isPast(token));
  if (!isPastClause || clause.some((token) => token.pos === 'SCONJ')) return [];
  for (let at = comma + 1; at < Math.min(tokens.length, comma + 8); at += 1) {
    const word = tokens[at] as TToken;
    if (word.pos === 'SCONJ' || word.pos === 'CCONJ' || word.text === ',') return [];
    const participle = presentPerfectAt(tokens, at);
    if (participle === null) {
      if (word.pos === 'VERB' || word.pos === 'AUX') return [];
      continue;
    }
    const correction = ['had', ...tokens.slice(at + 1, participle + 1).map((token) => token.text)].join(' ');
    const time = textOf(tokens, 0, comma);
    return [
      lint(
        word.start,
        (tokens[participle] as TToken).end,
        'tense-past-perfect',
        `The action was over before a point in the past (“${time}”): use the past perfect, “${correction}”.`,
        { time, correction },
        correction,
      ),
    ];
  }
  return [];
}

/** Participles of the steps of a method, which a present passive after "and" does not continue: "and is segmented". */
const STEP_PARTICIPLES =
  /^(?:segmented|filtered|analy[sz]ed|measured|processed|recorded|transcribed|coded|centrifuged|washed|incubated|normali[sz]ed|sampled|collected|dried|weighed|sieved|mixed|heated|cooled|fixed|stained|extracted|interviewed|calculated|computed|fitted|trained|tested|evaluated|classified|labell?ed|annotated|digiti[sz]ed|downsampled|resampled|rinsed|diluted|cut|ground|homogeni[sz]ed|sequenced|scanned|photographed|counted|divided|split|randomi[sz]ed|assigned)$/;

/** The finite verb of a past in the sentence before `at`: a simple past or "was"/"were"; none after a present. */
function pastBefore(tokens: readonly TToken[], at: number): TToken | null {
  let past: TToken | null = null;
  for (const [index, token] of tokens.slice(0, at).entries()) {
    if (token.pos === 'AUX' && /^(?:is|are|am|has|have|will|can|may)$/.test(token.lower)) return null;
    const isInfinitive = /^(?:to|can|could|will|would|may|might|must|should|shall|do|does|did)$/.test(
      tokens[index - 1]?.lower ?? '',
    );
    if (isPresent(token) && !isInfinitive) return null;
    if (!past && ((token.pos === 'AUX' && /^(?:was|were)$/.test(token.lower)) || isPast(token))) past = token;
  }
  return past;
}

/**
 * A present among past steps that share their subject: "coded independently by two researchers, who then compare
 * their codes" → "compared", "was filtered …, then downsampled to 250 Hz and is segmented into 2-s epochs" → "was
 * segmented". "then" after "and", "who", "which" or a comma before a present verb, or "and" before "is"/"are" and
 * the participle of a step of a method, after a past and no present earlier in the sentence.
 */
export function stepTenseLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    if (!before || !next) continue;
    const isThen = token.lower === 'then' && /^(?:and|who|which|,)$/.test(before.lower);
    if (isThen && next.pos === 'VERB' && isPresent(next) && !/^(?:be|have|do)$/.test(next.lemma)) {
      const past = pastBefore(tokens, index);
      const correction = past ? pastTenseOf(next.lemma) : null;
      if (past && correction) lints.push(tenseLint(next, past, correction));
      continue;
    }
    const isStep =
      token.lower === 'and' && /^(?:is|are)$/.test(next.lower) && STEP_PARTICIPLES.test(tokens[index + 2]?.lower ?? '');
    if (isStep) {
      const past = pastBefore(tokens, index);
      if (past && /^(?:was|were)$/.test(past.lower)) lints.push(tenseLint(next, past, next.lower === 'is' ? 'was' : 'were'));
    }
  }
  return lints;
}

const tenseLint = (verb: TToken, past: TToken, correction: string): TLint =>
  lint(
    verb.start,
    verb.end,
    'tense-consistency',
    `The sentence is in the past (“${past.text}”): write “${correction}”, not “${verb.text}”.`,
    { past: past.text, verb: verb.text, correction },
    correction,
  );
