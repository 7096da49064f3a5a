/**
 * `npx tsx bench/edit-review.ts`: the review of a 10,000-word edited manuscript with 1,500 tracked changes, on
 * the server's side: reading it into blocks, changes and comments (what opening the review waits for the first
 * time; later openings read the kept reading), and writing "my version" with 1,500 decisions (half accepted,
 * half rejected). Both run as the parse process runs them (engine/review-tasks.ts), in this process; one warm-up,
 * then BENCH_RUNS (5) runs each, the median against the targets (1.5 s to the first screen, 2 s for the
 * download). Writes bench/results/edit-review.json.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseTasks } from '../apps/server/src/modules/edit-review/engine/review-tasks.ts';
import { demoDocx } from '../apps/server/src/seed/demo-docx.ts';
import { REPO_ROOT } from '../e2e/support/server.ts';
import { editedParagraphs } from './support/edited-manuscript.ts';
import { median } from './support/manuscript-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WORDS = 10_000;
const CHANGES = 1_500;

async function time<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

const docx = await demoDocx('A manuscript under review', editedParagraphs(WORDS, CHANGES));
const first = await parseTasks.readReview(docx);
const decisions = first.changes.map(
  (change, index) => [change.id, index % 2 === 0 ? 'accept' : 'reject'] as [string, 'accept' | 'reject'],
);
const reads: number[] = [];
const writes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  reads.push((await time(() => parseTasks.readReview(docx))).ms);
  writes.push((await time(() => parseTasks.writeVersion(docx, 'mine', decisions))).ms);
}
const result = {
  words: WORDS,
  changes: first.changes.length,
  blocks: first.blocks.length,
  docxBytes: docx.length,
  readingJsonBytes: JSON.stringify(first).length,
  readMedianMs: Math.round(median(reads)),
  writeMineMedianMs: Math.round(median(writes)),
  runs: RUNS,
  measuredAt: new Date().toISOString(),
};
console.log(JSON.stringify(result, null, 2));
await writeFile(path.join(REPO_ROOT, 'bench/results/edit-review.json'), `${JSON.stringify(result, null, 2)}\n`);
