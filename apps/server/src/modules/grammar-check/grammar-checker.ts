import { runOnLanguageThread, type TLint, unreadableOnCrash } from '../language-engine/index.ts';
import type { TDocumentCheck } from './check-document.ts';

const GRAMMAR_TASKS = new URL('./grammar-tasks.ts', import.meta.url);

export type TGrammarChecker = {
  /**
   * Parses and lints a document. A document that ends the grammar process (a crash, its memory or time
   * limit) is unreadable; any other failure of the process rejects, so that the job is retried.
   */
  check: (fileName: string, content: Buffer, lockedTerms?: readonly string[]) => Promise<TDocumentCheck>;
  /** Lints one piece of text (the evaluation set and tests). */
  lint: (text: string) => Promise<TLint[]>;
};

/**
 * The grammar checker: harper.js on the language thread, started at the first check and kept warm (setting
 * harper up takes seconds of CPU, checking a manuscript afterwards a fraction of that; neither may stall the API).
 */
export function createGrammarChecker(): TGrammarChecker {
  return {
    check: (fileName, content, lockedTerms = []) =>
      runOnLanguageThread<TDocumentCheck>(GRAMMAR_TASKS, 'check', [fileName, content, [...lockedTerms]]).catch(unreadableOnCrash),
    lint: (text) => runOnLanguageThread<TLint[]>(GRAMMAR_TASKS, 'lint', [text]),
  };
}
