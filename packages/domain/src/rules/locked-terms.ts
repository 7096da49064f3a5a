/**
 * A researcher's locked terms (gene names, abbreviations, a lab's preferred spellings): digital editing never
 * changes one and the grammar check does not flag one. A term matches as a whole word or phrase, in any case.
 */

export type TTextSpan = { start: number; end: number };

/** The longest term a researcher may lock, and how many terms they may keep. */
export const LOCKED_TERM_MAX_LENGTH = 100;
export const LOCKED_TERMS_MAX = 200;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term as stored: trimmed, inner runs of spaces made one. */
export function normaliseLockedTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** Where the locked terms stand in a text: whole words (no letter or digit on either side), any case. */
export function lockedTermSpans(text: string, terms: readonly string[]): TTextSpan[] {
  const spans: TTextSpan[] = [];
  for (const raw of terms) {
    const term = normaliseLockedTerm(raw);
    if (!term) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Whether [start, end) overlaps a locked term of the text. */
export function touchesLockedTerm(spans: readonly TTextSpan[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && span.start < Math.max(end, start + 1));
}
