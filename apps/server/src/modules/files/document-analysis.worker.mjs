// The analysis thread. It is plain JavaScript so that it starts the same way under tsx, vitest and node,
// and loads the TypeScript analysis through tsx's loader. One message in, one message out, in order.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { analyseDocument } = await import('./document-analysis.ts');

parentPort?.on('message', async ({ id, fileName, content }) => {
  // A Buffer crosses the thread boundary as a plain Uint8Array.
  const result = await analyseDocument(fileName, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  parentPort?.postMessage({ id, result });
});
