import { createParsePool, type TParsePool, type TParsePoolLimits } from './parse-pool.ts';

const MiB = 1024 ** 2;

/**
 * The pools of this process, one per kind of work, started at their first task (see parse-pool.ts):
 * - documents: uploads' archives and text (.docx, .doc), word counts, translations' input and output, photos;
 * - grammar: harper.js, kept warm in its process (setting it up takes seconds), for the grammar check and
 *   digital editing.
 */
export const PARSE_POOLS = {
  documents: { processes: 2, maxHeapMb: 1024, maxRssMb: 1536, timeoutMs: 60_000, maxOutputBytes: 192 * MiB },
  grammar: { processes: 1, maxHeapMb: 1024, maxRssMb: 2048, timeoutMs: 120_000, maxOutputBytes: 192 * MiB },
} as const satisfies Record<string, TParsePoolLimits>;

export type TParsePoolName = keyof typeof PARSE_POOLS;

type TLog = Parameters<typeof createParsePool>[2];

const pools = new Map<TParsePoolName, TParsePool>();
let poolLog: TLog = { warn: (details, message) => console.warn(message, details) };

/** Where the pools report a process that ended (the server's logger once it has one). */
export function setParsePoolLog(log: TLog): void {
  poolLog = log;
}

/** This process's pool of that name. */
export function parsePool(name: TParsePoolName): TParsePool {
  let pool = pools.get(name);
  if (!pool) {
    pool = createParsePool(name, PARSE_POOLS[name], { warn: (details, message) => poolLog.warn(details, message) });
    pools.set(name, pool);
  }
  return pool;
}

/** Ends every pool's processes (the server or worker closing); a later task starts new ones. */
export async function closeParsePools(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
}
