import { inWritersSpelling, type TLint } from '../lint.ts';
import { nounSubjectEnd } from './clauses.ts';
import { thirdPersonOf } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';
import { isPastOf } from './time-tense.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';
import { isIndirectQuestion, questionPhraseEnd, wordOrderLint } from './word-order.ts';

/** Negative adverbs that, opening a sentence, put the auxiliary before the subject: "Rarely did the patients report". */
const NEGATIVE_OPENERS = new Set(['rarely', 'seldom', 'hardly', 'scarcely', 'never', 'nowhere']);
/** Phrases of three words with "no" that do the same: "In no case", "At no time", "Under no circumstances". */
const NO_PHRASES = /^(?:in no case|at no time|under no circumstances|on no account|in no way|at no point)$/;
const SUBJECT_PRONOUNS = /^(?:we|they|it|he|she|i|you)$/;
/** Adverbs of time that "only" makes an opener with inversion: "Only recently have researchers begun". */
const ONLY_TIMES = /^(?:recently|now|afterwards|lately)$/;
/** Determiners that open a subject nounSubjectEnd does not take: "a large cohort", "such a large cohort". */
const OTHER_OPENERS = /^(?:a|an|such|most|many|some|all|both|no)$/;

/**
 * Where a subject that starts at `at` ends (the index after it), or -1: a subject pronoun, a noun phrase of a
 * determiner, up to four adjectives or nouns and an "of" phrase, or one opened by "a", "such a", "most".
 */
