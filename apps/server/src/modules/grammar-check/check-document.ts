import type { TSuggestion } from '@portal/domain/api/grammar-check';
import { Dialect, LocalLinter, type Suggestion, SuggestionKind } from 'harper.js';
import { binary } from 'harper.js/binary';
import { editDocument, type TEditOptions, UneditableDocumentError } from '../digital-editing/engine/edit-document.ts';
import { assessParagraphs, type TLint, type TTextAssessment } from './assess-text.ts';
import { readCheckedParagraphs, UnreadableDocumentError } from './document-text.ts';
import { plainMessage } from './engine/messages.ts';
import { mergeLints, ownLints } from './engine/own-rules.ts';
import { reviewSpelling } from './engine/spelling-review.ts';
import { createTagger } from './engine/tagger.ts';

export type TDocumentCheck = { ok: true; assessment: TTextAssessment } | { ok: false; reason: 'unreadable' };

/** A digital edit done on the grammar thread: the edited .docx, or why the document could not be edited. */
export type TDocumentEdit =
  | { ok: true; content: Uint8Array; changeCount: number; wordCount: number }
  | { ok: false; reason: 'unreadable' };

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
 * The grammar checker of one thread: harper.js (offline, WASM) and the part-of-speech tagger of the portal's
 * own rules (engine/), set up once, which takes seconds, and then reused for every document. Parsing and linting block the thread they run on, so this runs in a worker.
 */
export async function createDocumentChecker() {
  const linter = new LocalLinter({ binary });
  await linter.setup();
  await linter.setLintConfig({
    ...(await linter.getLintConfig()),
    ...Object.fromEntries(HARPER_RULES_OFF.map((rule) => [rule, false])),
  });
  const tag = createTagger();

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
  const dictionary = { isWord: dictionaryOf(linter), isOtherDialectWord: dictionaryOf(british) };

  async function lint(text: string): Promise<TLint[]> {
    const lints = await linter.lint(text, { language: 'plaintext' });
    const offset = utf16Offsets(text) ?? ((index: number) => index);
    const findings = lints.map((found) => {
      const span = found.span();
      return {
        kind: found.lint_kind(),
        start: offset(span.start),
        end: offset(span.end),
        message: plainMessage(found.message()),
        suggestions: found.suggestions().map(suggestionOf),
      };
    });
    return mergeLints(await reviewSpelling(text, findings, dictionary), ownLints(tag(text)));
  }

  return {
    async check(fileName: string, content: Buffer, lockedTerms: readonly string[] = []): Promise<TDocumentCheck> {
      try {
        const paragraphs = await readCheckedParagraphs(fileName, content);
        return { ok: true, assessment: await assessParagraphs(paragraphs, lint, lockedTerms) };
      } catch (error) {
        if (error instanceof UnreadableDocumentError) return { ok: false, reason: 'unreadable' };
        throw error;
      }
    },
    /** A digital edit (tracked changes) with this thread's harper: the same warm linter, no second one. */
    async edit(fileName: string, content: Buffer, options: TEditOptions): Promise<TDocumentEdit> {
      try {
        const result = await editDocument(fileName, content, options, lint);
        return { ok: true, content: result.content, changeCount: result.changeCount, wordCount: result.wordCount };
      } catch (error) {
        if (error instanceof UneditableDocumentError) return { ok: false, reason: 'unreadable' };
        throw error;
      }
    },
    lint,
  };
}
