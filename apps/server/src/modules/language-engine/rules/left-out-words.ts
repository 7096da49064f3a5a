import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

/** Adjectives after "it is" that take "to" or "that": "(it) is necessary to", "(it) was clear that". */
const IMPERSONAL_ADJECTIVES = new Set(
  'possible impossible necessary unnecessary important essential crucial difficult easy hard clear unclear evident obvious likely unlikely interesting surprising advisable worth noteworthy true known'.split(
    ' ',
  ),
);
/** Words that open what "there is" introduces: "(there) were twelve patients", "(there) was no correlation". */
const EXISTENTIAL_OPENERS = new Set(['no', 'many', 'several', 'some', 'few', 'a', 'an', 'only', 'little', 'much']);
/** Subordinating words after which a passive needs its subject: "when (it) was applied". */
const SUBORDINATORS = new Set(['when', 'if', 'because', 'although', 'though', 'while', 'unless', 'once', 'whereas', 'until']);
/** Verbs that report what a study found, before "that": "showed that (there) was no correlation". */
const isReportingVerb = (token: TToken | undefined) => token?.pos === 'VERB' && token.lower !== token.lemma;

const capitalisedAs = (model: string, words: string) =>
  /^\p{Lu}/u.test(model) ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : words;

function missingSubjectLint(be: TToken, subject: string): TLint {
  const correction = capitalisedAs(be.text, `${subject} ${be.lower}`);
  return {
    kind: 'Grammar',
    start: be.start,
    end: be.end,
    message: `The sentence needs its subject: “${correction}”.`,
    messageKey: 'missing-subject',
    messageValues: { word: be.text, correction },
    suggestions: [replaceWith(correction)],
  };
}

/** Whether the words before `at` are only an opening phrase without a verb and a comma: "In this context,". */
function followsOpeningPhrase(tokens: readonly TToken[], at: number): boolean {
  if (at === 0) return true;
  if (tokens[at - 1]?.text !== ',') return false;
  const opening = tokens.slice(0, at - 1);
  // An opening phrase starts with a preposition or an adverb: "In this context,", "Moreover,".
  if (!['ADP', 'ADV'].includes(opening[0]?.pos ?? '')) return false;
  return !opening.some((token) => ['VERB', 'AUX', 'PUNCT', 'SCONJ'].includes(token.pos));
}

/**
 * The subject "it" or "there" left out, as Spanish, Portuguese and Italian allow: "Is well known that" → "It is well
 * known that", "In this context, is important to consider" → "it is important", "After the wash, was possible to
 * detect", "In our cohort, were twelve patients" → "there were", "showed that was no correlation" → "that there was",
 * "only when was applied" → "when it was applied". The verb "be" opens the sentence or follows an opening phrase
 * without a verb, a reporting verb's "that" or a subordinating word; a question ("Is it …?") is left alone.
 */
