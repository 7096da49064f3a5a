import type { TLint } from '../lint.ts';
import { thirdPersonOf } from './agreement.ts';
import { nounSubjectEnd } from './clauses.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';
import { pastTenseOf } from './tense-consistency.ts';

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
const BE_FINITE = new Set(['is', 'are', 'was', 'were', 'am']);
/**
 * Adverbs that go after a modal ("can also", "could only") or after "be" ("is always", "was still"; "also is" is
 * left alone, some writers prefer it).
 */
const AFTER_MODAL = new Set(['also', 'always', 'usually', 'often', 'never', 'only', 'still']);
const AFTER_BE = new Set(['always', 'usually', 'never', 'still', 'already', 'often']);
/** Verbs and adjectives that take an indirect question: "I don't know what it is", "it is unclear where they are". */
const ASKING = new Set([
  'know',
  'understand',
  'explain',
  'tell',
  'ask',
  'wonder',
  'see',
  'show',
  'determine',
  'decide',
  'describe',
  'discuss',
  'find',
  'investigate',
  'examine',
  'learn',
  'remember',
  'forget',
  'clear',
  'unclear',
  'sure',
  'unsure',
  'unknown',
  'idea',
  'matter',
  'detail',
]);
const QUESTION_WORDS = new Set(['what', 'where', 'why', 'how', 'when', 'who', 'which']);
const SUBJECT_PRONOUNS = new Set(['it', 'they', 'he', 'she', 'we', 'you', 'i', 'this', 'that', 'these', 'those']);
/** Words before "enough" that show it qualifies an adjective after a verb: "is not enough big". */
const BEFORE_ENOUGH =
  /^(?:is|are|was|were|be|been|being|am|not|n't|become|becomes|became|seem|seems|seemed|remain|remains|remained|get|gets|got|look|looks|looked)$/;

export function wordOrderLint(words: readonly TToken[], correction: string): TLint {
  const first = words[0] as TToken;
  const last = words.at(-1) as TToken;
  const flagged = words.map((word) => word.text).join(' ');
  return {
    kind: 'Grammar',
    start: first.start,
    end: last.end,
    message: `Put these words in the usual order: “${correction}”, not “${flagged}”.`,
    messageKey: 'word-order',
    messageValues: { words: flagged, correction },
    suggestions: [replaceWith(correction)],
  };
}

/**
 * -ly words that are not adverbs of manner ("only the samples", "early the next day"), and adverbs of focus and
 * degree that may stand before an object, which they limit ("gets exactly the answer", "contains mainly the",
 * "by sampling exclusively the upper layer").
 */
const NOT_MANNER =
  /^(?:only|early|daily|weekly|monthly|yearly|hourly|likely|unlikely|family|supply|apply|reply|rely|exactly|mainly|mostly|merely|simply|nearly|roughly|approximately|especially|particularly|specifically|exclusively|solely|purely|largely|partly|partially|entirely|wholly|predominantly|principally|primarily|chiefly|precisely|respectively|namely|equally|jointly|separately|directly|indirectly|immediately|initially|finally|subsequently|previously|recently|additionally|similarly|consequently)$/;
/** Words of a time phrase after a determiner: "the following day", "each year", "the whole night". */
const TIME_AFTER =
  /^(?:following|next|previous|same|whole|entire|day|days|night|nights|week|weeks|month|months|year|years|time|morning|evening|season)$/;
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'its', 'their', 'our', 'his', 'her', 'each', 'all']);

/**
 * The question order of "do" kept in an indirect question: "to investigate how does the climate affect crop yields"
 * → "how the climate affects", "asked how often did they use" → "how often they used". The subject is a pronoun or a
 * noun phrase of a determiner and up to three adjectives or nouns; the verb takes the tense and number "do" had.
 */
function indirectDoLint(tokens: readonly TToken[], index: number): TLint | null {
  // A question quoted as asked ("We asked: how do they cope?") keeps its order.
  if (tokens.at(-1)?.text === '?' || tokens[index]?.lower === 'whether') return null;
  const at = questionPhraseEnd(tokens, index);
  const auxiliary = tokens[at];
  if (auxiliary?.pos !== 'AUX' || !['do', 'does', 'did'].includes(auxiliary.lower)) return null;
  let end = at + 1;
  const first = tokens[end];
  if (first && SUBJECT_PRONOUNS.has(first.lower) && first.pos === 'PRON') end += 1;
  else {
    if (first && (DETERMINERS.has(first.lower) || QUANTIFIERS.has(first.lower))) end += 1;
    const from = end;
    while (end - from < 3 && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[end]?.pos ?? '')) end += 1;
    if (end === from || !['NOUN', 'PROPN'].includes(tokens[end - 1]?.pos ?? '')) return null;
  }
  const verb = tokens[end];
  if (verb?.pos !== 'VERB' || verb.lower !== verb.lemma || !/^[a-z]+$/.test(verb.lower)) return null;
  const inflected =
    auxiliary.lower === 'did' ? pastTenseOf(verb.lower) : auxiliary.lower === 'does' ? thirdPersonOf(verb.lower) : verb.lower;
  if (!inflected) return null;
  const subject = tokens.slice(at + 1, end).map((word) => word.text);
  return wordOrderLint(tokens.slice(at, end + 1), [...subject, inflected].join(' '));
}

