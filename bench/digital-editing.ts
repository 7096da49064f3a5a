/**
 * `npx tsx bench/digital-editing.ts`: a digital edit of the grammar check's 10,000-word .docx, end to end and warm.
 *
 * Starts the real server on a fresh embedded database (127.0.0.1 only), signs in Alice (whose seeded
 * subscription gives access), and times what the researcher waits for: the upload (POST /api/digital-edit/create)
 * until the edited .docx is downloaded (GET /api/digital-edit/{identity} polled every 25 ms until completed,
 * then GET …/download read to the end). One edit first warms the grammar thread (harper.js set up once per
 * process); then BENCH_RUNS (5) edits, and the median is the figure, against the 3 s target. Writes
 * bench/results/digital-editing.json.
 */
import { BENCH_WORDS, benchManuscript, benchOnPortal, timeWarmRuns, uploadAndAwait } from './support/manuscript-bench.ts';

await benchOnPortal('digital-editing', [3350, 3359], async (base, headers) => {
  // American spellings and slips every fifth paragraph, which a British-English edit corrects: the figure
  // includes writing tracked changes, not only reading and checking.
  const docx = benchManuscript(BENCH_WORDS, {
    every: 5,
    sentence: 'The samples were analyzed at the center, and the the color of the residue was recieved.',
  });

  async function editOnce(): Promise<{ ms: number; changes: number; bytes: number }> {
    const started = performance.now();
    const { identity, document: edit } = await uploadAndAwait(base, headers, docx, {
      create: '/api/digital-edit/create',
      fields: { styleOfEnglish: 'british' },
      identityOf: (created: { digitalEdits: { identity: string }[] }) => created.digitalEdits[0]?.identity,
      details: (identity) => `/api/digital-edit/${identity}`,
      pick: (answer: { digitalEdit: { status: string; changeCount: number | null } }) => answer.digitalEdit,
    });
    const download = await fetch(`${base}/api/digital-edit/${identity}/download`, { headers });
    const bytes = (await download.arrayBuffer()).byteLength;
    if (!download.ok || bytes === 0) throw new Error(`download answered ${download.status}`);
    return { ms: performance.now() - started, changes: edit.changeCount ?? 0, bytes };
  }

  const { warmUp, figures } = await timeWarmRuns(
    `digital edit of ${BENCH_WORDS} words, upload to downloaded result`,
    3000,
    editOnce,
    (run) => `${run.changes} tracked changes, ${run.bytes} bytes`,
  );
  return { ...figures, trackedChanges: warmUp.changes };
});