function subjectEnd(tokens: readonly TToken[], at: number): number {
  const first = tokens[at];
  if (!first) return -1;
  if (SUBJECT_PRONOUNS.test(first.lower) && first.pos === 'PRON') return at + 1;
  const end = nounSubjectEnd(tokens, at);
  if (end < 0 && ['ADJ', 'NOUN'].includes(first.pos) && !OTHER_OPENERS.test(first.lower)) {
    // A bare plural: "Only recently researchers have", "Rarely young farmers use".
    let i = at;
    while (i - at < 4 && ['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '')) i += 1;
    const head = tokens[i - 1];
    return head?.pos === 'NOUN' && head.lower !== head.lemma && /s$/.test(head.lower) ? i : -1;
  }
  if (end >= 0 || !OTHER_OPENERS.test(first.lower)) return end;
  let i = first.lower === 'such' && /^(?:a|an)$/.test(tokens[at + 1]?.lower ?? '') ? at + 2 : at + 1;
  const from = i;
  while (i - from < 4 && ['ADJ', 'NOUN'].includes(tokens[i]?.pos ?? '')) i += 1;
  return i > from && tokens[i - 1]?.pos === 'NOUN' ? i : -1;
}

const textOf = (words: readonly TToken[]) => words.map((word) => word.text).join(' ');

/**
 * A negative opener without the inversion of its clause: "Rarely the patients reported" → "Rarely did the patients
 * report", "Hardly the experiment had started" → "had the experiment", "Never before such a large cohort had been",
 * "In no case the measured value exceeded". After a comma the clause keeps its order, and so does "Never" alone
 * before a subject that a verb of its own does not follow.
 */
function negativeOpenerLint(tokens: readonly TToken[]): TLint | null {
  const [first, second, third] = tokens;
  if (!first || !/^\p{Lu}/u.test(first.text)) return null;
  let start = -1;
  if (NEGATIVE_OPENERS.has(first.lower) && first.pos === 'ADV')
    start = /^(?:before|ever|once|again)$/.test(second?.lower ?? '') ? 2 : 1;
  else if (second && third && NO_PHRASES.test(`${first.lower} ${second.lower} ${third.lower}`)) start = 3;
  // "Only recently researchers have begun" → "have researchers": "only" and an adverb of time ("Only recently
  // described species were included" has no clause after the adverb: its participle modifies the subject).
  else if (first.lower === 'only' && ONLY_TIMES.test(second?.lower ?? '') && third?.pos !== 'VERB' && third?.pos !== 'ADJ')
    start = 2;
  if (start < 0) return null;
  const end = subjectEnd(tokens, start);
  const verb = tokens[end];
  if (end < 0 || !verb) return null;
  const subject = textOf(tokens.slice(start, end));
  const words = tokens.slice(start, end + 1);
  if (verb.pos === 'AUX' && /^(?:has|have|had|is|are|was|were|can|could|will|would|should|may|might|must)$/.test(verb.lower))
    return ['VERB', 'AUX', 'ADJ'].includes(tokens[end + 1]?.pos ?? '') ? wordOrderLint(words, `${verb.text} ${subject}`) : null;
  if (verb.pos !== 'VERB' || !/^[a-z]+$/.test(verb.lower) || /ing$/.test(verb.lower)) return null;
  const object = tokens[end + 1];
  if (!object || object.pos === 'PUNCT') return null;
  // A British past too: "Only recently researchers analysed" → "did researchers analyse".
  if (verb.lower !== verb.lemma && isPastOf(verb.lower, pastTenseOf(verb.lemma)))
    return wordOrderLint(words, `did ${subject} ${inWritersSpelling(verb.lemma, verb.lower, verb.lemma)}`);
  if (verb.lower !== verb.lemma && verb.lower === thirdPersonOf(verb.lemma))
    return wordOrderLint(words, `does ${subject} ${verb.lemma}`);
  const isPluralSubject = /^(?:we|they|i|you)$/.test(subject.toLowerCase()) || tokens[end - 1]?.lower !== tokens[end - 1]?.lemma;
  return verb.lower === verb.lemma && isPluralSubject ? wordOrderLint(words, `do ${subject} ${verb.lemma}`) : null;
}

/** Verbs that "what" cannot be the subject of before an object: "explain what means this term" → "what this term means". */
const NOT_WHAT_SUBJECT = /^(?:mean|say|think|want|prefer|expect|believe|feel|consider|like)$/;

/**
 * A lexical verb before the subject of an indirect question: "understand how works the immune system" → "how the
 * immune system works", "explain what means this term", "about how much time spend the students" → "how much time
 * the students spend". "how", "why", "where" and "when" are never the subject; "what" only of some verbs; a question
 * phrase with a noun ("how much water") only when the verb does not agree with it.
 */
function lexicalQuestionLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index];
  if (!word || !/^(?:how|why|where|when|what)$/.test(word.lower) || tokens.at(-1)?.text === '?') return null;
  if (!isIndirectQuestion(tokens, index)) return null;
  const at = questionPhraseEnd(tokens, index);
  const verb = tokens[at];
  if (verb?.pos !== 'VERB' || !/^[a-z]+$/.test(verb.text) || /(?:ing|ed)$/.test(verb.lower)) return null;
  const isThird = verb.lower !== verb.lemma && verb.lower === thirdPersonOf(verb.lemma);
  const isBase = verb.lower === verb.lemma;
  if (!isThird && !isBase) return null;
  const hasPhraseNoun = tokens[at - 1]?.pos === 'NOUN';
  if (hasPhraseNoun && (!isBase || tokens[at - 1]?.lower !== tokens[at - 1]?.lemma)) return null;
  if (word.lower === 'what' && !NOT_WHAT_SUBJECT.test(verb.lemma)) return null;
  const end = nounSubjectEnd(tokens, at + 1);
  if (end < 0) return null;
  // The subject agrees with the verb: "works the immune system", "spend the students".
  const head = tokens[end - 1] as TToken;
  const isPluralHead = head.lower !== head.lemma;
  if (isThird === isPluralHead) return null;
  return wordOrderLint(tokens.slice(at, end), `${textOf(tokens.slice(at + 1, end))} ${verb.text}`);
}

const SIZE = /^(?:small|large|big|little|tiny|huge|long|short|tall|wide|narrow|thick|thin|deep|shallow)$/;
const AGE = /^(?:old|young|ancient|new)$/;
const SHAPE = /^(?:round|square|rectangular|circular|cylindrical|spherical|conical|triangular|oval|flat)$/;
const COLOUR = /^(?:red|blue|green|yellow|black|white|grey|gray|brown|orange|purple|pink)$/;
const MATERIAL =
  /^(?:plastic|glass|steel|metal|metallic|iron|aluminium|aluminum|copper|paper|cotton|rubber|wooden|ceramic|stone|nylon|silicone|woollen|leather)$/;
