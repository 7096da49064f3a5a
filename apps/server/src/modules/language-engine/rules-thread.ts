import { Worker } from 'node:worker_threads';
import type { TOwnAnalysis } from './rules/own-rules.ts';

const HOST = new URL('./rules-thread-host.mjs', import.meta.url);
/** The thread's heap ceiling: the tagger's model and a document's tokens take tens of megabytes. */
const MAX_HEAP_MB = 512;

/**
 * The rules' thread ran out of memory on a document: like a document that ends the language process, it is
 * refused as unreadable (language-thread.ts), not retried.
 */
export class RulesThreadOutOfMemory extends Error {
  override name = 'RulesThreadOutOfMemory';
}

/** The own rules' analysis of each of a document's paragraphs, from the rules' thread. */
export type TAnalyseParagraphs = (texts: readonly string[]) => Promise<TOwnAnalysis[]>;

type TPending = { resolve: (analyses: TOwnAnalysis[]) => void; reject: (error: Error) => void };
type TAnswer = { ready: true } | { id: number; result: TOwnAnalysis[] } | { id: number; error: string };

/**
 * The rules' thread: a worker thread that tags paragraphs and runs the own rules on them (rules-worker.ts), so
 * that they run beside harper.js, which holds the language process's main thread while it lints. On the grammar
 * check of 10,000 words the two took about the same time one after the other. Requests are answered in order;
 * a rule that throws rejects its request, and a thread that ends (its memory) rejects all it had and is started
 * again at the next request. An idle thread does not keep the process alive.
 */
export function createRulesThread({ maxHeapMb = MAX_HEAP_MB } = {}): TAnalyseParagraphs {
  let worker: Worker | null = null;
  let sequence = 0;
  const pending = new Map<number, TPending>();

  function failAll(error: Error): void {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = new Worker(HOST, { name: 'own-rules', resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    started.on('message', (answer: TAnswer) => {
      if (!('id' in answer)) return;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(`the own rules failed: ${answer.error}`));
      else waiting?.resolve(answer.result);
      if (pending.size === 0) started.unref();
    });
    started.on('error', (error: Error & { code?: string }) =>
      failAll(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new RulesThreadOutOfMemory(error.message) : error),
    );
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`the rules' thread ended (${code})`));
    });
    started.unref();
    return started;
  }

  return (texts) => {
    worker ??= start();
    const thread = worker;
    sequence += 1;
    const id = sequence;
    return new Promise<TOwnAnalysis[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.ref();
      thread.postMessage({ id, texts });
    });
  };
}
