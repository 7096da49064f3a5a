import { ParseProcessError, ParseTaskError } from '../../platform/parse-pool/parse-pool.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import type { TLintParagraph } from './lint.ts';

/**
 * The language thread: the grammar parse pool's process, where harper.js is set up once (seconds of CPU) and
 * kept warm for every later task, whichever tool's task module asks for it. The grammar check's and digital
 * editing's task modules both lint with warmLinter(): one module instance per process, so one harper.
 */
let linter: Promise<TLintParagraph> | null = null;

/** The process's linter, set up at the first call (loaded here only: the server's own process never loads harper). */
export function warmLinter(): Promise<TLintParagraph> {
  linter ??= import('./linter.ts').then(({ createLinter }) => createLinter());
  return linter;
}

/** The language process failed for a reason other than the document (a task error): retry the job. */
export class GrammarThreadError extends Error {}

/**
 * Runs `task` of the task module at `tasks` on the language thread. Requests run one at a time in order; a
 * task that throws rejects with GrammarThreadError, so that its job is retried.
 */
export function runOnLanguageThread<T>(tasks: URL, task: string, args: readonly unknown[]): Promise<T> {
  return parsePool('grammar')
    .run<T>(tasks, task, args)
    .catch((error: unknown) => {
      if (error instanceof ParseTaskError) throw new GrammarThreadError(error.taskErrorName);
      throw error;
    });
}

/** What the language thread answers for a document it cannot read. */
export const UNREADABLE = { ok: false, reason: 'unreadable' } as const;

/**
 * A document that ended its process (a crash, its memory or time limit), or the memory of its rules' thread
 * (rules-thread.ts), is refused like one that cannot be parsed.
 */
export function unreadableOnCrash(error: unknown): typeof UNREADABLE {
  if (error instanceof ParseProcessError) return UNREADABLE;
  if (error instanceof GrammarThreadError && error.message === 'RulesThreadOutOfMemory') return UNREADABLE;
  throw error;
}