/** Adjectives of origin: nationalities, written with a capital. */
const ORIGIN =
  /^(?:Japanese|Chinese|Korean|Brazilian|Portuguese|Spanish|Mexican|Argentinian|Chilean|Colombian|Peruvian|American|Canadian|British|English|French|German|Italian|Dutch|Swedish|Norwegian|Danish|Finnish|Russian|Indian|Thai|Vietnamese|Indonesian|Australian|African|European|Asian)$/;

/** The place of an adjective in the usual order (size, age, shape, colour, origin, material), or -1. */
function rankOf(word: TToken): number {
  if (ORIGIN.test(word.text)) return 4;
  if (word.text !== word.lower) return -1;
  const ranks = [SIZE, AGE, SHAPE, COLOUR];
  const rank = ranks.findIndex((pattern) => pattern.test(word.lower));
  return rank >= 0 ? rank : MATERIAL.test(word.lower) ? 5 : -1;
}

/**
 * Adjectives before a noun out of their usual order: "a plastic red small container" → "small red plastic", "a
 * rectangular large tank" → "large rectangular", "a Japanese new study" → "new Japanese". Only a run that a determiner,
 * a number or a preposition opens and a noun closes; "new" before a size is left alone ("a new large cohort"), and
 * a material before one adjective is materialOrderLints' (word-placement.ts).
 */
function adjectiveOrderLint(tokens: readonly TToken[], index: number): TLint | null {
  const before = tokens[index - 1];
  if (!before || !['DET', 'NUM', 'ADP'].includes(before.pos) || rankOf(tokens[index] as TToken) < 0) return null;
  let end = index;
  while (end - index < 3 && tokens[end] && rankOf(tokens[end] as TToken) >= 0) end += 1;
  const noun = tokens[end];
  if (end - index < 2 || !noun || !['NOUN', 'PROPN'].includes(noun.pos) || rankOf(noun) >= 0 || tokens[end + 1]?.text === '-')
    return null;
  const run = tokens.slice(index, end);
  const ranks = run.map(rankOf);
  if (ranks.every((rank, i) => i === 0 || (ranks[i - 1] as number) <= rank)) return null;
  if (run.length === 2 && ranks[0] === 5) return null;
  if (run.length === 2 && ranks[0] === 1 && ranks[1] === 0) return null;
  // An origin first names a kind or a population ("African green monkeys", "Korean young adults", "African large
  // herbivores"); only "new" after it is out of order ("a Korean new survey").
  if (ranks[0] === 4 && run[1]?.lower !== 'new') return null;
  // "the Chinese new year", "the Spanish new moon": "new" and its noun are a term.
  if (run.at(-1)?.lower === 'new' && /^(?:year|years|moon|world|testament)$/.test(noun.lower)) return null;
  const sorted = [...run].sort((a, b) => rankOf(a) - rankOf(b));
  const words = sorted.map((word) => word.text);
  if (/^\p{Lu}/u.test(run[0]?.text ?? '') && !ORIGIN.test(run[0]?.text ?? '')) return null;
  return wordOrderLint(run, words.join(' '));
}

const NUMBER_WORDS = /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)$/;
/** Verbs an adjective completes ("turned yellow", "painted white", "stayed green"): a number after it opens a new phrase. */
const COMPLETED_VERBS =
  /^(?:turn|become|remain|stay|grow|go|get|keep|look|appear|seem|paint|dye|stain|colour|color|make|leave|render|come|run|prove|cut|set|wash|rinse|shake|spray)$/;
/** Units of time and count after a number: "two weeks after", "three times", "two days longer". */
const TIME_UNITS =
  /^(?:times|seconds|minutes|hours|days|weeks|months|years|decades|generations|cycles|passages|rounds|nights|sessions|more|fold)$/;

