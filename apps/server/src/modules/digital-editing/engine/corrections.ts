import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import type { TSuggestion } from '@portal/domain/api/grammar-check';
import { lockedTermSpans } from '@portal/domain/rules/locked-terms';
import { distinctSuggestions, isDialectVariant, isTermNotTypo, type TLint, typingSlips } from '../../language-engine/index.ts';
import { dialectSpelling } from './dialect.ts';

/** One correction on a paragraph's text: the characters [start, end) become `text` (empty: deleted). */
export type TCorrection = { start: number; end: number; text: string };
export type TSpan = { start: number; end: number };

/**
 * harper's lint kinds a digital edit applies. Style, readability and "enhancement" lints are suggestions a
 * writer may take or leave, and formatting lints are about spacing the edit does not touch.
 */
const APPLIED_KINDS = new Set([
  'Spelling',
  'Typo',
  'Agreement',
  'Grammar',
  'Repetition',
  'Miscellaneous',
  'WordChoice',
  'Usage',
  'Eggcorn',
  'Malapropism',
  'BoundaryError',
  'Punctuation',
]);

/**
 * Text that is not prose and is never corrected: addresses, DOIs, e-mail addresses, citation brackets, "et al.",
 * numbers and anything with a digit in it (units, gene names like BRCA1, figures), acronyms and words with a
 * capital inside (mRNA, GenBank).
 */
const NOT_PROSE = [
  /\b(?:https?:\/\/|www\.)\S+/giu,
  /\b(?:doi:\s*)?10\.\d{4,9}\/\S+/giu,
  /\S+@\S+\.\S+/gu,
  /\[[^\]]{0,40}\]/gu,
  /\bet al\.?/giu,
  /[\p{L}\p{N}_-]*\d[\p{L}\p{N}_.,-]*/gu,
  /\b\p{Lu}{2,}[\p{L}\p{N}]*\b/gu,
  /\b\p{L}+\p{Lu}[\p{L}\p{N}]*\b/gu,
];

