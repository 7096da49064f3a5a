// The rules' thread (rules-thread.ts): a worker thread of the language process that tags a paragraph and runs
// the own rules on it while harper.js lints on the process's main thread. Plain JavaScript so that it starts the
// same way under tsx, vitest and node; the rules are TypeScript, loaded through tsx's loader.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { analyseParagraphs } = await import('./rules-worker.ts');
parentPort?.on('message', ({ id, texts }) => {
  try {
    parentPort?.postMessage({ id, result: analyseParagraphs(texts) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message.slice(0, 200) : 'failed' });
  }
});
parentPort?.postMessage({ ready: true });
