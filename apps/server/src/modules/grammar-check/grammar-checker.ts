import { ParseProcessError, ParseTaskError } from '../../platform/parse-pool/parse-pool.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import type { TEditOptions } from '../digital-editing/engine/edit-document.ts';
import type { TLint } from './assess-text.ts';
import type { TDocumentCheck, TDocumentEdit } from './check-document.ts';

const GRAMMAR_TASKS = new URL('./grammar-tasks.ts', import.meta.url);

export type TGrammarChecker = {
  /**
   * Parses and lints a document. A document that ends the grammar process (a crash, its memory or time
   * limit) is unreadable; any other failure of the process rejects, so that the job is retried.
   */
  check: (fileName: string, content: Buffer, lockedTerms?: readonly string[]) => Promise<TDocumentCheck>;
  /** A digital edit: the document with tracked changes, in the same warm process (digital editing's job). */
  edit: (fileName: string, content: Buffer, options: Omit<TEditOptions, 'date'>) => Promise<TDocumentEdit>;
  /** Lints one piece of text (the evaluation set and tests). */
  lint: (text: string) => Promise<TLint[]>;
};

/** The grammar process failed for a reason other than the document (a task error): retry the job. */
export class GrammarThreadError extends Error {}

const UNREADABLE = { ok: false, reason: 'unreadable' } as const;

function run<T>(task: string, args: readonly unknown[]): Promise<T> {
  return parsePool('grammar')
    .run<T>(GRAMMAR_TASKS, task, args)
    .catch((error: unknown) => {
      if (error instanceof ParseTaskError) throw new GrammarThreadError(error.taskErrorName);
      throw error;
    });
}

/** A document that ended its process is refused like one that cannot be parsed; the server goes on. */
const unreadableOnCrash = (error: unknown) => {
  if (error instanceof ParseProcessError) return UNREADABLE;
  throw error;
};

/**
 * The grammar checker: harper.js in the grammar parse pool's process, started at the first check and kept
 * warm (setting harper up takes seconds of CPU, checking a manuscript afterwards a fraction of that; neither
 * may stall the API). Requests run one at a time in order.
 */
export function createGrammarChecker(): TGrammarChecker {
  return {
    check: (fileName, content, lockedTerms = []) =>
      run<TDocumentCheck>('check', [fileName, content, [...lockedTerms]]).catch(unreadableOnCrash),
    edit: (fileName, content, options) =>
      run<TDocumentEdit>('edit', [fileName, content, { style: options.style, lockedTerms: [...options.lockedTerms] }])
        .then((edited) => (edited.ok ? { ...edited, content: Buffer.from(edited.content) } : edited))
        .catch(unreadableOnCrash),
    lint: (text) => run<TLint[]>('lint', [text]),
  };
}
