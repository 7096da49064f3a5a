import type { TGlossaryTerm } from './engine.ts';
import { escapeMarkup } from './inline-markup.ts';

/**
 * Locked terms are protected from the engine by placeholders it leaves alone (⟦0⟧, ⟦1⟧, …: no engine
 * translates or reorders the inside of a bracketed number), then written back: the term as it stood in the
 * source, or the researcher's English rendering for it.
 */

const PLACEHOLDER = /⟦\s*(\d+)\s*⟧/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive matches of any term, longest first so "BRCA1 gene" wins over "BRCA1". */
function termPattern(glossary: readonly TGlossaryTerm[]): RegExp | null {
  const terms = [...new Set(glossary.map((g) => g.term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (terms.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${terms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
}

export type TProtectedSegments = {
  segments: string[];
  /** The engine's output for segment `index` with each placeholder replaced by what it stands for. */
  restore: (translated: string, index: number) => string;
};

/**
 * Marked segments (inline-markup.ts) are XML-escaped and carry tags: terms are matched in their escaped
 * form outside the tags only, and renderings are written back escaped.
 */
export function protectTerms(
  segments: readonly string[],
  glossary: readonly TGlossaryTerm[] = [],
  isMarked = false,
): TProtectedSegments {
  const asText = isMarked ? escapeMarkup : (text: string) => text;
  const terms = glossary.map((g) => ({ term: asText(g.term), rendering: g.rendering ? asText(g.rendering) : null }));
  const pattern = termPattern(terms);
  const renderings = new Map(terms.map((g) => [g.term.trim().toLocaleLowerCase(), g.rendering?.trim() || null]));
  const replacements: string[][] = [];
  const protectedSegments = segments.map((segment, index) => {
    const found: string[] = [];
    replacements[index] = found;
    if (!pattern) return segment;
    const replace = (text: string) =>
      text.replace(pattern, (match) => {
        found.push(renderings.get(match.toLocaleLowerCase()) ?? match);
        return `⟦${found.length - 1}⟧`;
      });
    if (!isMarked) return replace(segment);
    return segment
      .split(/(<[^<>]*>)/)
      .map((part, i) => (i % 2 === 1 ? part : replace(part)))
      .join('');
  });
  return {
    segments: protectedSegments,
    restore: (translated, index) => {
      const found = replacements[index] ?? [];
      return translated.replace(PLACEHOLDER, (whole, n: string) => found[Number(n)] ?? whole);
    },
  };
}

/** Runs a raw translation with the glossary's terms protected. */
export async function translateProtected(
  segments: readonly string[],
  glossary: readonly TGlossaryTerm[] | undefined,
  isMarked: boolean,
  translate: (segments: string[]) => Promise<string[]>,
): Promise<string[]> {
  const prepared = protectTerms(segments, glossary, isMarked);
  const translated = await translate(prepared.segments);
  return translated.map((text, index) => prepared.restore(text, index));
}
