/**
 * Machine translation behind one interface: an engine offers some language pairs and translates a batch of
 * text segments, keeping a glossary of locked terms out of the engine's reach. Adapters: Apertium (offline,
 * a child process), a LibreTranslate-compatible server and DeepL. Which ones run is configuration.
 */

/** ISO 639-1 codes of the languages the portal translates from and into. */
export type TLanguageCode = 'es' | 'pt' | 'zh' | 'en';

export type TLanguagePair = { from: TLanguageCode; to: TLanguageCode };

/** A locked term: kept as it is, or written as the researcher's English `rendering` when it is met in the source. */
export type TGlossaryTerm = { term: string; rendering: string | null };

export type TTranslationRequest = {
  from: TLanguageCode;
  to: TLanguageCode;
  /** Plain-text segments (a document's paragraphs); the answer has one translation per segment, in order. */
  segments: readonly string[];
  glossary?: readonly TGlossaryTerm[];
  /** Segments are marked text (inline-markup.ts): XML-escaped, with the style and kept-span tags to carry over. */
  markup?: boolean;
};

export type TTranslationEngine = {
  name: 'apertium' | 'libretranslate' | 'deepl';
  /** The pairs this engine offers (asked once and remembered; none when the engine cannot be reached). */
  languagePairs: () => Promise<readonly TLanguagePair[]>;
  translate: (request: TTranslationRequest) => Promise<string[]>;
};

/** The engine failed (not installed, timed out, answered an error or an answer of the wrong shape): the job may retry. */
export class TranslationEngineError extends Error {}

export const LANGUAGE_CODES: readonly TLanguageCode[] = ['es', 'pt', 'zh', 'en'];

export function offersPair(pairs: readonly TLanguagePair[], from: TLanguageCode, to: TLanguageCode): boolean {
  return pairs.some((pair) => pair.from === from && pair.to === to);
}

/** Splits segments into batches of at most `maxSegments` and about `maxChars` characters. */
export function batchesOf<T extends string>(segments: readonly T[], maxSegments: number, maxChars: number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const segment of segments) {
    if (current.length > 0 && (current.length >= maxSegments || chars + segment.length > maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(segment);
    chars += segment.length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
