import type { TLint } from '../lint.ts';
import { capitalisedAs, IMPERSONAL_ADJECTIVES, needsVerbLint, prepositionGapLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { firstFindingAtEachToken } from './token-patterns.ts';

/**
 * Small words learners leave out of a paper's sentences: "of" after "each"/"one" ("Each (of) the cows"), "than" before
 * "expected", a fixed preposition ("Thanks (to) the", "Apart (from) the", "attention (to) the"), the subject "it" or
 * "there" after an opening phrase ("In this study (it) was found that", "In this region (there) are few roads"), the
 * relative "that" ("the first study (that) examines"), and "be" in a sentence with no verb ("The results (are)
 * consistent with").
 */

const WHOLES = /^(?:the|these|those|them|us|our|their|its|this|my|your)$/;
/** Words of a time after "attention": "paid attention this time". */
const TIMES = /^(?:time|times|whole|moment|day|week|year|night|morning|afternoon|evening|first|last|next|same|while)$/;

/** "Each the cows" → "Each of the cows", "One the main problems" → "One of the": "each"/"one" before a determiner
 * (not "either the … or the", a pair). */
function partOfLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  if (!/^(?:each|one)$/.test(word.lower) || !WHOLES.test(tokens[index + 1]?.lower ?? '')) return null;
  // "no one the", "this one the": "one" as a pronoun of its own.
  if (/^(?:no|any|every|some|the|this|that|which)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  // "the only one the editors accepted", "the last one our lab built": "one" after an adjective, then a relative clause.
  if (
    word.lower === 'one' &&
    (tokens[index - 1]?.pos === 'ADJ' || /^(?:only|first|last|next|same|other)$/.test(tokens[index - 1]?.lower ?? ''))
  )
    return null;
  // "each the same": "the same"/"the other" after "each" may be an apposition.
  if (/^(?:same|other|more|less)$/.test(tokens[index + 2]?.lower ?? '')) return null;
  // A whole of several: "them"/"us", or a determiner and a plural noun ("Each the cows"), not "one the following
  // week", "each their opinion", "the only one the committee approved".
  const whole = tokens[index + 1] as TToken;
  let head = index + 2;
  while (tokens[head]?.pos === 'ADJ' && head < index + 4) head += 1;
  if (!/^(?:them|us)$/.test(whole.lower) && (tokens[head]?.pos !== 'NOUN' || nounNumber(tokens[head] as TToken) !== 'plural'))
    return null;
  return prepositionGapLint(tokens, index, 'of');
}

/** Participles of what was foreseen, that a comparison holds against: "longer (than) expected". */
const FORESEEN = /^(?:expected|anticipated|predicted|planned|intended|assumed|estimated|hoped)$/;

/**
 * "The recovery time was longer expected" → "longer than expected": a comparative right before a participle of what
 * was foreseen, which ends its phrase ("higher expected returns" is an adjective before a noun).
 */
function thanExpectedLint(tokens: readonly TToken[], index: number): TLint | null {
  const [comparative, participle, after] = [tokens[index] as TToken, tokens[index + 1], tokens[index + 2]];
  if (!participle || !FORESEEN.test(participle.lower)) return null;
  const isComparative =
    /^(?:more|less|fewer|better|worse|later|earlier|longer|shorter|higher|lower|greater|larger|smaller|faster|slower)$/.test(
      comparative.lower,
    ) ||
    (/^(?:ADJ|ADV)$/.test(comparative.pos) && /er$/.test(comparative.lower) && comparative.lemma !== comparative.lower);
  // The participle ends its clause or meets a place: "longer expected.", "longer expected in most dogs" (not "better
  // estimated with more data", "better predicted by diet", "more expected than").
  const isEnd = !after || /^[,.;:)]$/.test(after.text) || after.pos === 'CCONJ';
  if (!isComparative || !(isEnd || (after.pos === 'ADP' && !/^(?:by|with|from|than|as|for)$/.test(after.lower)))) return null;
  // "no longer planned", "any longer expected": "longer" of time.
  if (/^(?:no|any)$/.test(tokens[index - 1]?.lower ?? '')) return null;
  return prepositionGapLint(tokens, index, 'than');
}

/**
 * Fixed prepositions left out before a noun phrase: "Thanks the new equipment" → "Thanks to the", "Apart the cost"
 * → "Apart from the", "paid special attention the pupils" → "attention to the".
 */
