/**
 * `npm run bench:lighthouse`: Lighthouse (mobile profile, its default: a mid-range phone, simulated slow 4G and
 * a 4× slower CPU) on the ten busiest routes, with the targets of issue 29: performance ≥ 90, accessibility 100,
 * best practices ≥ 95. A benchmark, not a test: it prints the routes that miss a target and exits 0.
 *
 * Builds nothing: it needs `npm run build` first. Starts the portal on a fresh embedded database with the demo
 * data (127.0.0.1 only), signs in as alice@demo.test through the API and hands her session cookie to Lighthouse
 * (`extraHeaders`), which drives Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) started here
 * headless. Writes results/lighthouse.json: per route the three scores, LCP, CLS, TBT, and the audits that fail
 * (accessibility and best practices by id; the performance audits that score under 0.9, the elements that shift).
 *
 * `--only=<text>`: the routes whose name or path contains it (not written to the results file).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { DEMO_PASSWORD } from '../e2e/support/actions.ts';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { hasWebBuild, PORT_RANGE, REPO_ROOT, startPortalServer } from '../e2e/support/server.ts';

const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const ALICE = 'alice@demo.test';
/** Issue 29's targets, as Lighthouse's 0–100 scores. */
const TARGETS = { performance: 90, accessibility: 100, bestPractices: 95 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/**
 * LIGHTHOUSE_CPU_SLOWDOWN: the CPU slowdown the simulation applies (Lighthouse's mobile profile: 4). On a machine
 * already slowed by other work, a lower figure brings the simulated phone back to a real one's speed; the results
 * file records the figure used and each run's benchmark index.
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null;
/** LIGHTHOUSE_REPORTS: a folder where each route's full Lighthouse report (JSON, for Lighthouse's viewer) is written. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
/** Lighthouse's own version, as its report gives it. */
let lighthouseVersion = '';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? null;

/** A signed-in researcher's calls to the portal's API (the cookie of one login). */
type TApi = { cookie: string; call: (method: string, url: string, body?: unknown) => Promise<Response> };

type TRoute = {
  name: string;
  /** Whether the visit carries alice's session. */
  isSignedIn: boolean;
  /** The path audited, or how to reach it first through the API (e.g. an order of alice, an order form at a later step). */
  path: string | ((api: TApi) => Promise<string>);
};

/** One of alice's orders, as the dashboard's list gives it. */
async function aliceOrderPath(api: TApi): Promise<string> {
  const response = await api.call('GET', '/api/order/search?page=1');
  if (!response.ok) throw new Error(`GET /api/order/search answered ${response.status}`);
  const { orders } = (await response.json()) as { orders: { externalId: string }[] };
  const order = orders[0];
  if (!order) throw new Error('alice has no order');
  return `/en/researcher/index/details/${encodeURIComponent(order.externalId)}`;
}

/**
 * The order form's services step: alice's open order form taken past its first two steps, as a researcher
 * who has said what the manuscript is. When the API will not take it there, the resume address (the step
 * the order form is at) is audited instead.
 */
async function servicesStepPath(api: TApi): Promise<string> {
  const opened = await api.call('GET', '/api/order-form/new');
  if (!opened.ok) return '/en/researcher/submit/resume';
  const { order } = (await opened.json()) as { order: { identity: string } };
  const steps: [string, unknown][] = [
    ['basic-details', { customerGoalId: 1, uploadLater: true, serviceBundlesRequested: false }],
    ['manuscript-details', { manuscriptLanguageId: 1, wordCount: 4500 }],
  ];
  for (const [step, body] of steps) {
    const response = await api.call('PUT', `/api/order-form/${order.identity}/${step}`, body);
    if (!response.ok) return '/en/researcher/submit/resume';
  }
  return '/en/researcher/submit/manuscript-services';
}

/** The ten busiest routes (issue 29), in the order a researcher meets them. */
const ROUTES: TRoute[] = [
  { name: 'sign-in', isSignedIn: false, path: '/en/login' },
  { name: 'registration', isSignedIn: false, path: '/en/register' },
  { name: 'dashboard', isSignedIn: true, path: '/en/researcher' },
  { name: 'order form, first step', isSignedIn: true, path: '/en/researcher/submit/get-started' },
  { name: 'order form, services', isSignedIn: true, path: servicesStepPath },
  { name: 'order page', isSignedIn: true, path: aliceOrderPath },
  { name: 'invoices', isSignedIn: true, path: '/en/researcher/invoices' },
  { name: 'account', isSignedIn: true, path: '/en/account' },
  { name: 'rewards', isSignedIn: true, path: '/en/researcher/rewards' },
  { name: 'grammar check', isSignedIn: true, path: '/en/researcher/grammar-check' },
];

type TFailingAudit = { id: string; score: number | null; displayValue?: string };

type TRouteResult = {
  name: string;
  route: string;
  /** Where the page ended up (a redirect shows here). */
  landed: string;
  signedIn: boolean;
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null };
  metrics: { lcpMs: number | null; cls: number | null; tbtMs: number | null; fcpMs: number | null };
  misses: string[];
  failingAudits: { accessibility: TFailingAudit[]; bestPractices: TFailingAudit[]; performance: TFailingAudit[] };
  /** The elements behind the layout shift, largest first (Lighthouse's layout-shifts audit). */
  shiftingElements: { selector: string; score: number }[];
  /** The kinds of issue Chromium's DevTools reported (the `inspector-issues` best-practices audit), with their addresses. */
  inspectorIssues: string[];
  /**
   * Audits Lighthouse could not compute, by id. With Chromium 156, Lighthouse 12.2.3's trace engine fails on the
   * trace (`frame_sequence`): the layout-shift elements, the LCP element and render-blocking resources are missing.
   */
  auditErrors: Record<string, string>;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster; a loaded machine scores low). */
  benchmarkIndex: number;
  runWarnings: string[];
  runtimeError?: string;
};

