/**
 * The JavaScript a first visit to each route really loads: the scripts Chromium fetches until the
 * network is idle (shell, route module, shared chunks, catalogue parts), summed at their gzip size.
 * This is the figure the 170 KB budget is about; index.html's own scripts are only its start.
 * Runs the production build (apps/web/dist, or WEB_DIST) on a fresh embedded database, 127.0.0.1 only.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { signIn } from '../e2e/support/actions.ts';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { hasWebBuild, PORT_RANGE, REPO_ROOT, startPortalServer, WEB_DIST } from '../e2e/support/server.ts';

const BUDGET_KB = 170;
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const ROUTES: { path: string; isSignedIn: boolean }[] = [
  { path: '/en/login', isSignedIn: false },
  { path: '/jp/login', isSignedIn: false },
  { path: '/en/register', isSignedIn: false },
  { path: '/en/researcher/submit/new', isSignedIn: false },
  { path: '/en/researcher', isSignedIn: true },
  { path: '/en/account', isSignedIn: true },
  { path: '/en/researcher/submit/new', isSignedIn: true },
];

async function gzipSizeOf(urlPath: string): Promise<number> {
  const file = path.join(WEB_DIST, urlPath);
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file)).length;
}

async function main(): Promise<void> {
  if (!hasWebBuild()) throw new Error(`${WEB_DIST}/index.html not found; run \`npm run build\` first`);
  const server = await startPortalServer({
    ports: PORT_RANGE(3231, 3239),
    logFile: path.join(RESULTS_DIR, 'server-route-js.log'),
  });
  const browser = await launchBrowser();
  const results: { route: string; signedIn: boolean; scripts: number; gzipKb: number; isWithinBudget: boolean }[] = [];
  try {
    for (const route of ROUTES) {
      const page = await newPage(browser, server.baseUrl);
      if (route.isSignedIn) await signIn(page, 'alice@demo.test', 'demo-pass-2026');
      // A new page in the same context: the session stays, the browser's memory of scripts does not.
      const visit = await page.context().newPage();
      const scripts = new Set<string>();
      visit.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname);
      });
      await visit.goto(route.path);
      await visit.waitForLoadState('networkidle');
      let bytes = 0;
      for (const script of scripts) bytes += await gzipSizeOf(script);
      const gzipKb = Number((bytes / 1024).toFixed(1));
      results.push({
        route: route.path,
        signedIn: route.isSignedIn,
        scripts: scripts.size,
        gzipKb,
        isWithinBudget: gzipKb <= BUDGET_KB,
      });
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nInitial JavaScript per route (everything loaded until network idle, gzip; budget ${BUDGET_KB} KB):`);
  for (const r of results) {
    const who = r.signedIn ? 'signed in' : 'visitor  ';
    console.log(
      `  ${r.route.padEnd(28)} ${who} ${String(r.scripts).padStart(3)} scripts ${r.gzipKb.toFixed(1).padStart(7)} KB  ${r.isWithinBudget ? 'within' : 'OVER'}`,
    );
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, 'route-js.json'),
    `${JSON.stringify({ date: new Date().toISOString(), budgetKb: BUDGET_KB, results }, null, 2)}\n`,
  );
  console.log('Written bench/results/route-js.json');
}

await main();
