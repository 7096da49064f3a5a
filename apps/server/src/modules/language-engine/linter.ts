import type { TSuggestion } from '@portal/domain/api/grammar-check';
import { Dialect, LocalLinter, type Suggestion, SuggestionKind } from 'harper.js';
import { binary } from 'harper.js/binary';
import { withHarperMessage } from './harper-messages.ts';
import { isScientificTerm, scientificLexicon } from './lexicon/lexicon.ts';
import type { TLint, TLintParagraph } from './lint.ts';
import { plainMessage } from './rules/messages.ts';
import { mergeLints, type TOwnAnalysis } from './rules/own-rules.ts';
import { reviewSpelling } from './rules/spelling-review.ts';
import { createRulesThread } from './rules-thread.ts';

/** harper counts in Unicode scalar values; JavaScript strings in UTF-16 code units. */
function utf16Offsets(text: string): ((index: number) => number) | null {
  if (!/[\uD800-\uDFFF]/.test(text)) return null;
  const offsets: number[] = [];
  let at = 0;
  for (const character of text) {
    offsets.push(at);
    at += character.length;
  }
  offsets.push(at);
  return (index) => offsets[index] ?? at;
}

/**
 * harper's rules that are off: renaming places to their newer official names (Turkey → Türkiye, Bangalore →
 * Bengaluru) is not a correction of the author's English, and a paper may name the place as its sources do;
 * "min" and "h" are units in a paper ("30 min"), not shorthands for "minimum", "minutes" or "hours"; the
 * serial comma is a matter of the journal's house style, which British journals mostly do without.
 */
export const HARPER_RULES_OFF = ['UpdatePlaceNames', 'ExpandMinimum', 'ExpandTimeShorthands', 'OxfordComma'] as const;

/**
 * A document's paragraphs are linted by harper in batches of about this many characters, joined by a blank line:
 * each call of harper costs milliseconds of its own over the text's (its rule map crosses from WASM), which on a
 * 10,000-word manuscript of a hundred paragraphs was a third of the check (measured: 508 → 262 ms).
 */
const PARAGRAPH_BATCH_CHARS = 20_000;
const PARAGRAPH_BREAK = '\n\n';

