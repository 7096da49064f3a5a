import type { TGlossaryTerm } from './engine.ts';

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

export function protectTerms(segments: readonly string[], glossary: readonly TGlossaryTerm[] = []): TProtectedSegments {
  const pattern = termPattern(glossary);
  const renderings = new Map(glossary.map((g) => [g.term.trim().toLocaleLowerCase(), g.rendering?.trim() || null]));
  const replacements: string[][] = [];
  const protectedSegments = segments.map((segment, index) => {
    const found: string[] = [];
    replacements[index] = found;
    if (!pattern) return segment;
    return segment.replace(pattern, (match) => {
      found.push(renderings.get(match.toLocaleLowerCase()) ?? match);
      return `⟦${found.length - 1}⟧`;
    });
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
  translate: (segments: string[]) => Promise<string[]>,
): Promise<string[]> {
  const prepared = protectTerms(segments, glossary);
  const translated = await translate(prepared.segments);
  return translated.map((text, index) => prepared.restore(text, index));
}
