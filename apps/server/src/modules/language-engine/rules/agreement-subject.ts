/**
 * The subject a verb agrees with, for agreement.ts: the noun phrase before the verb (backing over "of the trial",
 * "in the soil"), its number ("each of", "most of", "two thirds of", "a number of"), and the noun a relative
 * clause's verb agrees with.
 */
import { nounNumber, type TNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { CLAUSE_OPENERS, SUBJECT_PREPOSITIONS, THAT_LESS_VERBS } from './word-lists.ts';

/** Words that make a subject singular before "of": "each of the groups was". */
const ONE_OF = new Set(['each', 'one', 'every']);
/** Words after which "of" leaves the number to what follows: "most of the farmers use", "most of the soil is". */
const SOME_OF = new Set(['most', 'some', 'all', 'many', 'several', 'both', 'few', 'half', 'majority']);
/** Fractions and parts, which also take the number of what follows "of": "two thirds of the land is". */
const PART_OF = /^(?:thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|rest|remainder)$/;
/** Units of an amount, which as a whole takes "is" or "was": "three weeks is a long time", "5 g of soil was added". */
export const AMOUNT_UNITS =
  /^(?:seconds|minutes|hours|days|weeks|months|years|decades|grams|kilograms|milligrams|g|kg|mg|litres|liters|millilitres|milliliters|ml|metres|meters|kilometres|kilometers|miles|dollars|euros|pounds|percent)$/;

const PRONOUN_NUMBER: Record<string, TNumber> = {
  he: 'singular',
  she: 'singular',
  it: 'singular',
  they: 'plural',
  we: 'plural',
  this: 'singular',
  these: 'plural',
  ...Object.fromEntries(
    'everyone everybody someone somebody nobody anyone anybody everything something nothing'
      .split(' ')
      .map((word) => [word, 'singular']),
  ),
};

/** A simple past (regular or irregular) that may be a clause's verb: "declined", "rose". */
export const isSimplePast = (token: TToken) =>
  token.pos === 'VERB' && token.lower !== token.lemma && !/(?:ing|s)$/.test(token.lower) && /^[a-z]+$/.test(token.lower);

/** Adverbs that may stand between a subject and its verb ("the results clearly show"). */
const isMiddleAdverb = (token: TToken) =>
  token.pos === 'ADV' &&
  (/ly$/.test(token.lower) || /^(?:also|often|still|only|always|never|now|already|thus)$/.test(token.lower));

const TIME_HEADS = /^(?:morning|afternoon|evening|night|day|week|month|year|season|summer|winter|spring|autumn|time)$/;

const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'its', 'their']);