function fixedPrepositionLint(tokens: readonly TToken[], index: number): TLint | null {
  const word = tokens[index] as TToken;
  const next = tokens[index + 1];
  if (!next || !/^(?:DET|PRON)$/.test(next.pos) || !WHOLES.test(next.lower)) return null;
  const opens = index === 0 || /^[,;:]$/.test(tokens[index - 1]?.text ?? '');
  if (word.lower === 'thanks' && opens) return prepositionGapLint(tokens, index, 'to');
  if (word.lower === 'apart' && opens) return prepositionGapLint(tokens, index, 'from');
  // "paid attention this time", "attention the whole time": a time, not what is attended to.
  if (word.lower !== 'attention' || TIMES.test(tokens[index + 2]?.lower ?? '') || TIMES.test(tokens[index + 3]?.lower ?? ''))
    return null;
  let at = index - 1;
  if (tokens[at]?.pos === 'ADJ') at -= 1;
  return /^(?:pay|draw|give|devote)$/.test(tokens[at]?.lemma ?? '') ? prepositionGapLint(tokens, index, 'to') : null;
}

/** Participles of what a study found or holds, in "(it) was found that": found, shown, observed, known, believed. */
const REPORTED =
  /^(?:found|shown|observed|noted|reported|demonstrated|confirmed|concluded|assumed|expected|believed|known|suggested|hypothesi[sz]ed|argued|estimated|established|proposed|recommended|noticed|determined|verified)$/;
/** Verbs by which a study reports, before "that" (the tagger may read "show" as a noun): "show that (it) is possible". */
const SHOWING =
  /^(?:show|shows|showed|suggest|suggests|suggested|indicate|indicates|indicated|reveal|reveals|revealed|demonstrate|demonstrates|demonstrated|find|finds|found|confirm|confirms|confirmed)$/;
/** Quantifiers that "there" introduces: "(there) are few roads", "(there) have been many studies". */
const EXISTENTIAL = /^(?:no|many|several|some|few|a|an|little|much|numerous)$/;

const OPENING_PREPOSITIONS = /^(?:in|on|at|during|among|within|across|over|throughout|from|for|after|before|under)$/;

/** Where an opening phrase without a verb ends, before `at`: "In this study", "In the past decade,"; -1 if none. */
function openingEnd(tokens: readonly TToken[], at: number): number {
  if (at === 0) return 0;
  const end = tokens[at - 1]?.text === ',' ? at - 1 : at;
  // A preposition of place or time opens it (not "Whether the key is", which the tagger may read as one).
  if (!OPENING_PREPOSITIONS.test(tokens[0]?.lower ?? '') || end > 7 || end < 2) return -1;
  for (let word = 1; word < end; word += 1) if (!/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(tokens[word]?.pos ?? '')) return -1;
  return end;
}

const subjectLint = (tokens: readonly TToken[], first: number, last: number, subject: string): TLint => {
  const words = tokens.slice(first, last + 1).map((token) => token.text);
  const correction = capitalisedAs(words[0] ?? '', `${subject} ${words.join(' ').toLowerCase()}`);
  const token = tokens[first] as TToken;
  return {
    kind: 'Grammar',
    start: token.start,
    end: (tokens[last] as TToken).end,
    message: `The sentence needs its subject: “${correction}”.`,
    messageKey: 'missing-subject',
    messageValues: { word: token.text, correction },
    suggestions: [replaceWith(correction)],
  };
};

/**
 * The subject "it" or "there" left out after an opening phrase (or at the start): "In this study was found that" →
 * "it was found", "Was observed that" → "It was observed", "In this region are few roads" → "there are", "In the past
 * decade, have been many studies" → "there have been"; and after a reporting verb's "that": "show that is possible
 * to" → "that it is possible".
 */
function openingSubjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const be = tokens[index] as TToken;
  if (!/^(?:is|are|was|were|has|have)$/.test(be.lower) || tokens.at(-1)?.text === '?') return null;
  const next = tokens[index + 1];
  if (!next) return null;
  if (/^(?:is|was)$/.test(be.lower) && tokens[index - 1]?.lower === 'that' && SHOWING.test(tokens[index - 2]?.lower ?? '')) {
    const isImpersonal = IMPERSONAL_ADJECTIVES.has(next.lower) && /^(?:to|that)$/.test(tokens[index + 2]?.lower ?? '');
    return isImpersonal ? subjectLint(tokens, index, index, 'it') : null;
  }
  if (openingEnd(tokens, index) < 0) return null;
  if (/^(?:is|was)$/.test(be.lower) && REPORTED.test(next.lower) && tokens[index + 2]?.lower === 'that')
    return subjectLint(tokens, index, index, 'it');
  // "(there) have been many studies": "have been" with no subject; after "is"/"are" the subject may follow the verb
  // ("In the centre is a small courtyard", "Among the survivors were two children").
  if (!/^(?:has|have)$/.test(be.lower) || next.lower !== 'been') return null;
  const [opener, noun] = [tokens[index + 2], tokens[index + 3]];
  if (!opener || !(EXISTENTIAL.test(opener.lower) || opener.pos === 'NUM') || !/^(?:NOUN|ADJ)$/.test(noun?.pos ?? ''))
    return null;
  return subjectLint(tokens, index, index + 1, 'there');
}

/**
 * "This is the first study examines this question" → "study that examines": "be", "the first"/"the only" and a
 * noun, then a present verb of its own with no "that".
 */