/** An adjective before a number: "found old two wooden bridges" → "two old". */
function numberAfterAdjectiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  const number = tokens[index + 1];
  const next = tokens[index + 2];
  if (rankOf(word) < 0 || word.text !== word.lower || !number || !NUMBER_WORDS.test(number.lower) || !next) return null;
  const verb = tokens[index - 1];
  if (!verb || !['VERB', 'ADP'].includes(verb.pos) || !['NOUN', 'ADJ'].includes(next.pos) || next.text === '-') return null;
  if (COMPLETED_VERBS.test(verb.lemma) || TIME_UNITS.test(next.lower) || TIME_UNITS.test(tokens[index + 3]?.lower ?? ''))
    return null;
  return wordOrderLint([word, number], `${number.text} ${word.text}`);
}

/** Adjectives that classify a noun and go before it: "the results experimental" → "the experimental results". */
const RELATIONAL =
  /^(?:experimental|numerical|statistical|clinical|theoretical|empirical|analytical|computational|mechanical|thermal|chemical|biological|environmental|financial|economic|spatial|temporal|morphological|genetic|electrical|optical|structural|preliminary|main|principal|previous)$/;
/** Verbs whose object an adjective may follow as its complement: "made the process economic". */
const COMPLEMENT_VERBS = /^(?:make|render|consider|keep|find|deem|call|leave)$/;

/** A plural noun before the adjective that classifies it: "compared the results experimental with" → "experimental results". */
function nounAdjectiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  const adjective = tokens[index + 1];
  const opener = tokens[index - 1];
  const after = tokens[index + 2];
  if (noun.pos !== 'NOUN' || noun.lower === noun.lemma || !adjective || !RELATIONAL.test(adjective.lower)) return null;
  if (!opener || !/^(?:the|these|those|our|their|its)$/.test(opener.lower) || !after) return null;
  if (!/^(?:with|and|of|from|in|were|are|was|is|for|to|,|\.)$/.test(after.lower)) return null;
  if (COMPLEMENT_VERBS.test(tokens[index - 2]?.lemma ?? '')) return null;
  return wordOrderLint([noun, adjective], `${adjective.text} ${noun.text}`);
}

/** Adjectives of kind that go only before a noun: "an electric oven", "a new method" (not "an oven electric"). */
const KIND_ADJECTIVES =
  /^(?:electric|electronic|digital|new|modern|portable|automatic|numerical|clinical|experimental|tubular|cylindrical|spherical|conical|semi-arid|subtropical|tropical|temperate|Mediterranean)$/;
/** Nouns of degree that "a" opens before an adjective: "a bit tropical", "a touch conical". */
const DEGREE_NOUNS = /^(?:bit|tad|touch|trifle|shade|little|lot|wee)$/;
/** What may follow a noun and its misplaced adjective of kind: a preposition of place, time or means, or a participle. */
const AFTER_KIND = /^(?:at|on|with|by|during|under|based|developed|designed|proposed|described|used|\.|,)$/;

/**
 * A singular noun that "a" or "an" opens before an adjective of kind: "dried in an oven electric at 60 °C" →
 * "electric oven", "dated with a method new based on" → "new method" (the tagger may read "new" as an adverb).
 * Not "new to", "new in" or "new for", where the adjective has its own complement.
 */
function singularNounAdjectiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const [opener, noun, adjective, after] = tokens.slice(index - 1, index + 3);
  if (!/^(?:a|an)$/.test(opener?.lower ?? '') || noun?.pos !== 'NOUN' || noun.lower !== noun.lemma) return null;
  // "a bit tropical", "a tad conical": a noun of degree before its adjective.
  if (DEGREE_NOUNS.test(noun.lower)) return null;
  // "a climate semi-arid with": the tagger reads a hyphenated adjective as a noun.
  const isHyphenated = adjective?.pos === 'NOUN' && adjective.text.includes('-');
  if (!adjective || !KIND_ADJECTIVES.test(adjective.text) || (!['ADJ', 'ADV'].includes(adjective.pos) && !isHyphenated))
    return null;
  if (!AFTER_KIND.test(after?.lower ?? '')) return null;
  return wordOrderLint([noun, adjective], `${adjective.text} ${noun.text}`);
}

