import type { TLint } from '../lint.ts';
import {
  BARE_AFTER,
  DEFINITE_ONLY,
  FIXED_PREPOSITION_NOUN,
  FIXED_VERB_NOUN,
  FIXED_WITH_VERB,
  GENERIC_NOUNS,
  GENERIC_PREDICATES,
  KIND_OF,
  NAMING_VERBS,
  NO_ARTICLE_WITH,
} from './article-lists.ts';
import {
  ABSTRACT_GENERIC,
  COMPOUND_HEADS,
  GENERIC_JUDGEMENTS,
  isCountableNoun,
  isEmphasisOn,
  MORE_FIXED_PREPOSITION_NOUN,
  OPENING_MEASURE_NOUNS,
  PROFESSIONALS,
} from './article-nouns.ts';
import { takesAn } from './articles.ts';
import { genericCorrectionLint, genericLint } from './field-articles.ts';
import { isRunningProse } from './running-prose.ts';
import { capitalised, replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'become', 'becomes', 'became']);
/** "have" as a main verb, which the tagger reads as an auxiliary: "had large effect". */
const HAVE_FORMS = new Set(['have', 'has', 'had', 'having']);
/** Adverbs that may stand before an adjective of the noun phrase: "a very important result". */
const INTENSIFIERS = new Set([
  'very',
  'highly',
  'extremely',
  'relatively',
  'fairly',
  'particularly',
  'especially',
  'slightly',
  'significantly',
  'statistically',
  'really',
  'completely',
  'entirely',
  'newly',
]);
/** What may follow the noun when it heads its phrase: not a noun (a noun adjunct), a number, a name or a symbol. */
const HEAD_FOLLOWERS = new Set(['ADP', 'VERB', 'AUX', 'ADV', 'PART', 'SCONJ', 'PUNCT']);
/** Posts a person holds, named without an article before "of" or "at" ("She is professor of chemistry"). */
const ROLE_NOUNS = new Set([
  'professor',
  'manager',
  'director',
  'head',
  'chair',
  'editor',
  'president',
  'dean',
  'leader',
  'supervisor',
  'coordinator',
]);
/** Verbs after which "as" names the job a person does: "works as an engineer", "was employed as a nurse". */
const WORK_VERBS = /^(?:work|works|worked|working|employed|hired|trained|qualified)$/;
/** Nouns of COUNTABLE_NOUNS that are people's jobs. */
const PERSON_NOUNS = /^(?:engineer|doctor|nurse|scientist|researcher|professor|lawyer|manager|worker|farmer|teacher)$/;
const RELATIVES = new Set(['that', 'which', 'who', 'whose', 'where', 'when']);

export { isRunningProse };

/**
 * Whether the word after the noun shows that the noun heads its phrase (not "sample size", "sample 3", "model the").
 * A bracket after it counts when a name or a word opens it ("on microcontroller (ARM Cortex-M4)"), not a number or
 * a letter that labels the noun ("in equation (3)", "in step (ii)").
 */
export function endsItsPhrase(tokens: readonly TToken[], index: number): boolean {
  const noun = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (!next) return true;
  if (next.text === '(' && next.start > noun.end) {
    const inside = tokens[index + 2]?.text ?? '';
    return /^\p{L}{2,}/u.test(inside) && !/^(?:i|ii|iii|iv|vi|vii|viii|ix|xi|xii)$/i.test(inside);
  }
  if (next.pos === 'PUNCT') return /^[.,;:!?]$/.test(next.text);
  if (next.start === noun.end || /^\p{Lu}/u.test(next.text)) return false;
  if (RELATIVES.has(next.lower)) return true;
  // "prepared in laminar flow cabinet and stored": "and" before a verb, an article or a pronoun ends the phrase;
  // before a noun it may join two modifiers of one head ("in treatment and control groups").
  if (next.pos === 'CCONJ') {
    const after = tokens[index + 2];
    return !!after && (['AUX', 'DET', 'PRON', 'ADP'].includes(after.pos) || isEdParticiple(after) || after.lower === 'then');
  }
  // "-ing" after the noun may head a compound ("sample processing"), as may "-ed" before a noun ("province fixed
  // effects"); with its object after it, "-ing" opens a clause of its own ("approach using regional data").
  if (next.pos === 'VERB' && /ed$/.test(next.lower) && tokens[index + 2]?.pos === 'NOUN') return false;
  if (next.pos === 'VERB' && /ing$/.test(next.lower))
    return ['DET', 'ADJ', 'PRON', 'NUM'].includes(tokens[index + 2]?.pos ?? '') && next.start === noun.end + 1;
  return HEAD_FOLLOWERS.has(next.pos);
}

