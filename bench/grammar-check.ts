/**
 * `npx tsx bench/grammar-check.ts`: the grammar check of a 10,000-word .docx, end to end and warm.
 *
 * Starts the real server on a fresh embedded database (127.0.0.1 only), signs in a demo researcher, and
 * times what the researcher waits for: the upload (POST /api/grammar-check/create) until the report
 * (GET /api/grammar-check/{identity}) answers completed, polled every 25 ms. One check first warms the
 * grammar thread (harper.js set up once per process); then BENCH_RUNS (5) checks, and the median is the
 * figure, against the 1 s target. Then GET /api/researcher/load's p99, idle and while four
 * checks run at once (target: within 1.5× of idle). Writes bench/results/grammar-check.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PORT_RANGE, REPO_ROOT, startPortalServer } from '../e2e/support/server.ts';
import { benchManuscript, median, signInAsAlice } from './support/manuscript-bench.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1000;
const WORDS = 10_000;
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');

async function main() {
  const server = await startPortalServer({
    ports: PORT_RANGE(3340, 3349),
    logFile: path.join(RESULTS_DIR, 'server-grammar-check.log'),
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const base = server.baseUrl;
    const headers = await signInAsAlice(base);
    const docx = benchManuscript(WORDS);

    async function checkOnce(pollMs = 25): Promise<{ ms: number; score: number }> {
      const body = new FormData();
      body.append('terms', 'true');
      body.append('files', new Blob([new Uint8Array(docx)]), 'manuscript-10000-words.docx');
      const started = performance.now();
      const created = await fetch(`${base}/api/grammar-check/create`, { method: 'POST', headers, body });
      if (!created.ok) throw new Error(`create answered ${created.status}: ${await created.text()}`);
      const { languageAssessments } = (await created.json()) as { languageAssessments: { identity: string }[] };
      const identity = languageAssessments[0]?.identity;
      for (;;) {
        const report = await fetch(`${base}/api/grammar-check/${identity}`, { headers });
        const { assessment } = (await report.json()) as { assessment: { status: string; score: number | null } };
        if (assessment.status !== 'processing') {
          if (assessment.status !== 'completed') throw new Error(`the check ended ${assessment.status}`);
          return { ms: performance.now() - started, score: assessment.score ?? 0 };
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    }

    /** Latencies of GET /api/researcher/load, one request after another, for `durationMs` or `count` requests. */
    async function loadLatencies(until: () => boolean, minimum: number): Promise<number[]> {
      const latencies: number[] = [];
      while (latencies.length < minimum || !until()) {
        const started = performance.now();
        const response = await fetch(`${base}/api/researcher/load`, { headers });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
      }
      return latencies;
    }

    const warmUp = await checkOnce();
    console.info(`warm-up (starts the grammar thread): ${warmUp.ms.toFixed(0)} ms, score ${warmUp.score}`);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await checkOnce();
      runs.push(Math.round(run.ms));
      console.info(`run ${i + 1}: ${run.ms.toFixed(0)} ms`);
    }
    // GET /api/researcher/load while four checks run at once, against its idle figure (target: p99 within 1.5×).
    // The four reports are polled once a second here: the page polls every 30 s, and timing them is not the point.
    const idle = await loadLatencies(() => true, 1000);
    let running = 4;
    const checks = Array.from({ length: 4 }, () => checkOnce(1000).finally(() => (running -= 1)));
    const busy = await loadLatencies(() => running === 0, 300);
    await Promise.all(checks);
    const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0;
    const apiWhileChecking = {
      idleP99Ms: Number(p99(idle).toFixed(1)),
      busyP99Ms: Number(p99(busy).toFixed(1)),
      ratio: Number((p99(busy) / p99(idle)).toFixed(2)),
      requests: { idle: idle.length, busy: busy.length },
    };
    console.info(
      `GET /api/researcher/load p99: idle ${apiWhileChecking.idleP99Ms} ms, while 4 checks run ${apiWhileChecking.busyP99Ms} ms (${apiWhileChecking.ratio}×, target ≤ 1.5×)`,
    );
    const result = {
      words: WORDS,
      runs,
      medianMs: median(runs),
      targetMs: TARGET_MS,
      isWithinTarget: median(runs) <= TARGET_MS,
      warmUpMs: Math.round(warmUp.ms),
      apiWhileChecking,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      at: new Date().toISOString(),
    };
    console.info(
      `grammar check of ${WORDS} words, upload to report, warm: median ${result.medianMs} ms of ${RUNS} (target ≤ ${TARGET_MS} ms), load ${result.loadAverage.join(' ')}`,
    );
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(path.join(RESULTS_DIR, 'grammar-check.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

await main();
