/**
 * `npx tsx bench/grammar-rules.ts`: where the own rules spend their time. Tags the grammar-check benchmark's
 * 10,000-word manuscript once, then runs each rule of OWN_RULES over all its sentences, five times, and prints
 * each rule's mean time of the last four runs, slowest first, with the total (the own rules' share of the
 * 10,000-word check's ≤ 1 s budget). Prints only (not part of `npm run bench`); a profile of one rule:
 * `node --import tsx --cpu-prof bench/grammar-rules.ts`.
 */
import { OWN_RULES } from '../apps/server/src/modules/language-engine/rules/own-rules.ts';
import { createTagger } from '../apps/server/src/modules/language-engine/rules/tagger.ts';
import { benchParagraphs } from './support/manuscript-bench.ts';

const RUNS = 5;
const tag = createTagger();
const started = performance.now();
const sentences = benchParagraphs().flatMap((paragraph) => tag(paragraph));
const tagMs = performance.now() - started;

const totals = new Map<string, number>();
for (let run = 0; run < RUNS; run += 1) {
  for (const rule of OWN_RULES) {
    const from = performance.now();
    for (const sentence of sentences) rule(sentence);
    // The first run warms the code up and is not counted.
    if (run > 0) totals.set(rule.name, (totals.get(rule.name) ?? 0) + (performance.now() - from) / (RUNS - 1));
  }
}
const rows = [...totals].sort(([, a], [, b]) => b - a);
const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${sentences.length} sentences, tagged in ${tagMs.toFixed(0)} ms (first run, cold)`);
console.log(`own rules: ${total.toFixed(1)} ms in all, ${OWN_RULES.length} rules`);
for (const [name, ms] of rows) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