/** Adjectives of a condition's course, which go before the condition: "chronic pain", "acute infection". */
const COURSE_ADJECTIVES = /^(?:chronic|acute)$/;
/** Finite verbs of a clause after its subject: "Patients with pain chronic were excluded". */
const CLAUSE_VERBS = /^(?:was|were|is|are|had|have|has|received|reported|showed|underwent|did)$/;

/**
 * "Patients with pain chronic were excluded" → "chronic pain": a noun, "with", a bare singular noun, "chronic" or
 * "acute", and the clause's finite verb. "with pain, chronic or acute", "with pain chronic enough to", "with the
 * disease chronic" (an absolute phrase) and "with disease stable" (not a course) are left alone.
 */
function courseAdjectiveLint(tokens: readonly TToken[], index: number): TLint | null {
  const [owners, withWord, noun, adjective, verb] = tokens.slice(index - 1, index + 4);
  if (withWord?.lower !== 'with' || owners?.pos !== 'NOUN') return null;
  if (noun?.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma !== noun.lower) return null;
  if (!adjective || !COURSE_ADJECTIVES.test(adjective.text)) return null;
  if (!verb || !CLAUSE_VERBS.test(verb.lower) || !/^(?:AUX|VERB)$/.test(verb.pos)) return null;
  return wordOrderLint([noun, adjective], `${adjective.text} ${noun.text}`);
}

/** Verbs that link a subject to its complement: "What we have seems enough". */
const LINKING = /^(?:seem|look|appear|prove|feel|remain|stay|become|sound|get|grow|turn)$/;

/** "enough" after the noun it counts, as the object of "have": "did not have samples enough to" → "enough samples". */
function enoughAfterNounLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  const enough = tokens[index + 1];
  // "did not have replicates enough": a plural the tagger reads as a verb after "have", taken only after a negated
  // or infinitive "have" ("What we have seems enough", "We have reasons enough" are left alone) and never a
  // linking verb ("seems", "looks", "proves").
  const isPlural =
    noun.pos === 'VERB' &&
    /[a-z]s$/.test(noun.text) &&
    noun.lower !== noun.lemma &&
    !LINKING.test(noun.lemma) &&
    /^(?:not|n't|to|never)$/.test(tokens[index - 2]?.lower ?? '');
  if (enough?.lower !== 'enough' || (noun.pos !== 'NOUN' && !isPlural) || tokens[index - 1]?.lemma !== 'have') return null;
  if (!/^(?:to|for|\.|,)$/.test(tokens[index + 2]?.lower ?? '')) return null;
  return wordOrderLint([noun, enough], `enough ${noun.text}`);
}

/** "also" after a passive's participle before "to": "The teachers were asked also to complete" → "also asked". */
function alsoAfterParticipleLint(tokens: readonly TToken[], index: number): TLint | null {
  const participle = tokens[index] as TToken;
  const also = tokens[index + 1];
  if (also?.lower !== 'also' || tokens[index + 2]?.lower !== 'to' || participle.pos !== 'VERB') return null;
  if (!/^(?:is|are|was|were|been|be)$/.test(tokens[index - 1]?.lower ?? '') || !/(?:ed|en|wn|ne|t)$/.test(participle.lower))
    return null;
  return wordOrderLint([participle, also], `${also.text} ${participle.text}`);
}

const PATTERNS = [
  alsoAfterParticipleLint,
  lexicalQuestionLint,
  adjectiveOrderLint,
  numberAfterAdjectiveLint,
  nounAdjectiveLint,
  singularNounAdjectiveLint,
  enoughAfterNounLint,
  courseAdjectiveLint,
];

/**
 * Orders of words a learner carries over: a negative opener without inversion, a lexical verb before the subject
 * of an indirect question, adjectives out of their order or after their noun ("pain chronic"), "enough" after its
 * noun.
 */
export function openerOrderLints(tokens: readonly TToken[]): TLint[] {
  const lints = firstFindingAtEachToken(tokens, PATTERNS);
  const opener = negativeOpenerLint(tokens);
  return opener ? [opener, ...lints] : lints;
}