/** The spans of a paragraph no correction may touch: what is not prose and the locked terms. */
export function protectedSpans(text: string, lockedTerms: readonly string[]): TSpan[] {
  const spans: TSpan[] = lockedTermSpans(text, lockedTerms);
  for (const pattern of NOT_PROSE) {
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

const overlaps = (a: TSpan, b: TSpan) => a.start < b.end && b.start < a.end;
/** A correction touches a span when it overlaps it or inserts text right inside it. */
const touches = (change: TSpan, span: TSpan) =>
  overlaps(change, span) || (change.start === change.end && change.start > span.start && change.start < span.end);

/** A spelling suggestion is clear when it only reorders the letters typed (recieved → received, teh → the). */
function isTransposition(word: string, suggestion: string): boolean {
  if (word.length !== suggestion.length || word.toLowerCase() === suggestion.toLowerCase()) return false;
  const sorted = (w: string) => [...w.toLowerCase()].sort().join('');
  return sorted(word) === sorted(suggestion);
}

/** A spelling suggestion that undoes a typing slip: successfull → successful, favorit → favorite. */
const isTypingSlip = (word: string, suggestion: string) =>
  typingSlips(word).some((candidate) => candidate.toLowerCase() === suggestion.toLowerCase());

/** The number of letters to add, drop, change or swap to turn one word into the other (restricted Damerau–Levenshtein). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : i)));
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/**
 * A spelling suggestion close enough to the word typed to be the word meant: one letter off, or two in a word
 * of nine letters or more. A term harper does not know draws far suggestions (electropolishing →
 * electroplating, endogeneity → homogeneity), which are not taken.
 */
const isNearSpelling = (word: string, suggestion: string) =>
  editDistance(word.toLowerCase(), suggestion.toLowerCase()) <= (word.length >= 9 ? 2 : 1);

/**
 * The one suggestion a lint offers, or null when it offers none or several: a digital edit applies only what
 * it is sure of. A spelling lint's only suggestion counts when it is near the word typed, and its first when it
 * is a transposition of the letters typed or undoes a typing slip (a letter doubled, a final e left out).
 */
function clearSuggestion(lint: TLint, flagged: string): TSuggestion | null {
  const distinct = distinctSuggestions(lint.suggestions);
  const first = distinct[0];
  if (lint.kind === 'Spelling') {
    if (first?.kind !== 'replace') return null;
    if (distinct.length === 1) return isNearSpelling(flagged, first.text) ? first : null;
    return isTransposition(flagged, first.text) || isTypingSlip(flagged, first.text) ? first : null;
  }
  if (lint.kind === 'Typo') return distinct.length === 1 ? (first ?? null) : null;
  return distinct.length === 1 ? (first ?? null) : null;
}

/** A suggestion as a correction of the paragraph: an insertion after the flagged text, a deletion, or a replacement. */
function correctionOf(text: string, lint: TLint, suggestion: TSuggestion): TCorrection {
  if (suggestion.kind === 'insert') return { start: lint.end, end: lint.end, text: suggestion.text };
  if (suggestion.kind === 'delete') return deletionOf(text, lint.start, lint.end);
  return minimalChange(text, { start: lint.start, end: lint.end, text: suggestion.text });
}

/**
 * A deleted word with one of the spaces around it, so that no double space is left ("was consisted" → "consisted",
 * not " consisted"): the spaces after it, or before it when a mark follows ("simple, but." → "simple."). A word that
 * opened a sentence hands its capital to the next word ("The most of the samples" → "Most of the samples").
 */
function deletionOf(text: string, start: number, end: number): TCorrection {
  const spaceBefore = start === 0 || /\s/.test(text[start - 1] ?? '');
  const spacesAfter = /^[ \t]+/.exec(text.slice(end))?.[0].length ?? 0;
  let change: TCorrection = { start, end, text: '' };
  if (spaceBefore && spacesAfter > 0) change = { start, end: end + spacesAfter, text: '' };
  else if (spaceBefore && start > 0 && /^[\p{P}]/u.test(text.slice(end))) {
    const spaces = /[ \t]+$/.exec(text.slice(0, start))?.[0].length ?? 0;
    change = { start: start - spaces, end, text: '' };
  }
  const opensSentence = /^\p{Lu}/u.test(text.slice(start, end)) && /(?:^|[.!?]\s+)$/u.test(text.slice(0, start));
  const nextLetter = text[change.end] ?? '';
  if (opensSentence && /\p{Ll}/u.test(nextLetter)) {
    return { start: change.start, end: change.end + 1, text: nextLetter.toUpperCase() };
  }
  return change;
}

/** Shrinks a replacement to the words that change ("the the" → "the" deletes " the"). */
function minimalChange(text: string, change: TCorrection): TCorrection {
  const before = text.slice(change.start, change.end);
  const after = change.text;
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix += 1;
  // Back to a word boundary so that a tracked change shows whole words.
  while (
    prefix > 0 &&
    /[\p{L}\p{N}]/u.test(before[prefix - 1] ?? '') &&
    /[\p{L}\p{N}]/u.test(before[prefix] ?? after[prefix] ?? '')
  )
    prefix -= 1;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix += 1;
  while (
    suffix > 0 &&
    /[\p{L}\p{N}]/u.test(before[before.length - suffix] ?? '') &&
    /[\p{L}\p{N}]/u.test(before[before.length - suffix - 1] ?? after[after.length - suffix - 1] ?? '')
  )
    suffix -= 1;
  return { start: change.start + prefix, end: change.end - suffix, text: after.slice(prefix, after.length - suffix) };
}

export type TParagraphContext = {
  style: TStyleOfEnglish;
  lockedTerms: readonly string[];
  /** Word frequencies of the whole document: a word used three times or more is a term, not a typo. */
  frequency: ReadonlyMap<string, number>;
  /** Characters the paragraph's text stands in for (tabs, breaks, fields, equations): never corrected. */
  fixed: readonly TSpan[];
};

/**
 * The corrections of one paragraph: the chosen style's spelling from the dialect table, then the lints with one
 * clear suggestion, then runs of spaces collapsed, leaving alone every protected span and the other dialect's spelling; sorted and without
 * overlaps (the first found wins).
 */
export function correctionsOf(text: string, lints: readonly TLint[], context: TParagraphContext): TCorrection[] {
  const guarded = [...protectedSpans(text, context.lockedTerms), ...context.fixed];
  const accepted: TCorrection[] = [];
  const tryAdd = (change: TCorrection) => {
    if (change.start > change.end || text.slice(change.start, change.end) === change.text) return;
    if (guarded.some((span) => touches(change, span))) return;
    if (accepted.some((other) => overlaps(change, other) || (change.start === change.end && change.start === other.start)))
      return;
    accepted.push(change);
  };
  for (const match of text.matchAll(/\p{L}+/gu)) {
    const replacement = dialectSpelling(match[0], context.style);
    if (replacement) tryAdd({ start: match.index, end: match.index + match[0].length, text: replacement });
  }
  for (const lint of lints) {
    if (!APPLIED_KINDS.has(lint.kind)) continue;
    const flagged = text.slice(lint.start, lint.end);
    if (flagged.trim() === '') continue;
    if (lint.kind === 'Spelling') {
      // The grammar thread lints in American English: its dialect findings are the table's business.
      if (lint.suggestions.some((suggestion) => isDialectVariant(flagged, suggestion.text))) continue;
      if (isTermNotTypo(flagged, lint, context.frequency)) continue;
    }
    const suggestion = clearSuggestion(lint, flagged);
    if (suggestion === null) continue;
    // A dialect spelling a lint proposes (colour → color) is only taken in the style it belongs to.
    if (suggestion.kind === 'replace' && dialectSpelling(suggestion.text, context.style) !== null) continue;
    tryAdd(correctionOf(text, lint, suggestion));
  }
  // Runs of spaces between words become one space (a paragraph's leading and trailing spaces stay).
  for (const match of text.matchAll(/(?<=\S) {2,}(?=\S)/g)) {
    tryAdd({ start: match.index + 1, end: match.index + match[0].length, text: '' });
  }
  return accepted.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Applies corrections to a text (what accepting every tracked change gives). */
export function applyCorrections(text: string, corrections: readonly TCorrection[]): string {
  let result = '';
  let at = 0;
  for (const change of corrections) {
    result += text.slice(at, change.start) + change.text;
    at = change.end;
  }
  return result + text.slice(at);
}