async function signIn(baseUrl: string): Promise<TApi> {
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ALICE, password: DEMO_PASSWORD }),
  });
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!response.ok || !sid) throw new Error(`login of ${ALICE} answered ${response.status}`);
  const cookie = sid.split(';')[0] ?? '';
  return {
    cookie,
    call: (method, url, body) =>
      fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...headers, Cookie: cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

type TChromium = { port: number; version: string; stop: () => Promise<void> };

/** Debian's Chromium, headless, with a fresh profile; its DevTools port read from what it prints. */
async function startChromium(): Promise<TChromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools address in 30 s:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const { Browser: version } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string };
  return { port, version, stop };
}

const score = (category: Result.Category | undefined) =>
  category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);

const numeric = (lhr: Result, id: string, digits = 0) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? null : Number(value.toFixed(digits));
};

/** The audits of a category that did not pass, worst first (manual, informative and not applicable ones left out). */
function failing(lhr: Result, categoryId: string, passAt: number): TFailingAudit[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Result['audits'][string] => audit !== undefined)
    .filter((audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .filter((audit) => audit.score !== null && audit.score < passAt)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => ({ id: audit.id, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) }));
}

function shiftingElements(lhr: Result): { selector: string; score: number }[] {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return [];
  return details.items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    return { selector: node?.selector ?? node?.snippet ?? '(not an element)', score: Number(Number(item.score ?? 0).toFixed(3)) };
  });
}

function inspectorIssues(lhr: Result): string[] {
  const details = lhr.audits['inspector-issues']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => {
    const urls = item.subItems?.items.map((sub) => String(sub.url ?? '')).filter(Boolean) ?? [];
    return urls.length > 0 ? `${String(item.issueType)}: ${urls.join(', ')}` : String(item.issueType);
  });
}

