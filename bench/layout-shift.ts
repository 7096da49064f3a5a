/**
 * `npx tsx bench/layout-shift.ts`: the cumulative layout shift (CLS) of a first visit to the routes Lighthouse
 * found shifting (the order form's first step, the account, the invoices) and their neighbours, measured in
 * Chromium with a `PerformanceObserver('layout-shift')` installed before the page's first script: the largest
 * session window of shifts without recent input (shifts less than 1 s apart, a window at most 5 s long), as
 * Lighthouse and web-vitals count it. Each visit is a fresh browser context (cold cache, fonts included) at
 * 390 px (phone) and 1280 px (desktop), loaded at full speed as Lighthouse's default simulated throttling loads
 * it; `--throttled` adds a phone with real throttling (4× CPU, 150 ms round trip, 1.6 Mbit/s down). Median of
 * `--runs=N` (3) visits; `--sources` prints what moved in the worst one. A measurement to read, never an assertion.
 *
 * `--screens` also takes the screenshots to look at (e2e/artifacts/look-*.png): the dashboard, the order
 * form's steps, the payment step, the account, the invoices, the staff queue and an order's staff page, at
 * 1280 and 390 px, in English and Japanese. Runs the production build (apps/web/dist, or WEB_DIST) on a
 * fresh embedded database, 127.0.0.1 only; writes bench/results/layout-shift.json (or `--out=<file>`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { orderUpToPayment } from '../e2e/journeys/checkout-support.ts';
import { DEMO_PASSWORD, signIn } from '../e2e/support/actions.ts';
import { ARTIFACTS_DIR, launchBrowser, newPage } from '../e2e/support/browser.ts';
import { hasWebBuild, PORT_RANGE, REPO_ROOT, startPortalServer, WEB_DIST } from '../e2e/support/server.ts';

const ALICE = 'alice@demo.test';
const STAFF = 'support@demo.test';
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const isTakingScreens = process.argv.includes('--screens');
const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
const RESULTS_FILE = out ? path.resolve(out) : path.join(REPO_ROOT, 'bench/results/layout-shift.json');
/** A prefix for the screenshots' names, e.g. `--label=before`. */
const label = process.argv.find((arg) => arg.startsWith('--label='))?.slice('--label='.length) ?? 'now';

type TViewport = { name: 'phone' | 'desktop' | 'phone-throttled'; width: number; height: number; isThrottled: boolean };
const VIEWPORTS: TViewport[] = [
  { name: 'phone', width: 390, height: 844, isThrottled: false },
  { name: 'desktop', width: 1280, height: 900, isThrottled: false },
  ...(process.argv.includes('--throttled')
    ? [{ name: 'phone-throttled' as const, width: 390, height: 844, isThrottled: true }]
    : []),
];
const isPrintingSources = process.argv.includes('--sources');

type TRoute = { name: string; as: string; path: string };
const ROUTES: TRoute[] = [
  { name: 'order form (new)', as: ALICE, path: '/en/researcher/submit/new' },
  { name: 'order form, first step', as: ALICE, path: '/en/researcher/submit/get-started' },
  { name: 'account', as: ALICE, path: '/en/account' },
  { name: 'invoices', as: ALICE, path: '/en/researcher/invoices' },
  { name: 'dashboard', as: ALICE, path: '/en/researcher' },
  { name: 'payment step', as: ALICE, path: '/en/researcher/submit/payment-details' },
  { name: 'staff queue', as: STAFF, path: '/en/staff' },
];

