// The grammar check's thread. Plain JavaScript so that it starts the same way under tsx, vitest and node; it
// loads the TypeScript checker through tsx's loader, sets harper up once and answers one message at a time.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { createDocumentChecker } = await import('./check-document.ts');
const checker = await createDocumentChecker();

parentPort?.on('message', async ({ id, fileName, content, text, edit, lockedTerms }) => {
  try {
    if (typeof text === 'string') return parentPort?.postMessage({ id, result: await checker.lint(text) });
    // A Buffer crosses the thread boundary as a plain Uint8Array.
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    if (edit) return parentPort?.postMessage({ id, result: await checker.edit(fileName, bytes, edit) });
    const result = await checker.check(fileName, bytes, lockedTerms ?? []);
    parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.name : 'error' });
  }
});
parentPort?.postMessage({ ready: true });