export function missingSubjectLints(tokens: readonly TToken[]): TLint[] {
  if (tokens.at(-1)?.text === '?') return [];
  const lints: TLint[] = [];
  for (const [index, be] of tokens.entries()) {
    if (!/^(?:is|are|was|were)$/.test(be.lower) || be.pos !== 'AUX') continue;
    const before = tokens[index - 1];
    const next = tokens[index + 1];
    const after = tokens[index + 2];
    if (!next) continue;
    const isOpening = followsOpeningPhrase(tokens, index);
    // "(It) is necessary to", "(It) is well known that".
    let adjectiveAt = index + 1;
    if (next.lower === 'well' || next.lower === 'not' || next.lower === 'also') adjectiveAt += 1;
    const adjective = tokens[adjectiveAt];
    const isImpersonal =
      !!adjective &&
      IMPERSONAL_ADJECTIVES.has(adjective.lower) &&
      /^(?:to|that|whether)$/.test(tokens[adjectiveAt + 1]?.lower ?? '');
    if (isOpening && /^(?:is|was)$/.test(be.lower) && isImpersonal) {
      lints.push(missingSubjectLint(be, 'it'));
      continue;
    }
    // "(there) were twelve patients", "that (there) was no correlation".
    const isExistential =
      (EXISTENTIAL_OPENERS.has(next.lower) || next.pos === 'NUM') &&
      ['NOUN', 'ADJ', 'NUM'].includes(after?.pos ?? '') &&
      !(next.lower === 'a' && after?.lower === 'lot' && tokens[index + 3]?.lower !== 'of');
    const isAfterReportedThat = before?.lower === 'that' && isReportingVerb(tokens[index - 2]);
    if (isExistential && ((isOpening && index > 0) || isAfterReportedThat)) {
      lints.push(missingSubjectLint(be, 'there'));
      continue;
    }
    // "when (it) was applied": a passive right after a subordinating word.
    const isPassive = next.pos === 'VERB' && /ed$/.test(next.lower) && next.lower !== next.lemma;
    if (SUBORDINATORS.has(before?.lower ?? '') && /^(?:is|was)$/.test(be.lower) && isPassive)
      lints.push(missingSubjectLint(be, 'it'));
  }
  return lints;
}

/** A finding on `word` (and on `object`, the word after the gap, when given) that `preposition` is left out. */
function missingPrepositionLint(word: TToken, preposition: string, object?: TToken): TLint {
  return {
    kind: 'Grammar',
    start: word.start,
    end: object?.end ?? word.end,
    message: `“${word.text}” is followed by “${preposition}”: “${word.text} ${preposition}”.`,
    messageKey: 'missing-preposition',
    messageValues: { word: word.text, preposition },
    suggestions: [
      object ? replaceWith(`${word.text} ${preposition} ${object.text}`) : { kind: 'insert', text: ` ${preposition}` },
    ],
  };
}

/** Adjectives and the preposition they take before an -ing form. */
const BEFORE_GERUND: Record<string, string> = {
  capable: 'of',
  incapable: 'of',
  afraid: 'of',
  aware: 'of',
  fond: 'of',
  responsible: 'for',
  interested: 'in',
};
/** Quantifiers that take "of" before a determiner or a pronoun: "most (of) the respondents", "some (of) them". */
const PART_QUANTIFIERS = new Set(['most', 'some', 'many', 'several', 'none', 'few']);
const PART_WHOLES = new Set(['the', 'these', 'those', 'them', 'us', 'our', 'their', 'its', 'this', 'my', 'your']);
/** "none the less", "none the worse": a comparative after "the". */
const isComparativeAfter = (token: TToken | undefined) => !!token && /^(?:less|more|worse|better|wiser)$/.test(token.lower);

/**
 * A preposition left out of a fixed pattern ("as shown in", "similar to", "consist of" are in verb-patterns.ts):
 * "capable detecting" → "capable of detecting", "responsible handling" → "responsible for handling", "suitable a
 * special issue" → "suitable for a", "Most the respondents" → "Most of the respondents", "some them" → "some of them".
 */
export function missingPrepositionLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const [index, word] of tokens.entries()) {
    const next = tokens[index + 1];
    const before = tokens[index - 1];
    if (!next) continue;
    const gerundPreposition = BEFORE_GERUND[word.lower];
    if (gerundPreposition && ['VERB', 'NOUN'].includes(next.pos) && /^\p{Ll}+ing$/u.test(next.text))
      lints.push(missingPrepositionLint(word, gerundPreposition, next));
    else if (word.lower === 'suitable' && /^(?:a|an|the|this|our|publication)$/.test(next.lower))
      lints.push(missingPrepositionLint(word, 'for', next));
    else if (
      PART_QUANTIFIERS.has(word.lower) &&
      PART_WHOLES.has(next.lower) &&
      !isComparativeAfter(tokens[index + 2]) &&
      !['the', 'a', 'an', 'at'].includes(before?.lower ?? '')
    )
      lints.push(missingPrepositionLint(word, 'of', next));
  }
  return lints;
}