/** The words in front of a noun that belong to its phrase: adjectives, adverbs that qualify them, and nouns. */
export function modifiersBefore(tokens: readonly TToken[], index: number): number {
  let at = index - 1;
  while (at >= 0 && index - at <= 4) {
    const token = tokens[at] as TToken;
    const following = tokens[at + 1] as TToken;
    const isWord = /^\p{Ll}+$/u.test(token.text) && following.start === token.end + 1;
    // A hyphenated modifier: "on low-cost microcontroller", "with four-probe method", "difference-in-differences".
    const start = isInCompound(tokens, at) ? compoundStart(tokens, at) : -1;
    if (start >= 0) at = start - 1;
    else if (token.pos === 'ADJ' && isWord) at -= 1;
    // A noun in front of the noun, singular and in a row with it: "in growth chamber", "a soil sample".
    else if (
      token.pos === 'NOUN' &&
      isWord &&
      (token.lemma === token.lower || /ics$/.test(token.lower)) &&
      following.pos !== 'ADJ'
    )
      at -= 1;
    else if (token.pos === 'ADV' && INTENSIFIERS.has(token.lower) && following.pos === 'ADJ') at -= 1;
    // An acronym right before the noun names its kind, after a verb: "using GARCH model" (not "of PNG image").
    else if (at === index - 1 && /^[A-Z]{2,6}$/.test(token.text) && tokens[at - 1]?.pos === 'VERB') at -= 1;
    // A participle used as an adjective right after a preposition: "in treated group", "with modified method".
    else if (isParticipleAfterPreposition(tokens, at) && isWord) at -= 1;
    else if (token.lower === 'most' && following.pos === 'ADJ') at -= 1;
    // A participle after an adjective that a preposition opens: "with validated automated device".
    else if (isParticipleInPhrase(tokens, at) && isWord) at -= 1;
    else break;
  }
  return at + 1;
}

const HYPHEN = /^[-‐‑]$/;
/** A word of a hyphenated modifier in lower case or digits ("low", "cost", "four", "3"). */
const COMPOUND_PART = /^[\p{Ll}\d]+$/u;

/**
 * The index of the first word of a hyphenated modifier that ends at `at` and is followed by a space ("low - cost",
 * "difference - in - differences", or one token "state-of-the-art"), or -1. Its words are in lower case or digits
 * ("Pt-based" is left alone), and a space goes before it.
 */
function compoundStart(tokens: readonly TToken[], at: number): number {
  const last = tokens[at] as TToken;
  const following = tokens[at + 1];
  if (!following || following.start !== last.end + 1) return -1;
  if (/^[\p{Ll}\d]+(?:[-‐‑][\p{Ll}\d]+)+$/u.test(last.text)) {
    const before = tokens[at - 1];
    return before && before.end === last.start ? -1 : at;
  }
  let start = at;
  while (start > 0 && (tokens[start - 1] as TToken).end === (tokens[start] as TToken).start) start -= 1;
  const parts = tokens.slice(start, at + 1);
  const isCompound =
    parts.length >= 3 && parts.every((token, i) => (i % 2 === 0 ? COMPOUND_PART.test(token.text) : HYPHEN.test(token.text)));
  return isCompound ? start : -1;
}

/** Whether a token is inside a hyphenated word: a hyphen joins it to the word before or after. */
const isInCompound = (tokens: readonly TToken[], at: number) =>
  /[-‐‑]/.test(tokens[at]?.text ?? '') ||
  (HYPHEN.test(tokens[at - 1]?.text ?? '') && tokens[at - 1]?.end === tokens[at]?.start) ||
  (HYPHEN.test(tokens[at + 1]?.text ?? '') && tokens[at + 1]?.start === tokens[at]?.end);