/** Quantifiers that open a subject in an indirect question: "why do some patients respond". */
const QUANTIFIERS = new Set(['some', 'many', 'most', 'both', 'other']);
/** Object pronouns between a verb of asking and its question: "asked us what was the reason". */
const OBJECT_PRONOUNS = new Set(['us', 'them', 'me', 'him', 'her', 'you']);

const isAsking = (token: TToken | undefined) => !!token && (ASKING.has(token.lemma) || ASKING.has(token.lower));

/**
 * Whether the question word at `index` opens an indirect question: "know why", "unclear where", "determine whether",
 * "asked us what", "asked the students what".
 */
function isIndirectQuestion(tokens: readonly TToken[], index: number): boolean {
  const before = tokens[index - 1];
  const word = tokens[index]?.lower ?? '';
  if (!before || !(QUESTION_WORDS.has(word) || word === 'whether')) return false;
  if (isAsking(before)) return true;
  if (OBJECT_PRONOUNS.has(before.lower)) return isAsking(tokens[index - 2]);
  // "asked the students what": a verb of asking, a determiner and a plural noun as its object.
  const isPluralObject = before.pos === 'NOUN' && before.lower !== before.lemma && tokens[index - 2]?.pos === 'DET';
  return isPluralObject && /^(?:ask|tell|show)$/.test(tokens[index - 3]?.lemma ?? '');
}

/** The end of a noun phrase a question word opens: "what kind of feedback", "which method", "how many samples". */
function questionPhraseEnd(tokens: readonly TToken[], index: number): number {
  let at = index + 1;
  const word = tokens[index]?.lower;
  if (word === 'how' && /^(?:often|much|far|many|long)$/.test(tokens[at]?.lower ?? '')) at += 1;
  else if (word === 'what' || word === 'which') {
    if (/^(?:kinds?|types?|sorts?)$/.test(tokens[at]?.lower ?? '') && tokens[at + 1]?.lower === 'of') at += 2;
  } else return at;
  const from = at;
  while (at - from < 3 && ['NOUN', 'ADJ'].includes(tokens[at]?.pos ?? '')) at += 1;
  return at;
}

/**
 * The order of a question kept in an indirect one with "be", a modal or "have" and a noun subject: "unclear what is
 * the role of inflammation" → "what the role of inflammation is", "asked us what was the reason" → "what the reason
 * was", "how was the database constructed" → "how the database was", "how will the new policy affect" → "how the new
 * policy will". "which" and "who" may be the subject ("which is the best") and are left alone.
 */
function indirectInversionLint(tokens: readonly TToken[], index: number): TLint | null {
  if (tokens.at(-1)?.text === '?' || /^(?:which|who)$/.test(tokens[index]?.lower ?? '') || !isIndirectQuestion(tokens, index))
    return null;
  const auxiliary = tokens[index + 1];
  if (
    !auxiliary ||
    !(BE_FINITE.has(auxiliary.lower) || MODALS.has(auxiliary.lower) || /^(?:has|have|had)$/.test(auxiliary.lower))
  )
    return null;
  const isBe = BE_FINITE.has(auxiliary.lower);
  const end =
    nounSubjectEnd(tokens, index + 2) >= 0
      ? nounSubjectEnd(tokens, index + 2)
      : isBe
        ? subjectBeforeAdjective(tokens, index + 2)
        : -1;
  if (end < 0) return null;
  const verb = tokens[end];
  // After a modal or "have", the subject is followed by its verb; after "be", by a participle or the clause's end.
  const closes = !verb || ['PUNCT', 'ADP', 'SCONJ', 'VERB', 'ADJ'].includes(verb.pos);
  if (isBe ? !closes : verb?.pos !== 'VERB') return null;
  const subject = tokens.slice(index + 2, end).map((word) => word.text);
  return wordOrderLint(tokens.slice(index + 1, end), [...subject, auxiliary.text].join(' '));
}

/**
 * The end of a subject that an adjective follows, the complement of "be" put after it: "why were the effects of the
 * intervention weaker" (the subject ends before "weaker"), "whether is this effect specific to". A determiner opens
 * it; nouns, adjectives and "of" make it up; the adjective is not followed by a noun.
 */
