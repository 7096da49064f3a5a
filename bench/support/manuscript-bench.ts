import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildDocx, englishParagraphs } from '../../e2e/support/docx.ts';
import { PORT_RANGE, REPO_ROOT, startPortalServer } from '../../e2e/support/server.ts';

const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');

/** The automated tools' benchmarks: what the grammar check and the digital edit measure alike. */

const LEARNER_ERROR = 'Their is many reason for this, and the results was clear.';

/**
 * Ten thousand words of manuscript prose with a learner error every few paragraphs; `extra` adds a sentence to
 * the paragraphs it names (the digital edit's American spellings and slips).
 */
export function benchManuscript(words: number, extra?: { every: number; sentence: string }): Buffer {
  const paragraphs = benchParagraphs(words, extra);
  return buildDocx(['Introduction', ...paragraphs, 'References', 'Smith J. Wetlands. J Coast Stud. 2020;12:3-4.']);
}

/** The body paragraphs of benchManuscript, as text. */
export function benchParagraphs(words = BENCH_WORDS, extra?: { every: number; sentence: string }): string[] {
  return englishParagraphs(words, 11).map((p, i) => {
    const withError = i % 7 === 3 ? `${p} ${LEARNER_ERROR}` : p;
    return extra && i % extra.every === 1 ? `${withError} ${extra.sentence}` : withError;
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Signs the demo researcher in and answers the headers of her later calls. */
export async function signInAsAlice(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'alice@demo.test', password: 'demo-pass-2026' }),
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!login.ok || !cookie) throw new Error(`sign-in answered ${login.status}`);
  return { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie };
}

/**
 * Polls `url` every `pollMs` until the document `pick` finds in its answer is no longer processing; answers it
 * once completed, and throws for any other end.
 */
async function awaitCompleted<TDocument extends { status: string }>(
  url: string,
  headers: Record<string, string>,
  pick: (answer: never) => TDocument,
  pollMs = 25,
): Promise<TDocument> {
  for (;;) {
    const document = pick((await (await fetch(url, { headers })).json()) as never);
    if (document.status !== 'processing') {
      if (document.status !== 'completed') throw new Error(`the document ended ${document.status}`);
      return document;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The manuscript's length and the timed runs (BENCH_RUNS, 5 by default) of the tools' benchmarks. */
export const BENCH_WORDS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * One warm-up (it starts the language thread: harper.js is set up once per process), then the timed runs;
 * their median is the figure, against `targetMs`. Logs each run and the figure of `what` ("grammar check of
 * 10000 words, upload to report").
 */
export async function timeWarmRuns<TRun extends { ms: number }>(
  what: string,
  targetMs: number,
  once: () => Promise<TRun>,
  describe: (run: TRun) => string,
) {
  const warmUp = await once();
  console.info(`warm-up (starts the grammar thread): ${warmUp.ms.toFixed(0)} ms, ${describe(warmUp)}`);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await once();
    runs.push(Math.round(run.ms));
    console.info(`run ${i + 1}: ${run.ms.toFixed(0)} ms (${describe(run)})`);
  }
  const medianMs = median(runs);
  console.info(`${what}, warm: median ${medianMs} ms of ${RUNS} (target ≤ ${targetMs} ms)`);
  return {
    warmUp,
    figures: {
      words: BENCH_WORDS,
      runs,
      medianMs,
      targetMs,
      isWithinTarget: medianMs <= targetMs,
      warmUpMs: Math.round(warmUp.ms),
    },
  };
}

/**
 * Starts the real server on a fresh embedded database (127.0.0.1 only, on `ports`, its log in
 * bench/results/server-{name}.log), signs in Alice, runs `bench` and writes what it answers, with the
 * machine's load, to bench/results/{name}.json.
 */
export async function benchOnPortal(
  name: string,
  ports: readonly [number, number],
  bench: (base: string, headers: Record<string, string>) => Promise<Record<string, unknown>>,
): Promise<void> {
  const server = await startPortalServer({
    ports: PORT_RANGE(ports[0], ports[1]),
    logFile: path.join(RESULTS_DIR, `server-${name}.log`),
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const result = {
      ...(await bench(server.baseUrl, await signInAsAlice(server.baseUrl))),
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      at: new Date().toISOString(),
    };
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

/** Uploads the manuscript to a tool's create call with the form's `fields` first; answers the create call's JSON. */
async function uploadManuscript<TAnswer>(
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  docx: Buffer,
): Promise<TAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('files', new Blob([new Uint8Array(docx)]), 'manuscript-10000-words.docx');
  const created = await fetch(url, { method: 'POST', headers, body });
  if (!created.ok) throw new Error(`create answered ${created.status}: ${await created.text()}`);
  return (await created.json()) as TAnswer;
}

/**
 * What the researcher waits for with a tool: the manuscript uploaded to its create call (`fields` first), then
 * its details call polled every `pollMs` until the document (`pick`ed from the answer) is completed.
 */
export async function uploadAndAwait<TDocument extends { status: string }>(
  base: string,
  headers: Record<string, string>,
  docx: Buffer,
  tool: {
    create: string;
    fields: Record<string, string>;
    identityOf: (created: never) => string | undefined;
    details: (identity: string) => string;
    pick: (answer: never) => TDocument;
  },
  pollMs = 25,
): Promise<{ identity: string; document: TDocument }> {
  const identity = tool.identityOf(await uploadManuscript<never>(`${base}${tool.create}`, headers, tool.fields, docx)) ?? '';
  return { identity, document: await awaitCompleted(`${base}${tool.details(identity)}`, headers, tool.pick, pollMs) };
}
