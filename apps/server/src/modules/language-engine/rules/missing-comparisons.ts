import type { TLint } from '../lint.ts';
import { leftOutLint, needsVerbLint } from './left-out-words.ts';
import { nounNumber } from './number-forms.ts';
import type { TToken } from './tagger.ts';
import { isHyphenedToNext } from './token-patterns.ts';

/** Words that compare with what another study reported: "similar to (those) reported by". */
const LIKE_WORDS = /^(?:similar|comparable|identical|equivalent|close|superior|inferior|contrary|consistent)$/;
/** Participles of what another study found, after which "those" or "that" is left out. */
const REPORTED = /^(?:reported|observed|found|described|obtained|published|measured|recorded|seen|documented|noted)$/;
const STRONG_COMPARATIVES =
  /^(?:greater|lower|higher|better|worse|larger|smaller|faster|slower|stronger|weaker|longer|shorter|fewer)$/;
const isComparative = (token: TToken | undefined) =>
  !!token && token.pos === 'ADJ' && /^(?:[a-z]{2,}er|more|less|greater|lower|higher|better|worse)$/.test(token.lower);

/**
 * ", which higher than the guideline value" → "which is higher" (or "was", as the sentence's "be" before it): a
 * comparative and "than" right after "which" lack their verb.
 */
function whichComparativeLint(tokens: readonly TToken[], index: number): TLint | null {
  const which = tokens[index] as TToken;
  if (which.lower !== 'which' || tokens[index - 1]?.text !== ',') return null;
  const adjective = tokens[index + 1];
  // "which more than offset the losses": "more" or "less" than an amount.
  if (!isComparative(adjective) || /^(?:more|less)$/.test(adjective?.lower ?? '') || tokens[index + 2]?.lower !== 'than')
    return null;
  const isPast = tokens.slice(0, index).some((token) => /^(?:was|were)$/.test(token.lower));
  const be = isPast ? 'was' : 'is';
  return needsVerbLint(tokens, index, index + 1, [`${which.text} ${be} ${adjective?.text}`]);
}

/**
 * "similar to reported by Oliveira et al." → "similar to those reported" ("that" after a singular subject): the
 * object of the comparison is left out before a participle of reporting and its "by" or "in".
 */
function reportedObjectLint(tokens: readonly TToken[], index: number): TLint | null {
  const adjective = tokens[index] as TToken;
  const to = tokens[index + 1];
  // An adverb may stand before the participle: "consistent with previously reported by".
  const at = /^(?:previously|earlier|recently)$/.test(tokens[index + 2]?.lower ?? '') ? index + 3 : index + 2;
  const participle = tokens[at];
  if (!LIKE_WORDS.test(adjective.lower) || !/^(?:to|with)$/.test(to?.lower ?? '') || !participle) return null;
  if (!REPORTED.test(participle.lower) || !/^(?:by|in|for|previously|earlier|elsewhere)$/.test(tokens[at + 1]?.lower ?? ''))
    return null;
  // "consistent with" only before an agent: "consistent with reported in the literature values" may be a compound.
  if (adjective.lower === 'consistent' && tokens[at + 1]?.lower !== 'by') return null;
  // "consistent with reported by-products": a compound's first part.
  if (isHyphenedToNext(tokens, at + 1)) return null;
  // "similar to observed in vivo responses": a participle before its noun.
  const place = tokens[at + 2];
  if (
    tokens[at + 1]?.lower === 'in' &&
    !(/^(?:DET|PROPN|NUM)$/.test(place?.pos ?? '') || /^(?:earlier|previous|other|recent|many)$/.test(place?.lower ?? ''))
  )
    return null;
  // The subject's head: the last noun before the sentence's first verb ("The germination rates were").
  const verbAt = tokens.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const subject = tokens.slice(0, verbAt < 0 ? index : Math.min(verbAt, index)).findLast((token) => token.pos === 'NOUN');
  const pronoun = subject && nounNumber(subject) === 'singular' ? 'that' : 'those';
  const words = `${adjective.text} ${to?.text}`;
  const message = `“${words}” is followed by “${pronoun}”: “${words} ${pronoun}”.`;
  return leftOutLint(tokens, index, index + 2, 'missing-preposition', message, { word: words, preposition: pronoun }, [
    `${words} ${pronoun} ${tokens[index + 2]?.text}`,
  ]);
}

/**
 * "showed greater improvement those in the control group" → "improvement than those": a comparative, its noun and
 * then "those" or "that of" with no "than" between.
 */
function missingThanLint(tokens: readonly TToken[], index: number): TLint | null {
  const noun = tokens[index] as TToken;
  const comparative = tokens[index - 1];
  if (noun.pos !== 'NOUN' || !comparative || !STRONG_COMPARATIVES.test(comparative.lower)) return null;
  // The comparison follows its verb: "showed greater improvement those" (not "In older patients those with …").
  // Or "for" and a span: "stayed in hospital for fewer days those in the control group".
  const isSpan =
    tokens[index - 2]?.lower === 'for' &&
    tokens.slice(0, index - 2).some((token) => token.pos === 'VERB') &&
    /^(?:days|weeks|months|years|hours|nights|sessions|visits)$/.test(noun.lower);
  if (!/^(?:VERB|AUX)$/.test(tokens[index - 2]?.pos ?? '') && !isSpan) return null;
  const next = tokens[index + 1];
  const isThoseIn = next?.lower === 'those' && /^(?:in|of|with|from|who|at|on)$/.test(tokens[index + 2]?.lower ?? '');
  const isThatOf = next?.lower === 'that' && tokens[index + 2]?.lower === 'of';
  if (!next || !(isThoseIn || isThatOf)) return null;
  const message = `“${noun.text}” is followed by “than”: “${noun.text} than”.`;
  return leftOutLint(tokens, index, index + 1, 'missing-preposition', message, { word: noun.text, preposition: 'than' }, [
    `${noun.text} than ${next.text}`,
  ]);
}

/** Words a comparison leaves out: its verb after "which", its "those" after "similar to", its "than". */
export function missingComparisonLints(tokens: readonly TToken[]): TLint[] {
  const lints: TLint[] = [];
  for (const index of tokens.keys()) {
    const found = whichComparativeLint(tokens, index) ?? reportedObjectLint(tokens, index) ?? missingThanLint(tokens, index);
    if (found) lints.push(found);
  }
  return lints;
}
