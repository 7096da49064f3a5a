import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { TEditOptions } from '../digital-editing/engine/edit-document.ts';
import type { TLint } from './assess-text.ts';
import type { TDocumentCheck, TDocumentEdit } from './check-document.ts';

const WORKER_URL = new URL('./grammar-check.worker.mjs', import.meta.url);

/** A book of 100,000 words checks in well under a minute; past two, the thread is stuck. */
const CHECK_TIMEOUT_MS = 120_000;
const MAX_HEAP_MB = 1024;

export type TGrammarChecker = {
  /** Parses and lints a document; rejects when the thread failed, so that the job is retried. */
  check: (fileName: string, content: Buffer, lockedTerms?: readonly string[]) => Promise<TDocumentCheck>;
  /** A digital edit: the document with tracked changes, on the same warm thread (digital editing's job). */
  edit: (fileName: string, content: Buffer, options: Omit<TEditOptions, 'date'>) => Promise<TDocumentEdit>;
  /** Lints one piece of text (the evaluation set and tests). */
  lint: (text: string) => Promise<TLint[]>;
  close: () => Promise<void>;
};

type TReply = { id: number; result?: unknown; error?: string };

export class GrammarThreadError extends Error {}

/**
 * One long-lived grammar thread, started at the first check and kept warm: setting harper up takes seconds
 * of CPU, checking a manuscript afterwards a fraction of that, and neither may stall the API. Requests run
 * one at a time in order. A thread that crashes, runs out of heap or outlives the timeout is ended; the
 * next request starts a new one.
 */
export function createGrammarChecker(log: Pick<FastifyBaseLogger, 'warn'>): TGrammarChecker {
  let worker: Worker | null = null;
  let sequence = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function startWorker(): Worker {
    const started = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB } });
    started.on('error', (error) => log.warn({ err: error }, 'grammar check thread failed'));
    started.once('exit', () => {
      if (worker === started) worker = null;
    });
    started.unref();
    return started;
  }

  function runOne<T>(message: Record<string, unknown>): Promise<T> {
    return new Promise((resolve, reject) => {
      const thread = worker ?? startWorker();
      worker = thread;
      const id = ++sequence;
      const timer = setTimeout(() => {
        log.warn('grammar check timed out');
        void thread.terminate();
      }, CHECK_TIMEOUT_MS);
      const settle = () => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('exit', onExit);
        thread.unref();
      };
      const onMessage = (reply: TReply) => {
        if (reply.id !== id) return;
        settle();
        if (reply.error) reject(new GrammarThreadError(reply.error));
        else resolve(reply.result as T);
      };
      const onExit = () => {
        settle();
        reject(new GrammarThreadError('grammar check thread ended'));
      };
      thread.on('message', onMessage).once('exit', onExit);
      thread.ref();
      thread.postMessage({ id, ...message });
    });
  }

  function enqueue<T>(message: Record<string, unknown>): Promise<T> {
    const run = queue.then(() => runOne<T>(message));
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    check: (fileName, content, lockedTerms = []) => enqueue<TDocumentCheck>({ fileName, content, lockedTerms: [...lockedTerms] }),
    lint: (text) => enqueue<TLint[]>({ text }),
    edit: (fileName, content, options) =>
      enqueue<TDocumentEdit>({ fileName, content, edit: { style: options.style, lockedTerms: [...options.lockedTerms] } }),
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
