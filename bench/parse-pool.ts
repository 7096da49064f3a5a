/**
 * `npx tsx bench/parse-pool.ts`: what parsing uploaded bytes in a child process costs (apps/server/src/platform/
 * parse-pool). For each of three tasks — a round trip carrying nothing, a 1 MiB buffer, and a 10,000-word
 * .docx's word count and language — it times BENCH_RUNS (200, 50 for the .docx) runs in the pool, warm, against
 * the same work in this process; the difference of the medians is the overhead per parse. Also the cold start
 * of a pool process. Writes bench/results/parse-pool.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyseDocument } from '../apps/server/src/modules/files/document-analysis.ts';
import { createParsePool } from '../apps/server/src/platform/parse-pool/parse-pool.ts';
import { PARSE_POOLS } from '../apps/server/src/platform/parse-pool/shared-pools.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { benchManuscript, median } from './support/manuscript-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TASKS = new URL('../apps/server/test/fixtures/parse-pool/pool-tasks.ts', import.meta.url);
const FILE_TASKS = new URL('../apps/server/src/modules/files/file-tasks.ts', import.meta.url);

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

const round = (ms: number) => Number(ms.toFixed(3));

async function main() {
  const pool = createParsePool('bench', { ...PARSE_POOLS.documents, processes: 1 }, { warn: () => undefined });
  try {
    const coldStarted = performance.now();
    await pool.run(TASKS, 'echo', [0]);
    const coldStartMs = performance.now() - coldStarted;
    const megabyte = Buffer.alloc(1024 ** 2, 0x61);
    const docx = benchManuscript(10_000);
    await pool.run(FILE_TASKS, 'analyse', ['warm.docx', docx]);
    await analyseDocument('warm.docx', docx);

    const rows = [
      {
        task: 'round trip, nothing carried',
        runs: RUNS,
        pool: await timed(RUNS, () => pool.run(TASKS, 'echo', [0])),
        inProcess: await timed(RUNS, async () => 0),
      },
      {
        task: 'round trip, 1 MiB buffer',
        runs: RUNS,
        pool: await timed(RUNS, () => pool.run(TASKS, 'length', [megabyte])),
        inProcess: await timed(RUNS, async () => ({ length: megabyte.length })),
      },
      {
        task: '10,000-word .docx: word count and language',
        runs: Math.ceil(RUNS / 4),
        pool: await timed(Math.ceil(RUNS / 4), () => pool.run(FILE_TASKS, 'analyse', ['paper.docx', docx])),
        inProcess: await timed(Math.ceil(RUNS / 4), () => analyseDocument('paper.docx', docx)),
      },
    ].map((row) => ({
      task: row.task,
      runs: row.runs,
      poolMedianMs: round(median(row.pool)),
      inProcessMedianMs: round(median(row.inProcess)),
      overheadMs: round(median(row.pool) - median(row.inProcess)),
    }));
    for (const row of rows) {
      console.info(
        `${row.task}: pool ${row.poolMedianMs} ms, in process ${row.inProcessMedianMs} ms, overhead ${row.overheadMs} ms (median of ${row.runs})`,
      );
    }
    console.info(`cold start of a pool process: ${coldStartMs.toFixed(0)} ms`);
    const result = {
      rows,
      coldStartMs: Math.round(coldStartMs),
      docxBytes: docx.length,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      at: new Date().toISOString(),
    };
    const resultsDir = path.join(REPO_ROOT, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    await writeFile(path.join(resultsDir, 'parse-pool.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await pool.close();
  }
}

await main();
