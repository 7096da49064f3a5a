import type { TLint } from '../lint.ts';
import { replaceWith } from './suggestions.ts';
import type { TToken } from './tagger.ts';

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);
const BE_FINITE = new Set(['is', 'are', 'was', 'were', 'am']);
/** Adverbs that go after a modal ("can also") or after "be" ("is always"; "also is" is left alone, some writers prefer it). */
const AFTER_MODAL = new Set(['also', 'always', 'usually', 'often', 'never']);
const AFTER_BE = new Set(['always', 'usually', 'never']);
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
]);
const QUESTION_WORDS = new Set(['what', 'where', 'why', 'how', 'when', 'who', 'which']);
const SUBJECT_PRONOUNS = new Set(['it', 'they', 'he', 'she', 'we', 'you', 'i', 'this', 'that', 'these', 'those']);
/** Words before "enough" that show it qualifies an adjective after a verb: "is not enough big". */
const BEFORE_ENOUGH =
  /^(?:is|are|was|were|be|been|being|am|not|n't|become|becomes|became|seem|seems|seemed|remain|remains|remained|get|gets|got|look|looks|looked)$/;

function wordOrderLint(words: readonly TToken[], correction: string): TLint {
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
 * Common slips of word order: an adverb before a modal or "be" ("also can" → "can also", "always is" → "is
 * always"; not at the end of a clause, "as it always is."), "enough" before its adjective ("is not enough big" →
 * "is not big enough"; "enough large samples" is right), and the order of a question kept in an indirect one
 * ("I don't know what is it" → "what it is"; "how it works" is right).
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