/** The first word of a phrase as a token, a hyphenated modifier joined into one ("low-cost"). */
export function wholeWord(tokens: readonly TToken[], from: number, index: number): TToken {
  const first = tokens[from] as TToken;
  let end = from;
  while (end + 1 < index && tokens[end + 1]?.start === tokens[end]?.end) end += 1;
  if (end === from) return first;
  const words = tokens.slice(from, end + 1);
  return { ...first, text: words.map((token) => token.text).join(''), end: (tokens[end] as TToken).end };
}

/** A past participle in -ed (a verb form whose lemma differs): "automated", "validated". */
const isEdParticiple = (token: TToken | undefined) =>
  token?.pos === 'VERB' && /[^e]ed$/.test(token.lower) && token.lemma !== token.lower;

/** A participle after one or two adjectives or participles that a preposition opens: "with validated automated device". */
function isParticipleInPhrase(tokens: readonly TToken[], at: number): boolean {
  if (!isEdParticiple(tokens[at])) return false;
  let i = at - 1;
  while (i >= 0 && at - i <= 2 && (tokens[i]?.pos === 'ADJ' || isEdParticiple(tokens[i]))) i -= 1;
  const opener = tokens[i];
  return i < at - 1 && opener?.pos === 'ADP' && !BARE_AFTER.has(opener.lower);
}

/**
 * Verbs after which "by" sorts data rather than names a doer: "results were grouped by clinician". A professional
 * after "by" and another participle is the doer of a passive: "examined by veterinarian" → "by a veterinarian".
 */
const SORTING_VERBS =
  /^(?:grouped|stratified|sorted|ranked|classified|clustered|aggregated|disaggregated|averaged|pooled|split|divided|adjusted|analy[sz]ed|compared|coded|tabulated|categori[sz]ed|summari[sz]ed|weighted|matched|broken|nested|indexed|reported)$/;

/** Whether "by" before the noun names who did something: a professional after a passive, or any noun before "who". */
function namesDoer(tokens: readonly TToken[], at: number, noun: TToken): boolean {
  const next = tokens[tokens.indexOf(noun) + 1];
  if (next?.lower === 'who') return true;
  // The passive's participle right before "by" or a little earlier in the clause: "translated into Japanese by".
  let back = at - 1;
  while (back > at - 5 && back > 0 && !isEdParticiple(tokens[back]) && tokens[back]?.pos !== 'PUNCT') back -= 1;
  const participle = tokens[back];
  return PROFESSIONALS.has(noun.lower) && isEdParticiple(participle) && !SORTING_VERBS.test(participle?.lower ?? '');
}

/** A participle in -ed that a preposition opens: "in treated group" (not "were treated", "the treated"). */
function isParticipleAfterPreposition(tokens: readonly TToken[], at: number): boolean {
  const token = tokens[at] as TToken;
  const before = tokens[at - 1];
  // Or the paper's own "proposed" thing after a verb: "we describe proposed method".
  const isOwn = /^(?:proposed|developed|suggested)$/.test(token.lower) && before?.pos === 'VERB';
  return (
    token.pos === 'VERB' &&
    /[^e]ed$/.test(token.lower) &&
    token.lemma !== token.lower &&
    ((before?.pos === 'ADP' && !BARE_AFTER.has(before.lower)) || isOwn)
  );
}

/**
 * Words that put a noun in a place of a sequence or a text and so take "the", with any singular noun: "in last
 * decade" → "in the last decade", "in next section", "with same method". The calendar units that "last" and "next"
 * name alone ("by next year", "until last week") are not counted.
 */
const POSITION_WORDS = /^(?:last|next|same|following|latter|former)$/;
const CALENDAR_UNITS = /^(?:year|week|month|day|night|time|term|semester|weekend|summer|winter|spring|autumn|fall|season)$/;

/** Nouns naming a part of a thing, which take "the" before "of": "at end of the test" → "at the end of". */
const PART_NOUNS = /^(?:end|beginning|start|middle|top|bottom|centre|center|edge|surface|rest|onset|base)$/;
const PART_PREPOSITIONS = /^(?:at|in|by|until|till|near|towards|toward|from)$/;

/**
 * Whether a determiner opens the words before `at` (at most `reach` of them, each of a part of speech in
 * `modifiers`): "a block recall", "the proposed", "a certain numbered".
 */