/** The indexes of `texts` in batches of at most PARAGRAPH_BATCH_CHARS (a longer paragraph is a batch of its own). */
function paragraphBatches(texts: readonly string[]): number[][] {
  const batches: number[][] = [];
  let batch: number[] = [];
  let size = 0;
  for (const [index, text] of texts.entries()) {
    if (batch.length > 0 && size + text.length > PARAGRAPH_BATCH_CHARS) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(index);
    size += text.length + PARAGRAPH_BREAK.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** The index of the last of the ascending `starts` at or before `offset`. */
function lastAtOrBefore(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A word harper takes for written twice that English repeats on purpose: the past perfect of "have" ("We had had no
 * rain", not "had had been"), and "that" the conjunction before "that" the determiner ("was that that group
 * recovered"); the second "that" is one too many only before a clause's own subject ("that that the", "that that we").
 */
function isIntendedRepeat(text: string, found: TLint): boolean {
  const span = text.slice(found.start, found.end).toLowerCase();
  const after = text.slice(found.end);
  if (found.rule === 'RepeatedWords' && span === 'had had') return !/^\s+been\b/i.test(after);
  if (found.rule !== 'RedundantThat' || span !== 'that that') return false;
  return !/^\s+(?:the|a|an|this|these|those|our|their|its|his|her|my|your|we|they|i|he|she|it|you|there)\b/i.test(after);
}

/**
 * Terms that harper's regionalisms call British but that American journals print as well, being the international
 * scientific term: "mobile phone" (not "cellphone") in a paper on mobile phone use.
 */
const INTERNATIONAL_TERMS = /^(?:mobile phones?)$/i;

function isInternationalTerm(text: string, found: TLint): boolean {
  return found.rule === 'Regionalisms' && INTERNATIONAL_TERMS.test(text.slice(found.start, found.end));
}

/** The lint kinds that say a word is not in the dictionary. */
const SPELLING_KINDS = new Set(['Spelling', 'Typo', 'BoundaryError']);

/** A harper suggestion as the report and the edit apply it: replace the flagged text, insert after it, or delete it. */
function suggestionOf(suggestion: Suggestion): TSuggestion {
  const kind = suggestion.kind();
  if (kind === SuggestionKind.InsertAfter) return { kind: 'insert', text: suggestion.get_replacement_text() };
  if (kind === SuggestionKind.Remove) return { kind: 'delete', text: '' };
  return { kind: 'replace', text: suggestion.get_replacement_text() };
}

/**
 * The linter of one thread: harper.js (offline, WASM) and the part-of-speech tagger of the portal's own rules
 * (rules/), set up once, which takes seconds, and then reused for every paragraph. Linting blocks the thread
 * it runs on, so this runs in the grammar parse pool's process (warm-linter.ts), or in a test.
 */
export async function createLinter(): Promise<TLintParagraph> {
  const linter = new LocalLinter({ binary });
  await linter.setup();
  await linter.setLintConfig({
    ...(await linter.getLintConfig()),
    ...Object.fromEntries(HARPER_RULES_OFF.map((rule) => [rule, false])),
  });
  // The own rules run on their own thread, beside harper; it is started and warmed up here.
  const analyse = createRulesThread();
  await analyse(['The rules are ready.']);
  scientificLexicon();

  // The other dialect's dictionary, asked only about words the first one does not know.
  const british = new LocalLinter({ binary, dialect: Dialect.British });
  await british.setup();

  /** Whether a dictionary has a word (a spelling lint on the word alone says no), remembered per linter. */
  function dictionaryOf(dictionaryLinter: LocalLinter): (word: string) => Promise<boolean> {
    const known = new Map<string, boolean>();
    return async (word) => {
      let isKnown = known.get(word);
      if (isKnown === undefined) {
        const lints = await dictionaryLinter.lint(word, { language: 'plaintext' });
        isKnown = !lints.some((found) => SPELLING_KINDS.has(found.lint_kind()));
        if (known.size > 10_000) known.clear();
        known.set(word, isKnown);
      }
      return isKnown;
    };
  }
  const dictionary = { isWord: dictionaryOf(linter), isOtherDialectWord: dictionaryOf(british), isTerm: isScientificTerm };

  /** harper's findings on one text, in UTF-16 offsets, with the rule that found each. */
  async function harperFindings(text: string): Promise<TLint[]> {
    const byRule = await linter.organizedLints(text, { language: 'plaintext' });
    const offset = utf16Offsets(text) ?? ((index: number) => index);
    return Object.entries(byRule).flatMap(([rule, lints]) =>
      lints.map((found) => {
        const span = found.span();
        return {
          kind: found.lint_kind(),
          rule,
          start: offset(span.start),
          end: offset(span.end),
          message: plainMessage(found.message()),
          suggestions: found.suggestions().map(suggestionOf),
        };
      }),
    );
  }

  /** harper's findings on each of `texts`, linted together in batches (see PARAGRAPH_BATCH_CHARS). */
  async function harperFindingsOfEach(texts: readonly string[]): Promise<TLint[][]> {
    const found: TLint[][] = texts.map(() => []);
    for (const batch of paragraphBatches(texts)) {
      const joined = batch.map((index) => texts[index]).join(PARAGRAPH_BREAK);
      let from = 0;
      const starts = batch.map((index) => {
        const start = from;
        from += (texts[index]?.length ?? 0) + PARAGRAPH_BREAK.length;
        return start;
      });
      for (const finding of await harperFindings(joined)) {
        const at = lastAtOrBefore(starts, finding.start);
        const start = starts[at] ?? 0;
        const index = batch[at] ?? 0;
        // A finding across a paragraph break (a word "repeated" over it) is not one a paragraph alone has.
        if (finding.end > start + (texts[index]?.length ?? 0)) continue;
        found[index]?.push({ ...finding, start: finding.start - start, end: finding.end - start });
      }
    }
    return found;
  }

  /** harper's findings reviewed, and the own rules' (`analysis`) merged in: what a paragraph's report and edit use. */
  async function reviewed(text: string, harper: TLint[], analysis: TOwnAnalysis | undefined): Promise<TLint[]> {
    harper.sort((a, b) => a.start - b.start || a.end - b.end);
    // harper reads "Up to now," opening a sentence as "too": "to now" is never "too now".
    const kept = harper.filter(
      (found) =>
        !(found.rule === 'ToTwoToo' && /^\s+now\b/i.test(text.slice(found.end))) &&
        !isIntendedRepeat(text, found) &&
        !isInternationalTerm(text, found),
    );
    const own = analysis ?? { own: [], nounEffects: [], prepositionalTo: [] };
    const merged = mergeLints(await reviewSpelling(text, kept, dictionary), own);
    return merged.map((finding) => withHarperMessage(finding, text.slice(finding.start, finding.end)));
  }

  /**
   * The own rules' analysis of `texts` on their thread while harper lints them here (`harperOf`): both at once.
   * The analysis's failure waits until harper is done, then rejects.
   */
  async function bothOf<T>(texts: readonly string[], harperOf: () => Promise<T>): Promise<[T, TOwnAnalysis[]]> {
    const analysing = analyse(texts);
    analysing.catch(() => undefined);
    const harper = await harperOf();
    return [harper, await analysing];
  }

  const lint = async (text: string): Promise<TLint[]> => {
    const [harper, [analysis]] = await bothOf([text], () => harperFindings(text));
    return reviewed(text, harper, analysis);
  };
  lint.all = async (texts: readonly string[]): Promise<TLint[][]> => {
    const [harper, analyses] = await bothOf(texts, () => harperFindingsOfEach(texts));
    const lints: TLint[][] = [];
    for (const [index, text] of texts.entries()) lints.push(await reviewed(text, harper[index] ?? [], analyses[index]));
    return lints;
  };
  return lint;
}