async function audit(chromium: TChromium, baseUrl: string, route: TRoute, api: TApi): Promise<TRouteResult> {
  const target = typeof route.path === 'string' ? route.path : await route.path(api);
  const runner = await lighthouse(`${baseUrl}${target}`, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A loaded two-core machine: give the page time to settle before Lighthouse gives up on it.
    maxWaitForLoad: 90_000,
    ...(CPU_SLOWDOWN === null ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    ...(route.isSignedIn ? { extraHeaders: { Cookie: api.cookie } } : {}),
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${target}`);
  const { lhr } = runner;
  lighthouseVersion = lhr.lighthouseVersion;
  if (REPORTS_DIR) {
    await mkdir(REPORTS_DIR, { recursive: true });
    await writeFile(path.join(REPORTS_DIR, `${route.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
  }
  const scores = {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
  };
  const misses = [
    ...(scores.performance === null || scores.performance < TARGETS.performance ? [`performance ${scores.performance}`] : []),
    ...(scores.accessibility === null || scores.accessibility < TARGETS.accessibility
      ? [`accessibility ${scores.accessibility}`]
      : []),
    ...(scores.bestPractices === null || scores.bestPractices < TARGETS.bestPractices
      ? [`best practices ${scores.bestPractices}`]
      : []),
  ];
  return {
    name: route.name,
    route: target,
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    signedIn: route.isSignedIn,
    scores,
    metrics: {
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift', 3),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
    },
    misses,
    failingAudits: {
      accessibility: failing(lhr, 'accessibility', 1),
      bestPractices: failing(lhr, 'best-practices', 1),
      performance: failing(lhr, 'performance', 0.9),
    },
    shiftingElements: shiftingElements(lhr),
    inspectorIssues: inspectorIssues(lhr),
    auditErrors: Object.fromEntries(
      Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'error')
        .map((a) => [a.id, a.errorMessage ?? '']),
    ),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    runWarnings: lhr.runWarnings,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

function printTable(results: readonly TRouteResult[]): void {
  const shortRoute = (route: string) => route.replace(/\/details\/[^/]+/, '/details/…');
  const cell = (value: number | null) => (value === null ? '–' : String(value));
  const rows = results.map((r) => [
    r.name,
    shortRoute(r.route),
    cell(r.scores.performance),
    cell(r.scores.accessibility),
    cell(r.scores.bestPractices),
    cell(r.metrics.lcpMs),
    cell(r.metrics.cls),
    cell(r.metrics.tbtMs),
    r.misses.length === 0 ? 'meets' : 'MISSES',
  ]);
  const header = ['route', 'path', 'perf', 'a11y', 'best pr.', 'LCP ms', 'CLS', 'TBT ms', ''];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const isNumeric = (i: number) => i >= 2 && i <= 7;
  const line = (cells: readonly string[]) =>
    `  ${cells.map((text, i) => (isNumeric(i) ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0))).join('  ')}`;
  console.log(
    `\nLighthouse, mobile profile (targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}):`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) {
    if (r.landed !== r.route) console.log(`  ${r.name}: opened ${r.route}, landed on ${r.landed}`);
    if (r.runtimeError) console.log(`  ${r.name}: Lighthouse error ${r.runtimeError}`);
  }
  const missing = results.filter((r) => r.misses.length > 0);
  if (missing.length === 0) {
    console.log('\nEvery route meets the targets.');
    return;
  }
  console.log('\nRoutes that miss a target (failing audits):');
  for (const r of missing) {
    const ids = (audits: TFailingAudit[]) => (audits.length === 0 ? '–' : audits.map((a) => a.id).join(', '));
    console.log(`  ${r.name} (${r.misses.join(', ')})`);
    console.log(`    accessibility:  ${ids(r.failingAudits.accessibility)}`);
    console.log(`    best practices: ${ids(r.failingAudits.bestPractices)}`);
    console.log(
      `    performance:    ${r.failingAudits.performance.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ') || '–'}`,
    );
    if (r.inspectorIssues.length > 0) console.log(`    DevTools issues: ${r.inspectorIssues.join('; ')}`);
    if (r.shiftingElements.length > 0)
      console.log(`    shifting:       ${r.shiftingElements.map((e) => `${e.selector} ${e.score}`).join('; ')}`);
  }
}

async function main(): Promise<void> {
  if (!hasWebBuild()) throw new Error('apps/web/dist/index.html not found; run `npm run build` first');
  const loadAtStart = os.loadavg();
  const server = await startPortalServer({
    ports: PORT_RANGE(3360, 3369),
    logFile: path.join(RESULTS_DIR, 'server-lighthouse.log'),
    // The first start migrates and seeds a fresh PGlite folder, which takes minutes on a loaded machine.
    readyTimeoutMs: 300_000,
  });
  const results: TRouteResult[] = [];
  let chromium: TChromium | null = null;
  try {
    chromium = await startChromium();
    const api = await signIn(server.baseUrl);
    const chosen = ROUTES.filter(
      (r) => only === null || r.name.includes(only) || (typeof r.path === 'string' && r.path.includes(only)),
    );
    for (const route of chosen) {
      process.stdout.write(`  ${route.name}…\n`);
      results.push(await audit(chromium, server.baseUrl, route, api));
    }
  } finally {
    await chromium?.stop();
    await server.stop();
  }
  printTable(results);
  if (only !== null) return;
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, 'lighthouse.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: lighthouseVersion,
        chromium: chromium?.version ?? null,
        profile: 'mobile (Lighthouse default: simulated slow 4G and CPU slowdown)',
        cpuSlowdownMultiplier: CPU_SLOWDOWN ?? 4,
        targets: TARGETS,
        loadAverage: { start: loadAtStart.map((n) => Number(n.toFixed(1))), end: os.loadavg().map((n) => Number(n.toFixed(1))) },
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log('\nWritten bench/results/lighthouse.json');
}

await main();