/** Installed before any script of the page: keeps every layout shift for the measure. */
const OBSERVER = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const sources = (entry.sources || []).map((source) => {
        const node = source.node;
        const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().replace(/ +/g, '.') : '') : String(node && node.nodeName);
        return name + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) + ' h' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height);
      });
      window.__shifts.push({ value: entry.value, at: entry.startTime, input: entry.hadRecentInput, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

type TShift = { value: number; at: number; input: boolean; sources?: string[] };

/** The largest session window (gap < 1 s, length ≤ 5 s) of the shifts without recent input. */
export function cumulativeLayoutShift(shifts: readonly TShift[]): number {
  let largest = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((s) => !s.input)) {
    if (shift.at - last < 1000 && shift.at - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.at;
    }
    last = shift.at;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The cookies of a signed-in session of each account, so each measured visit starts signed in but cold. */
async function signedInStates(
  browser: Browser,
  baseUrl: string,
): Promise<Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>> {
  const states = new Map();
  for (const email of [ALICE, STAFF]) {
    const page = await newPage(browser, baseUrl);
    await signIn(page, email, DEMO_PASSWORD);
    if (email === ALICE) await orderUpToPayment(page, 'Layout shift benchmark');
    states.set(email, await page.context().storageState());
    await page.context().close();
  }
  return states;
}

async function measure(
  browser: Browser,
  baseUrl: string,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  route: TRoute,
  viewport: TViewport,
): Promise<{ cls: number; shifts: TShift[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: state,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.name === 'phone',
    hasTouch: viewport.name === 'phone',
  });
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  await context.addInitScript(OBSERVER);
  const page = await context.newPage();
  if (viewport.isThrottled) await throttle(page);
  await page.goto(route.path, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.waitForTimeout(1500);
  const shifts = (await page.evaluate('window.__shifts')) as TShift[];
  await context.close();
  return { cls: cumulativeLayoutShift(shifts), shifts };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The screens to look at, in both languages and sizes. */
async function takeScreens(
  browser: Browser,
  baseUrl: string,
  states: Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>,
) {
  const screens: { name: string; as: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
    { name: 'dashboard', as: ALICE, path: '/researcher' },
    { name: 'order-1-get-started', as: ALICE, path: '/researcher/submit/get-started' },
    { name: 'order-2-services', as: ALICE, path: '/researcher/submit/manuscript-services' },
    { name: 'order-3-details', as: ALICE, path: '/researcher/submit/details' },
    { name: 'order-4-payment', as: ALICE, path: '/researcher/submit/payment-details' },
    {
      name: 'order-4-payment-card',
      as: ALICE,
      path: '/researcher/submit/payment-details',
      prepare: async (page) => {
        await page.getByRole('button', { name: /Credit card|クレジットカード/ }).click();
        await page.locator('iframe.payment-card__frame').waitFor();
        await page.waitForTimeout(800);
      },
    },
    { name: 'account', as: ALICE, path: '/account' },
    { name: 'invoices', as: ALICE, path: '/researcher/invoices' },
    { name: 'staff-queue', as: STAFF, path: '/staff' },
    { name: 'staff-order', as: STAFF, path: '/staff/orders/DEMO-1003' },
  ];
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  for (const lang of ['en', 'jp']) {
    for (const viewport of VIEWPORTS) {
      for (const screen of screens) {
        const context = await browser.newContext({
          baseURL: baseUrl,
          storageState: states.get(screen.as),
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.name === 'phone',
        });
        await context.addInitScript('globalThis.__name ??= (fn) => fn;');
        const page = await context.newPage();
        try {
          await page.goto(`/${lang}${screen.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
          // The page's heading, not a loading screen: a shared machine may take a while.
          await page.locator('h1').first().waitFor({ timeout: 60_000 });
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(800);
          await screen.prepare?.(page);
          const file = path.join(ARTIFACTS_DIR, `look-${label}-${screen.name}-${lang}-${viewport.name}.png`);
          await page.screenshot({ path: file, fullPage: true });
        } catch (error) {
          console.error(`screen ${screen.name} ${lang} ${viewport.name}: ${(error as Error).message.split('\n')[0]}`);
        }
        await context.close();
      }
    }
  }
}

async function main(): Promise<void> {
  if (!hasWebBuild()) throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first`);
  const server = await startPortalServer({
    ports: PORT_RANGE(3310, 3319),
    logFile: path.join(ARTIFACTS_DIR, 'layout-shift-server.log'),
    readyTimeoutMs: 240_000,
  });
  const browser = await launchBrowser();
  try {
    const states = await signedInStates(browser, server.baseUrl);
    const results: { route: string; path: string; viewport: string; cls: number; runs: number[] }[] = [];
    for (const route of ROUTES) {
      for (const viewport of VIEWPORTS) {
        const values: number[] = [];
        const state = states.get(route.as);
        if (!state) throw new Error(`no session for ${route.as}`);
        let worst: TShift[] = [];
        for (let run = 0; run < runs; run += 1) {
          const measured = await measure(browser, server.baseUrl, state, route, viewport);
          if (measured.cls >= Math.max(0, ...values)) worst = measured.shifts;
          values.push(measured.cls);
        }
        const cls = Number(median(values).toFixed(3));
        results.push({
          route: route.name,
          path: route.path,
          viewport: viewport.name,
          cls,
          runs: values.map((v) => Number(v.toFixed(3))),
        });
        console.log(
          `${route.name.padEnd(24)} ${viewport.name.padEnd(15)} CLS ${cls.toFixed(3)}  (${values.map((v) => v.toFixed(3)).join(', ')})`,
        );
        if (isPrintingSources) {
          for (const shift of worst)
            console.log(`    ${shift.at.toFixed(0)} ms ${shift.value.toFixed(4)}: ${(shift.sources ?? []).join('; ')}`);
        }
      }
    }
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    await writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), webDist: WEB_DIST, runs, results }, null, 2)}\n`,
    );
    if (isTakingScreens) await takeScreens(browser, server.baseUrl, states);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