function firstThatLint(tokens: readonly TToken[], index: number): TLint | null {
  const [the, rank, noun, verb] = tokens.slice(index, index + 4);
  if (the?.lower !== 'the' || !/^(?:first|only|second|last)$/.test(rank?.lower ?? '') || noun?.pos !== 'NOUN') return null;
  if (!/^(?:is|was)$/.test(tokens[index - 1]?.lower ?? '') || nounNumber(noun) !== 'singular') return null;
  if (verb?.pos !== 'VERB' || !/^[a-z]+s$/.test(verb.text) || verb.lemma === verb.lower) return null;
  return prepositionGapLint(tokens, index + 2, 'that');
}

/** Adjectives of a relation that a subject is said to have, which need "be": "consistent with", "similar to", "able to". */
const PREDICATE_ADJECTIVES = /^(?:consistent|similar|comparable|able|unable|different|identical|equivalent)$/;
/** Adverbs before a participle or an adjective in a predicate: "widely used", "very motivated". */
const PREDICATE_ADVERBS =
  /^(?:widely|commonly|frequently|often|generally|usually|mainly|mostly|very|highly|also|not|well|still|rarely)$/;

/**
 * "The results consistent with previous reports" → "results are consistent", "This method widely used in" → "method
 * is widely used": a sentence that opens with a determiner and its noun, then a predicate adjective, or an adverb and
 * a participle, and has no finite verb at all (a verb after "to" or an -ing form is not one).
 */
function noVerbBeLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  if (noun.pos !== 'NOUN' || index < 1 || index > 4 || tokens.at(-1)?.text !== '.') return null;
  if (!/^(?:the|this|these|those|our|their|its|such|most|all)$/.test(tokens[0]?.lower ?? '')) return null;
  for (let at = 1; at < index; at += 1) if (!/^(?:ADJ|NOUN|NUM)$/.test(tokens[at]?.pos ?? '')) return null;
  const next = tokens[index + 1];
  const after = tokens[index + 2];
  if (!next || !after) return null;
  const isAdjective = PREDICATE_ADJECTIVES.test(next.lower) && /^(?:with|to|from|for|in)$/.test(after.lower);
  // "The composer frequently used modal harmonies": a participle before an object is the clause's past.
  const hasObject = after.pos === 'VERB' && /^(?:DET|NOUN|NUM|PRON)$/.test(tokens[index + 3]?.pos ?? '');
  const isAdverbed =
    PREDICATE_ADVERBS.test(next.lower) &&
    (after.pos === 'ADJ' || (after.pos === 'VERB' && /(?:ed|en|wn)$/.test(after.lower) && !hasObject));
  // "This species found mainly in", "The new policy expected to raise": a participle, then an adverb or "to".
  const isParticiple =
    next.pos === 'VERB' &&
    next.lemma !== next.lower &&
    /(?:ed|en|wn|nd)$/.test(next.lower) &&
    (/^(?:mainly|mostly|widely|commonly|only|primarily|largely)$/.test(after.lower) ||
      (/^(?:expected|required|supposed|designed|intended|thought|believed|known|considered)$/.test(next.lower) &&
        after.lower === 'to'));
  if (!isAdjective && !isAdverbed && !isParticiple) return null;
  const hasVerb = tokens.some(
    (token, at) =>
      at !== index + 2 &&
      at !== index + 1 &&
      (token.pos === 'AUX' ||
        (token.pos === 'VERB' &&
          tokens[at - 1]?.lower !== 'to' &&
          !/ing$/.test(token.lower) &&
          // A participle after its noun, before a preposition or the end, is a reduced relative ("studies conducted
          // in Japan"); before an object or an adverb it is the verb ("the control showed no change").
          !(at > index + 2 && /ed$/.test(token.lower) && isReducedRelative(tokens, at)))),
  );
  if (hasVerb) return null;
  // "species", "series": a noun of either number takes "is" first.
  const [present, past] = nounNumber(noun) === 'plural' ? ['are', 'were'] : ['is', 'was'];
  return needsVerbLint(tokens, index, index + 1, [`${noun.text} ${present} ${next.text}`, `${noun.text} ${past} ${next.text}`]);
}

/** A participle in -ed right after a noun and before a preposition or a mark: "studies conducted in Japan". */
function isReducedRelative(tokens: readonly TToken[], at: number): boolean {
  const after = tokens[at + 1];
  return /^(?:NOUN|PROPN)$/.test(tokens[at - 1]?.pos ?? '') && (!after || after.pos === 'ADP' || /^[,.;:]$/.test(after.text));
}

/** The findings of this file's patterns on a sentence. */
export function missingSmallWordLints(tokens: readonly TToken[]): TLint[] {
  return firstFindingAtEachToken(tokens, [
    partOfLint,
    thanExpectedLint,
    fixedPrepositionLint,
    openingSubjectLint,
    firstThatLint,
    noVerbBeLint,
  ]);
}
