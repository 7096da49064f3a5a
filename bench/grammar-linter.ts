/**
 * `npx tsx bench/grammar-linter.ts [profile.cpuprofile]`: the linter alone (harper.js, the spelling review and the
 * own rules on their thread) on the grammar-check benchmark's 10,000-word manuscript, in this process, warm: two
 * runs to warm up, then five timed; prints each and the median. With a file name, writes a CPU profile of the
 * timed runs there (open it in Chrome's DevTools). Prints only (not part of `npm run bench`).
 */

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { lintEach } from '../apps/server/src/modules/language-engine/lint.ts';
import { createLinter } from '../apps/server/src/modules/language-engine/linter.ts';
import { benchParagraphs } from './support/manuscript-bench.ts';

const RUNS = 5;
const profileTo = process.argv[2];
const lint = await createLinter();
const paragraphs = benchParagraphs();
for (let run = 0; run < 2; run += 1) await lintEach(lint, paragraphs);
const session = new Session();
if (profileTo) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const times: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  await lintEach(lint, paragraphs);
  times.push(performance.now() - started);
}
if (profileTo) writeFileSync(profileTo, JSON.stringify((await session.post('Profiler.stop')).profile));
const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
console.log(
  `lint of ${paragraphs.length} paragraphs: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms`,
);
process.exit(0);
