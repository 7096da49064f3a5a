import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { TDocumentAnalysis } from './document-analysis.ts';

const WORKER_URL = new URL('./document-analysis.worker.mjs', import.meta.url);

export type TAnalyserLimits = { timeoutMs: number; maxHeapMb: number };

/** A book-length manuscript parses in a few seconds; a minute means something is wrong with the file. */
export const ANALYSER_LIMITS: TAnalyserLimits = { timeoutMs: 60_000, maxHeapMb: 1024 };

export type TDocumentAnalyser = {
  /** Word count and language, or null when the file cannot be read within the limits. */
  analyse: (fileName: string, content: Buffer) => Promise<TDocumentAnalysis | null>;
  close: () => Promise<void>;
};

type TReply = { id: number; result: TDocumentAnalysis | null };

/**
 * Parses documents on one long-lived thread: a long manuscript takes seconds of CPU, which would stall
 * every request an embedded server answers. Starting the thread and loading mammoth costs most of a
 * second, so it is started at the first document and kept. A document that crashes it, exhausts its
 * heap or outlives the timeout ends the thread; the next document starts a new one.
 */
export function createDocumentAnalyser(
  log: Pick<FastifyBaseLogger, 'warn'>,
  limits: TAnalyserLimits = ANALYSER_LIMITS,
): TDocumentAnalyser {
  let worker: Worker | null = null;
  let sequence = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function startWorker(): Worker {
    const started = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb } });
    started.on('error', (error) => log.warn({ err: error }, 'document analysis thread failed'));
    started.once('exit', () => {
      if (worker === started) worker = null;
    });
    // An idle thread must not keep the process alive.
    started.unref();
    return started;
  }

  function runOne(fileName: string, content: Buffer): Promise<TDocumentAnalysis | null> {
    return new Promise((resolve) => {
      const thread = worker ?? startWorker();
      worker = thread;
      const id = ++sequence;
      const timer = setTimeout(() => {
        log.warn({ fileName }, 'document analysis timed out');
        void thread.terminate();
      }, limits.timeoutMs);
      const finish = (result: TDocumentAnalysis | null) => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('exit', onExit);
        thread.unref();
        resolve(result);
      };
      const onMessage = (reply: TReply) => {
        if (reply.id === id) finish(reply.result);
      };
      const onExit = () => finish(null);
      thread.on('message', onMessage).once('exit', onExit);
      thread.ref();
      thread.postMessage({ id, fileName, content });
    });
  }

  return {
    analyse(fileName, content) {
      const run = queue.then(() => runOne(fileName, content));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
