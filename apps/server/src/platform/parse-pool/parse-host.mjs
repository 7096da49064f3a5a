// One process of a parse pool (parse-pool.ts). Plain JavaScript so that it starts the same way under tsx,
// vitest and node; task modules are TypeScript, loaded through tsx's loader at their first task. One task
// at a time: a message in, a message out.
import { serialize } from 'node:v8';
import { register } from 'tsx/esm/api';

register();
const MAX_OUTPUT_BYTES = Number(process.env.PARSE_MAX_OUTPUT_BYTES) || 64 * 1024 ** 2;
const modules = new Map();

// The server's process ended or closed the pool: this one has nothing left to do.
process.on('disconnect', () => process.exit(0));

/** Uint8Arrays (what Buffers arrive as) become Buffers again, as the parsers expect. */
const asBuffer = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

process.on('message', async ({ id, module, task, args }) => {
  try {
    if (!modules.has(module)) modules.set(module, import(module));
    const run = (await modules.get(module)).parseTasks?.[task];
    if (typeof run !== 'function') throw new Error(`no task ${task}`);
    const result = await run(...args.map(asBuffer));
    const size = serialize(result).length;
    if (size > MAX_OUTPUT_BYTES) return process.send({ id, tooLarge: size });
    process.send({ id, result });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message.slice(0, 200) : 'failed';
    process.send({ id, error: { name: name === 'Error' && error?.constructor?.name ? error.constructor.name : name, message } });
  }
});