function isInsideNounPhrase(
  tokens: readonly TToken[],
  at: number,
  reach = 4,
  modifiers = ['NOUN', 'ADJ', 'ADV', 'VERB'],
): boolean {
  for (let i = at - 1; i >= Math.max(0, at - reach); i -= 1) {
    const token = tokens[i] as TToken;
    if (token.pos === 'DET' || token.pos === 'NUM' || token.pos === 'PROPN' || /^['’]s?$/.test(token.text)) return true;
    if (token.pos === 'PRON') return /^(?:my|our|your|his|her|its|their|this|that|these|those)$/.test(token.lower);
    if (!modifiers.includes(token.pos)) return false;
  }
  return false;
}

/** Whether the word before a noun phrase leaves it needing an article: a verb, "be" or a preposition. */
export function needsArticleAfter(tokens: readonly TToken[], at: number, noun: TToken, hasModifiers: boolean): boolean {
  const trigger = tokens[at];
  const previous = tokens[at - 1];
  // Part of a compound ("nurse-led approach", "zirconium-based framework") is not the word before the phrase.
  if (!trigger || (previous && previous.end === trigger.start)) return false;
  if (trigger.pos === 'AUX') return BE_FORMS.has(trigger.lower) || HAVE_FORMS.has(trigger.lower);
  if (trigger.pos === 'VERB') {
    if (NAMING_VERBS.test(trigger.lower)) return false;
    // The tagger reads some nouns and adjectives as verbs. A base form after a determiner and words that may
    // modify a noun, after a preposition or opening a clause is a noun ("a backward block recall task", "from
    // upload answer", ", then file manager"); a participle after a preposition or a determiner, or in a list,
    // is an adjective ("per referred researcher", "a physically based model", "a retried or duplicated job");
    // so is an -ing form inside a noun phrase ("the selected checksumming algorithm").
    if (previous?.pos === 'CCONJ' || previous?.text === ',') return false;
    // "Streaming text decoder that…": an -ing form opening the sentence modifies the noun of a title-like phrase.
    if (at === 0 && /ing$/.test(trigger.lower)) return false;
    if (trigger.lower === trigger.lemma) {
      const opensClause = previous?.pos === 'ADV' && (at < 2 || tokens[at - 2]?.pos === 'PUNCT');
      // After a singular noun a base form is no finite verb: "Page zoom factor" is a compound.
      const afterSingular = previous?.pos === 'NOUN' && previous.lemma === previous.lower;
      if (previous?.pos === 'ADP' || opensClause || afterSingular || isInsideNounPhrase(tokens, at)) return false;
    } else if (previous?.pos === 'ADP' && !/ing$/.test(trigger.lower)) return false;
    else if (/ing$/.test(trigger.lower) ? isInsideNounPhrase(tokens, at) : isInsideNounPhrase(tokens, at, 3, ['ADJ', 'ADV']))
      return false;
    return !(FIXED_VERB_NOUN.test(trigger.lower) && FIXED_WITH_VERB.has(noun.lower));
  }
  // "works as engineer": a job a person does, after a verb of work, takes an article ("as control" does not).
  if (trigger.lower === 'as' && WORK_VERBS.test(previous?.lower ?? '') && PERSON_NOUNS.test(noun.lower)) {
    return !ROLE_NOUNS.has(noun.lower);
  }
  if (trigger.lower === 'by' && namesDoer(tokens, at, noun)) return true;
  if (trigger.pos !== 'ADP' || BARE_AFTER.has(trigger.lower)) return false;
  if (trigger.lower === 'of' && KIND_OF.has(tokens[at - 1]?.lower ?? '')) return false;
  const pair = `${trigger.lower} ${noun.lower}`;
  return hasModifiers || !(FIXED_PREPOSITION_NOUN.has(pair) || MORE_FIXED_PREPOSITION_NOUN.has(pair));
}

/**
 * A finding that puts an article in: `flagged` is replaced by `replacement` ("end" → "the end", "such" → "such a",
 * "Aim" → "The aim"); the message shows the replacement followed by `shown` when that is another word.
 */
function articleLint(noun: TToken, flagged: TToken, replacement: string, shown: TToken = flagged): TLint {
  const correction = shown === flagged ? replacement : `${replacement} ${shown.text}`;
  return {
    kind: 'Grammar',
    start: flagged.start,
    end: flagged.end,
    message: `“${noun.text}” is a singular countable noun and needs an article: “${correction}”.`,
    messageKey: 'article-missing',
    messageValues: { noun: noun.text, correction },
    suggestions: [replaceWith(replacement)],
  };
}

/**
 * A sentence opened by a bare singular countable noun and "of", with a finite verb later: "Aim of this study was
 * to" → "The aim of this study". A caption or a heading without a verb ("Effect of nitrogen on yield.") is left
 * alone, and so is a label whose only verb is in a relative clause ("Number of events that were processed.").
 */
function openingNounLint(tokens: readonly TToken[]): TLint | undefined {
  const [noun, of] = tokens;
  if (noun?.pos !== 'NOUN' || !/^\p{Lu}\p{Ll}+$/u.test(noun.text) || of?.lower !== 'of') return undefined;
  if (!(isCountableNoun(noun.lower) || OPENING_MEASURE_NOUNS.has(noun.lower)) || noun.lemma !== noun.lower) return undefined;
  // The main verb: a finite verb before any relative word or mark ("Number of events that were processed" is a
  // noun phrase with a relative clause, a label rather than a sentence).
  const end = tokens.findIndex((token, i) => i > 1 && (RELATIVES.has(token.lower) || token.pos === 'PUNCT'));
  const clause = tokens.slice(2, end < 0 ? undefined : end);
  // A past in -ed counts when an adverb in -ly or an object follows it ("decreased sharply", "reduced the yield"), not
  // a participle before its phrase ("Number of requests observed in").
  const isPastWithFollower = (token: TToken, i: number) =>
    token.pos === 'VERB' &&
    /ed$/.test(token.lower) &&
    token.lemma !== token.lower &&
    (/ly$/.test(clause[i + 1]?.lower ?? '') || clause[i + 1]?.pos === 'DET');
  const isFiniteVerb = (token: TToken, i: number) =>
    /^(?:is|are|was|were|has|have)$/.test(token.lower) || isFiniteLexical(token) || isPastWithFollower(token, i);
  if (!clause.some(isFiniteVerb)) return undefined;
  return articleLint(noun, noun, `The ${noun.lower}`);
}

/** A lexical verb in its -s form: "shows" (a form in -ed may be a participle: "Number of requests observed in"). */
const isFiniteLexical = (token: TToken) => token.pos === 'VERB' && /[^s]s$/.test(token.lower) && token.lemma !== token.lower;

/**
 * A singular countable noun without an article: "We measured sample at 20 °C" → "a sample" or "the sample",
 * "This is important result" → "an important result". Only nouns of COUNTABLE_NOUNS, in lower case, heading
 * their phrase (not "sample size"), after a verb, "be" or a preposition (not after a determiner, a possessive, a
 * number or another noun, nor in an idiom such as "for example", "by hand", "take advantage"), in a sentence of
 * running prose (not a heading). A noun written twice nearby ("from site to site", "step by step") is left
 * alone. "the" is the only suggestion before "same", "first" or a superlative; after "be" with nothing after
 * the noun, "a" or "an" is; otherwise both are offered, and a digital edit, which applies only a sure
 * suggestion, leaves the sentence as it is. Also: "the" before any singular noun placed by "last", "next", "same",
 * "following" after a preposition ("in last decade"; not the calendar units "by next year"), before a part "of"
 * something ("at end of"), and before a sentence's opening noun and "of" when a verb follows ("Aim of this study
 * was"); "such a" for "such" before a countable noun ("such method"; not "no such method"); a participle after a
 * preposition counts as an adjective ("in treated group").
 */
export function missingArticleLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  if (!isRunningProse(tokens)) return lints;
  const opening = openingNounLint(tokens);
  if (opening) lints.push(opening);
  for (const [index, noun] of tokens.entries()) {
    const before = tokens[index - 1];
    // The tagger reads some nouns right after "be" as verbs ("He is engineer", "It is tool for this").
    const isNounAfterBe = noun.pos === 'VERB' && before?.pos === 'AUX' && BE_FORMS.has(before.lower);
    if (!(noun.pos === 'NOUN' || isNounAfterBe) || noun.text !== noun.lower || noun.lemma !== noun.lower) continue;
    const next = tokens[index + 1];
    const from = modifiersBefore(tokens, index);
    const modifiers = tokens.slice(from, index);
    const hasPosition =
      modifiers.length > 0 &&
      POSITION_WORDS.test(modifiers[0]?.lower ?? '') &&
      !isInCompound(tokens, from) &&
      tokens[from - 1]?.pos === 'ADP' &&
      !CALENDAR_UNITS.test(noun.lower);
    const isPartOf =
      PART_NOUNS.test(noun.lower) && next?.lower === 'of' && PART_PREPOSITIONS.test(before?.lower ?? '') && from === index;
    if (isPartOf) {
      // "at end of the season" → "at the end of": the noun's place makes it definite.
      lints.push(articleLint(noun, noun, `the ${noun.text}`));
      continue;
    }
    // "signed consent form": a noun countable as a compound's head, not after "in" ("in tablet form").
    const isCompoundHead =
      COMPOUND_HEADS.has(noun.lower) && modifiers.at(-1)?.pos === 'NOUN' && !/^(?:in|into)$/.test(tokens[from - 1]?.lower ?? '');
    if (!isCountableNoun(noun.lower) && !hasPosition && !isCompoundHead) continue;
    if (!endsItsPhrase(tokens, index)) continue;
    // A post held by one person is named without an article: "She is professor of chemistry", "was manager at".
    if (ROLE_NOUNS.has(noun.lower) && /^(?:of|at|for)$/.test(next?.lower ?? '')) continue;
    if (isEmphasisOn(tokens, from, next)) continue;
    // "such method" → "such a method": "such" comes before the article of a singular countable noun.
    // "no such method", "one such site", "any such case" have their determiner.
    const beforeSuch = tokens[from - 1];
    const isBareSuch =
      !beforeSuch || !(['DET', 'NUM'].includes(beforeSuch.pos) || /^(?:no|one|any|each|every|another)$/.test(beforeSuch.lower));
    if (modifiers[0]?.lower === 'such' && isCountableNoun(noun.lower) && isBareSuch) {
      const word = modifiers[1] ?? noun;
      lints.push(articleLint(noun, modifiers[0], `such ${takesAn(word.text) ? 'an' : 'a'}`, word));
      continue;
    }
    if (modifiers.some((word) => NO_ARTICLE_WITH.has(word.lower))) continue;
    if (!needsArticleAfter(tokens, from - 1, noun, modifiers.length > 0)) continue;
    // A sentence's first word read as a verb may be a noun of a title-like phrase ("File task or the suite", "Page
    // zoom factor (CSS …)"): only a mark or a preposition after the noun shows an imperative's object.
    if (from === 1 && tokens[0]?.pos === 'VERB' && (next?.pos === 'CCONJ' || next?.text === '(')) continue;
    const nearby = tokens.slice(Math.max(0, index - 3), index + 4);
    if (nearby.filter((token) => token.lower === noun.lower).length > 1) continue;
    const first = wholeWord(tokens, from, index);
    const indefinite = (takesAn(first.text) ?? /^(?:8|11|18)(?!\d)|^8\d/.test(first.text)) ? 'an' : 'a';
    const trigger = tokens[from - 1] as TToken;
    // "with first-order model" is "a first-order model": a word of a hyphenated modifier does not make it definite.
    const isDefinite = modifiers.some(
      (word) =>
        (DEFINITE_ONLY.test(word.lower) && !isInCompound(tokens, tokens.indexOf(word))) ||
        /^(?:present|current|proposed)$/.test(word.lower) ||
        (/[^e]est$/.test(word.lower) && word.lemma !== word.lower),
    );
    const isPredicate = BE_FORMS.has(trigger.lower) && (!next || /^[.;:!?]$/.test(next.text));
    const articles = isDefinite ? ['the'] : isPredicate ? [indefinite] : [indefinite, 'the'];
    const corrections = articles.map((article) => `${article} ${first.text}`);
    lints.push(missingArticleLint(noun, first, corrections));
  }
  return lints;
}

/** A finding that replaces `flagged` by one of `corrections`, each with the article `noun` lacks ("a sample", "the sample"). */
export function missingArticleLint(
  noun: TToken,
  flagged: TToken,
  corrections: readonly string[],
  /** The last word the corrections replace, when they replace more than `flagged` ("Such approach" → "Such an approach"). */
  through: TToken = flagged,
): TLint {
  return {
    kind: 'Grammar',
    start: flagged.start,
    end: through.end,
    message: `“${noun.text}” is a singular countable noun and needs an article: “${corrections.join('” or “')}”.`,
    messageKey: 'article-missing',
    messageValues: { noun: noun.text, correction: corrections.join(' / ') },
    suggestions: corrections.map(replaceWith),
  };
}

/** Words that open a clause whose subject follows: "suggest that the education plays". */
const CLAUSE_OPENERS = /^(?:that|because|since|although|though|while|whereas|if)$/;

/** Whether the words from `at` on make a statement about a thing in general: "is essential", "plays a key role". */
function isGenericPredicate(tokens: readonly TToken[], at: number): boolean {
  const verb = tokens[at];
  if (!verb) return false;
  const rest = tokens.slice(at + 1, at + 6);
  if (/^plays?$/.test(verb.lower)) return rest.some((token) => token.lower === 'role' || token.lower === 'part');
  if (!/^(?:is|are|remains|becomes)$/.test(verb.lower)) return false;
  let from = 0;
  while (rest[from] && (rest[from]?.pos === 'ADV' || /^(?:an?|one|of|the|most)$/.test(rest[from]?.lower ?? ''))) from += 1;
  if (GENERIC_PREDICATES.test(rest[from]?.lower ?? '')) return true;
  // "The honesty is the best policy", "The pollution is a serious threat": a noun that judges the thing in general.
  while (rest[from]?.pos === 'ADJ') from += 1;
  // Only of abstract nouns: "The water is a threat to the foundations" may be this water.
  const noun = tokens[at - 1]?.lower ?? '';
  return (
    ABSTRACT_GENERIC.test(noun) && GENERIC_JUDGEMENTS.test(rest[from]?.lower ?? '') && /^(?:an?|the)$/.test(rest[0]?.lower ?? '')
  );
}

/**
 * "the" before a noun meant in general, where learners put it and English has none, in two sure patterns only:
 * the sentence's subject followed by a general statement ("The water is essential for life" → "Water is
 * essential…"; not "The water was filtered", not "The water in the tank is…"), and the object of "essential
 * for", "important to" and the like that ends the clause ("is important for the health." → "for health.").
 * Nouns such as "information" or "research" are left alone: "the information is useful" is said of a
 * particular piece of it.
 */
export function genericTheLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  // The subject of the sentence or of a clause that "that", "because" and the like open: "The water is essential",
  // "suggest that the education plays a key role".
  for (const [index, first] of tokens.entries()) {
    const noun = tokens[index + 1];
    // "In many countries, the education plays": after an opening phrase without a verb.
    const afterOpening =
      tokens[index - 1]?.text === ',' &&
      ['ADP', 'ADV'].includes(tokens[0]?.pos ?? '') &&
      !tokens.slice(0, index - 1).some((token) => ['VERB', 'AUX', 'PUNCT'].includes(token.pos));
    const opensClause =
      index === 0
        ? first.text === 'The'
        : first.text === 'the' && (CLAUSE_OPENERS.test(tokens[index - 1]?.lower ?? '') || afterOpening);
    if (!opensClause || !noun || noun.pos !== 'NOUN' || noun.text !== noun.lower || !GENERIC_NOUNS.has(noun.lower)) continue;
    // "The nature has provided many compounds": "nature" with a finite verb is nature in general ("the nature of" is not).
    const verb = tokens[index + 2];
    const isNatureDoing =
      noun.lower === 'nature' &&
      !!verb &&
      (verb.pos === 'AUX' || /^(?:provides|offers|gives|creates|produces|makes|contains|holds|teaches|abhors)$/.test(verb.lower));
    if (!isGenericPredicate(tokens, index + 2) && !isNatureDoing) continue;
    const correction = index === 0 ? capitalised(noun.text) : noun.text;
    lints.push(genericCorrectionLint(first, noun, correction));
  }
  for (const [index, token] of tokens.entries()) {
    const [preposition, article, object, after] = tokens.slice(index + 1, index + 5);
    if (token.pos !== 'ADJ' || !GENERIC_PREDICATES.test(token.lower) || !preposition || !article || !object) continue;
    if (!/^(?:for|to)$/.test(preposition.lower) || article.lower !== 'the' || !GENERIC_NOUNS.has(object.text)) continue;
    if (after && !/^[.,;]$/.test(after.text)) continue;
    lints.push(genericLint(article, object, object.start));
  }
  return lints;
}