const inNounPhrase = (token: TToken) =>
  token.pos === 'DET' ||
  (token.pos === 'PRON' && POSSESSIVES.has(token.lower)) ||
  // "This finding suggest": the tagger may read a demonstrative before a noun as a pronoun.
  (token.pos === 'PRON' && /^(?:this|these|those)$/.test(token.lower)) ||
  token.pos === 'ADJ' ||
  token.pos === 'NOUN' ||
  token.pos === 'PROPN' ||
  token.pos === 'NUM' ||
  token.text === '-' ||
  (token.pos === 'PART' && /^['’]s$/.test(token.text));

/** An unspaced dash between two numbers, a range inside a noun phrase: "the 0–30 cm layer". */
const isRangeDash = (tokens: readonly TToken[], at: number) =>
  /^[–—-]$/.test(tokens[at]?.text ?? '') &&
  tokens[at - 1]?.pos === 'NUM' &&
  tokens[at + 1]?.pos === 'NUM' &&
  tokens[at - 1]?.end === tokens[at]?.start &&
  tokens[at]?.end === tokens[at + 1]?.start;

/** A participle before a noun, modifying it: "rewetting cycles", "treated plots", "drying and rewetting cycles". */
const isParticipleModifier = (token: TToken, next: TToken | undefined) =>
  token.pos === 'VERB' &&
  /(?:ing|ed)$/.test(token.lower) &&
  (next?.pos === 'NOUN' ||
    next?.pos === 'ADJ' ||
    next?.pos === 'CCONJ' ||
    /^[–/]$/.test(next?.text ?? '') ||
    isHyphenAfter(token, next));

/** An unspaced hyphen right after `token`, which joins it to the next word: "fixed-effects", "dose-dependent". */
const isHyphenAfter = (token: TToken, next: TToken | undefined) => next?.text === '-' && next.start === token.end;

/**
 * Where the noun phrase ending at `head` starts. Joined modifiers belong to it ("drying and rewetting cycles"), two
 * nouns do not ("the soil and the plants"): a conjunction is inside only before an adjective or a participle.
 */
function phraseStart(tokens: readonly TToken[], head: number): number {
  let start = head;
  for (;;) {
    const token = tokens[start - 1];
    const next = tokens[start];
    if (!token || !next) break;
    // Joined modifiers, not a noun and another phrase: "obesity and physical inactivity" is two subjects.
    const isJoin =
      (token.pos === 'CCONJ' || /^[–/]$/.test(token.text)) &&
      start < head &&
      (next.pos === 'ADJ' || isParticipleModifier(next, tokens[start + 1])) &&
      tokens[start - 2]?.pos !== 'NOUN';
    // A noun does not come before a determiner in one phrase: "Firms that export" is a noun and a relative clause.
    if (token.pos === 'NOUN' && next.pos === 'DET') break;
    // "Patients entering intensive care were": an -ing form after a plural noun opens a reduced clause, not a modifier.
    const isReducedClause =
      token.pos === 'VERB' &&
      /ing$/.test(token.lower) &&
      tokens[start - 2]?.pos === 'NOUN' &&
      nounNumber(tokens[start - 2] as TToken) === 'plural';
    if (isReducedClause) break;
    if (!(inNounPhrase(token) || isParticipleModifier(token, next) || isJoin || isRangeDash(tokens, start - 1))) break;
    start -= 1;
  }
  // A phrase cannot begin with the word that joins it.
  while (start < head && (tokens[start]?.pos === 'CCONJ' || /^[–/]$/.test(tokens[start]?.text ?? ''))) start += 1;
  return start;
}

export type TSubject = { number: TNumber; head: TToken; start: number };

/** Adjectives of "a large number of": the phrase is a quantity of what follows "of". */
const NUMBER_SIZES = new Set([
  'large',
  'small',
  'great',
  'growing',
  'increasing',
  'significant',
  'substantial',
  'limited',
  'considerable',
]);

/**
 * "a number of studies" (also "a large number of", "a majority of" is left alone) is a quantity: the verb agrees with the
 * plural noun after "of" (`last`), when that noun is the phrase's whole object ("a number of studies have shown").
 */
function isQuantityOfPlural(tokens: readonly TToken[], head: number, last: number): boolean {
  if (tokens[head]?.lower !== 'number' || tokens[head + 1]?.lower !== 'of') return false;
  let at = head - 1;
  if (NUMBER_SIZES.has(tokens[at]?.lower ?? '')) at -= 1;
  if (!/^an?$/.test(tokens[at]?.lower ?? '')) return false;
  const object = tokens.slice(head + 2, last + 1);
  if (object.some((token) => token.pos === 'ADP' || token.pos === 'CCONJ')) return false;
  return nounNumber(tokens[last] as TToken) === 'plural';
}

/** Nouns that carry a phrase with "to": "the response to", "access to", "resistance to", "adherence to". */
const TO_NOUNS =
  /^(?:responses?|access|resistance|exposures?|adherence|contributions?|reactions?|sensitivity|susceptibility|approach(?:es)?|solutions?|answers?|threats?|damage|attention|commitment|adaptations?|transitions?|visits?|references?|relevance|similarity|proximity|barriers?|links?|introduction|returns?|changes?|improvements?|modifications?|additions?|amendments?|entry|admissions?|referrals?|compliance|tolerance|vulnerability|obstacles?|alternatives?|migration|trips?|shifts?)$/;

/**
 * The subject right before a verb: a pronoun, or a noun phrase with its prepositional phrases ("the results of
 * the trial"), whose first head gives the number; it must open its clause (the sentence's start, after a comma or
 * a clause opener such as "that" or "because"), so that it is not the object of something before it.
 */
export function subjectBefore(tokens: readonly TToken[], verb: number): TSubject | null {
  let end = verb - 1;
  while (end >= 0 && isMiddleAdverb(tokens[end] as TToken)) end -= 1;
  const last = tokens[end];
  if (!last) return null;
  let subject: TSubject | null;
  if (last.pos === 'PRON') {
    const number = PRONOUN_NUMBER[last.lower];
    subject = number ? { number, head: last, start: end } : null;
  } else if (last.pos === 'VERB' && /ing$/.test(last.lower) && POSSESSIVES.has(tokens[end - 1]?.lower ?? '')) {
    // A noun in -ing after a possessive, which the tagger reads as a verb: "Our finding suggest that…".
    subject = { number: 'singular', head: last, start: end - 1 };
  } else if (last.pos !== 'NOUN') {
    return null;
  } else {
    let head = end;
    let start = phraseStart(tokens, head);
    // Back over "of the trial", "in the soil": the subject is the phrase they follow.
    let number: TNumber | null | undefined;
    for (;;) {
      const preposition = tokens[start - 1];
      const outer = tokens[start - 2];
      // "to" only after a noun that takes it, or its "of" phrase: "The response (of the cells) to the drug were".
      let ofAt = start - 2;
      while (/^(?:DET|ADJ|NOUN)$/.test(tokens[ofAt]?.pos ?? '') && start - ofAt < 6) ofAt -= 1;
      const taker = tokens[ofAt]?.lower === 'of' ? tokens[ofAt - 1] : outer;
      const isTo = preposition?.lower === 'to' && (TO_NOUNS.test(outer?.lower ?? '') || TO_NOUNS.test(taker?.lower ?? ''));
      if (preposition?.pos !== 'ADP' || !(SUBJECT_PREPOSITIONS.has(preposition.lower) || isTo)) break;
      if (preposition.lower === 'of' && outer && ONE_OF.has(outer.lower) && outer.pos !== 'NOUN') {
        // "each of the groups", "one of the factors": singular, whatever follows.
        head = start - 2;
        start = head;
        number = 'singular';
        break;
      }
      if (preposition.lower === 'of' && outer && PART_OF.test(outer.lower) && outer.pos === 'NOUN') {
        // "two thirds of the land", "the rest of the samples": the verb agrees with what follows "of".
        start -= 2;
        while (/^(?:DET|NUM)$/.test(tokens[start - 1]?.pos ?? '')) start -= 1;
        break;
      }
      if (preposition.lower === 'of' && outer && SOME_OF.has(outer.lower)) {
        // "most of the farmers", "some of the soil": the verb agrees with what follows "of".
        start = start - 2;
        if (tokens[start - 1]?.pos === 'DET') start -= 1;
        break;
      }
      if (outer?.pos !== 'NOUN') return null;
      // "The role nurses in rural hospitals play is": a plural noun and then a bare one end the phrase, whose last
      // word is the verb of a clause without "that"; the subject cannot be told.
      const innerHead = tokens[head] as TToken;
      const beforeHead = tokens[head - 1];
      // ("the fixed-effects regression": a hyphen makes the plural a modifier.)
      const isJoined = tokens[head - 2]?.text === '-' && tokens[head - 2]?.end === beforeHead?.start;
      if (beforeHead?.pos === 'NOUN' && nounNumber(beforeHead) === 'plural' && innerHead.lower === innerHead.lemma && !isJoined)
        return null;
      head = start - 2;
      start = phraseStart(tokens, head);
    }
    const headToken = tokens[head] as TToken;
    // "The photographs shown that evening were": a time after a participle, not a subject.
    const isTimeAfterParticiple =
      TIME_HEADS.test(headToken.lower) &&
      /^(?:that|this)$/.test(tokens[start - 1]?.lower ?? '') &&
      tokens[start - 2]?.pos === 'VERB';
    if (isTimeAfterParticiple) return null;
    // "the number of samples is", where "a number of samples are".
    if (headToken.lower === 'number' && tokens[head - 1]?.lower === 'the') number = 'singular';
    if (isQuantityOfPlural(tokens, head, end)) number = 'plural';
    number ??= nounNumber(headToken);
    // "This phenomena has": the determiner and the noun disagree, and which one is wrong is not for this rule.
    const determiner = tokens.slice(start, head).find((token) => token.pos === 'DET');
    const disagrees =
      (number === 'plural' && /^(?:this|that|each|every|a|an|one|another)$/.test(determiner?.lower ?? '')) ||
      (number === 'singular' && /^(?:these|those|many|several|both|few|various|numerous)$/.test(determiner?.lower ?? ''));
    subject = number && !(disagrees && headToken.lower !== 'number') ? { number, head: headToken, start } : null;
  }
  if (!subject) return null;
  return opensClause(tokens, subject.start) ? subject : null;
}

/**
 * Whether a subject at `start` opens its clause: at the start, after a comma, a clause opener or "I think", or after
 * ", and" when a verb comes before the comma (not the last of a list: "carbon, nitrogen, and phosphorus were").
 */
function opensClause(tokens: readonly TToken[], start: number): boolean {
  const before = tokens[start - 1];
  if (!before || /^[,;:(—–]$/.test(before.text)) return true;
  if (CLAUSE_OPENERS.has(before.lower) && before.pos !== 'CCONJ') return true;
  if (THAT_LESS_VERBS.has(before.lemma) && tokens[start - 2]?.pos === 'PRON') return true;
  if (before.pos === 'CCONJ' && tokens[start - 2]?.text === ',') {
    return tokens.slice(0, start - 2).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
  }
  return false;
}

/**
 * A relative pronoun's verb agrees with the noun the pronoun follows: "the samples that was collected", "the
 * carbon, which suggest". After a comma "which" may stand for the whole clause before it, which is singular: only
 * a plural verb after a singular noun is flagged there, and only when no noun the phrase belongs to is plural.
 * Without a comma, a noun inside a prepositional phrase ("the concentration of lead that") is not taken as
 * the antecedent.
 */
export function relativeSubject(tokens: readonly TToken[], verb: number): TSubject | null {
  const pronoun = tokens[verb - 1];
  if (!pronoun || !/^(?:that|which|who)$/.test(pronoun.lower)) return null;
  const hasComma = tokens[verb - 2]?.text === ',';
  const antecedent = verb - (hasComma ? 3 : 2);
  const noun = tokens[antecedent];
  if (noun?.pos !== 'NOUN' || tokens[antecedent + 1]?.pos === 'NOUN') return null;
  if (hasComma && pronoun.lower !== 'which') return null;
  const number = nounNumber(noun);
  if (!number || (hasComma && number === 'plural')) return null;
  let start = phraseStart(tokens, antecedent);
  if (!hasComma) return tokens[start - 1]?.pos === 'ADP' ? null : { number, head: noun, start };
  // ", which": any noun the phrase belongs to ("a third of the carbon") is singular or says nothing of number.
  while (tokens[start - 1]?.pos === 'ADP' && tokens[start - 2]?.pos === 'NOUN') {
    if (nounNumber(tokens[start - 2] as TToken) === 'plural') return null;
    start = phraseStart(tokens, start - 2);
  }
  return { number, head: noun, start };
}