function subjectBeforeAdjective(tokens: readonly TToken[], at: number): number {
  if (!/^(?:the|this|these|those|its|their|our|such)$/.test(tokens[at]?.lower ?? '')) return -1;
  for (let end = at + 1; end < Math.min(tokens.length, at + 9); end += 1) {
    const word = tokens[end] as TToken;
    const isNounEnd = tokens[end - 1]?.pos === 'NOUN' && word.pos === 'ADJ';
    if (isNounEnd && !['NOUN', 'ADJ', 'PROPN'].includes(tokens[end + 1]?.pos ?? '')) return end;
    if (!['NOUN', 'ADJ', 'DET'].includes(word.pos) && word.lower !== 'of') return -1;
  }
  return -1;
}

/**
 * An adverb of manner between a verb and its object: "we measured carefully the samples" → "carefully measured",
 * "the treatment increased significantly the yield" → "significantly increased". The verb is a finite one the
 * tagger reads as a verb, the adverb ends in -ly, and a determiner opens the object right after it.
 */
function adverbBeforeObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const [verb, adverb, object] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (!verb || !adverb || !object) return null;
  // "for reading critically the manuscript": an -ing form after a preposition or "be", which the tagger may read as a noun.
  const isGerund =
    /^[a-z]{3,}ing$/.test(verb.text) &&
    ['VERB', 'NOUN'].includes(verb.pos) &&
    /^(?:for|by|after|before|when|while|without|in|on|of|is|are|was|were|be|been)$/.test(tokens[index - 1]?.lower ?? '');
  const isFiniteVerb = verb.pos === 'VERB' && verb.lower !== verb.lemma && !/ing$/.test(verb.lower);
  if (!isFiniteVerb && !isGerund) return null;
  if (adverb.pos !== 'ADV' || !/^[a-z]{5,}ly$/.test(adverb.text) || NOT_MANNER.test(adverb.lower)) return null;
  // "working continuously the following day": a time, not an object.
  if (TIME_AFTER.test(tokens[index + 3]?.lower ?? '') || TIME_AFTER.test(tokens[index + 4]?.lower ?? '')) return null;
  // The object opens with a determiner or a number: "produces annually about two million tonnes".
  const isNumber =
    object.pos === 'NUM' || (/^(?:about|approximately|around|over|some)$/.test(object.lower) && tokens[index + 3]?.pos === 'NUM');
  if (!DETERMINERS.has(object.lower) && !isNumber) return null;
  return wordOrderLint([verb, adverb], `${adverb.text} ${verb.text}`);
}

/**
 * Common slips of word order: an adverb before a modal or "be" ("also can" → "can also", "always is" → "is
 * always"; not at the end of a clause, "as it always is."), "enough" before its adjective ("is not enough big" →
 * "is not big enough"; "enough large samples" is right), and the order of a question kept in an indirect one
 * ("I don't know what is it" → "what it is"; "how it works" is right), also with "do" ("how does the climate affect"
 * → "how the climate affects"), and an adverb of manner between a verb and its object ("measured carefully the").
 */
export function wordOrderLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    const before = tokens[index - 1];
    if (!next || !before) continue;
    const isSpaced = next.start === token.end + 1;
    // "It also can be used" → "It can also be used": after a subject, before a verb that goes on.
    const isSubject = ['PRON', 'NOUN', 'PROPN'].includes(before.pos) && !QUESTION_WORDS.has(before.lower);
    const goesOn = !!after && /^\p{L}/u.test(after.text);
    if (
      isSpaced &&
      isSubject &&
      goesOn &&
      ((AFTER_MODAL.has(token.lower) && MODALS.has(next.lower)) || (AFTER_BE.has(token.lower) && BE_FINITE.has(next.lower)))
    ) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    // "is not enough big" → "is not big enough": not before a noun ("enough large samples").
    if (
      token.lower === 'enough' &&
      BEFORE_ENOUGH.test(before.lower) &&
      next.pos === 'ADJ' &&
      /^\p{Ll}+$/u.test(next.text) &&
      !['NOUN', 'PROPN', 'ADJ'].includes(after?.pos ?? '')
    ) {
      lints.push(wordOrderLint([token, next], `${next.text} ${token.text}`));
      continue;
    }
    const misplaced =
      (isIndirectQuestion(tokens, index) ? (indirectDoLint(tokens, index) ?? indirectInversionLint(tokens, index)) : null) ??
      adverbBeforeObjectLint(tokens, index);
    if (misplaced) {
      lints.push(misplaced);
      continue;
    }
    // "I don't know what is it." → "what it is": a pronoun subject after "be", closing the clause.
    const subject = tokens[index + 2];
    const closing = tokens[index + 3];
    if (
      QUESTION_WORDS.has(token.lower) &&
      (ASKING.has(before.lemma) || ASKING.has(before.lower)) &&
      BE_FINITE.has(next.lower) &&
      subject &&
      SUBJECT_PRONOUNS.has(subject.lower) &&
      (!closing || /^[.,;:!?]$/.test(closing.text))
    ) {
      lints.push(wordOrderLint([next, subject], `${subject.text} ${next.text}`));
    }
  }
  return lints;
}
