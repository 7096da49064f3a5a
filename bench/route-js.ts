/**
 * The JavaScript a first visit to each route really loads: the scripts Chromium fetches until the
 * network is idle (start-up code, route module, shared chunks, catalogue parts), summed at their gzip size.
 * Budgets: 130 KB for the sign-in entry (login, registration), 170 KB for every other route.
 * Runs the production build (apps/web/dist, or WEB_DIST) on a fresh embedded database, 127.0.0.1 only.
 * `--scripts` lists each route's scripts too. Exits with 1 when a route is over its budget.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeReceivedFiles } from '@portal/domain';
import type { Page } from 'playwright-core';
import { orderUpToPayment } from '../e2e/journeys/checkout-support.ts';
import { DEMO_PASSWORD, signIn } from '../e2e/support/actions.ts';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { buildDocx, englishParagraphs } from '../e2e/support/docx.ts';
import { hasWebBuild, PORT_RANGE, REPO_ROOT, startPortalServer, WEB_DIST } from '../e2e/support/server.ts';

const BUDGETS_KB = { entry: 130, route: 170 } as const;
const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');
const isListingScripts = process.argv.includes('--scripts');
/** `--only=<text>`: measure only the routes whose name or path contains it (while working on one route). */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? null;

type TRoute = {
  /** What the route shows, for the table. */
  name: string;
  budget: keyof typeof BUDGETS_KB;
  /** The demo account signed in first (a researcher, or staff for the console); a visitor without. */
  as?: string;
  /** The path opened, or how to reach it from the signed-in (or visitor's) page, e.g. an order at its payment step. */
  path: string | ((page: Page) => Promise<string>);
  /** Where the visit must end when the route moves on by itself (else on the path opened). */
  lands?: RegExp;
};

const ALICE = 'alice@demo.test';

type TInvoiceLoad = {
  invoices: { invoiceNumber: string; customFields: { Submission: string | null } }[];
  unpaidInvoices: { invoiceNumber: string }[];
};

/** Alice's invoices as the invoices page reads them (with the session of the signed-in page). */
async function aliceInvoices(page: Page): Promise<TInvoiceLoad> {
  const response = await page.request.get('/api/invoice/load?status=all&page=1');
  if (!response.ok()) throw new Error(`GET /api/invoice/load answered ${response.status()}`);
  return (await response.json()) as TInvoiceLoad;
}

/** The number of one of alice's invoiced orders; with `isUnpaid`, one whose invoice is unpaid. */
async function aliceOrder(page: Page, isUnpaid = false): Promise<string> {
  const { invoices, unpaidInvoices } = await aliceInvoices(page);
  const unpaid = new Set(unpaidInvoices.map((invoice) => invoice.invoiceNumber));
  const order = invoices.find((invoice) => invoice.customFields.Submission && (!isUnpaid || unpaid.has(invoice.invoiceNumber)));
  if (!order?.customFields.Submission) throw new Error(`alice has no ${isUnpaid ? 'unpaid ' : ''}invoiced order`);
  return encodeURIComponent(order.customFields.Submission);
}

const ROUTES: TRoute[] = [
  { name: 'sign-in', budget: 'entry', path: '/en/login' },
  { name: 'sign-in (Japanese)', budget: 'entry', path: '/jp/login' },
  { name: 'registration', budget: 'entry', path: '/en/register' },
  { name: 'site root', budget: 'route', path: '/', lands: /^\/en\/login$/ },
  { name: 'forgotten password', budget: 'route', path: '/en/login/forgot-password' },
  { name: 'password reset link', budget: 'route', path: '/en/login/reset-password/bench-hash/bench-user' },
  { name: 'terms', budget: 'route', path: '/en/legal/terms' },
  { name: 'support', budget: 'route', path: '/en/support' },
  {
    name: 'order form (visitor)',
    budget: 'route',
    path: '/en/researcher/submit/new',
    lands: /^\/en\/researcher\/submit\/get-started$/,
  },
  { name: 'dashboard', budget: 'route', as: ALICE, path: '/en/researcher' },
  // Without the curie launch, /home moves on to the dashboard.
  { name: 'home', budget: 'route', as: ALICE, path: '/en/home', lands: /^\/en\/(home|researcher)$/ },
  { name: 'account', budget: 'route', as: ALICE, path: '/en/account' },
  { name: 'addresses', budget: 'route', as: ALICE, path: '/en/account/addresses' },
  { name: 'new address', budget: 'route', as: ALICE, path: '/en/account/addresses/new' },
  {
    name: 'order form',
    budget: 'route',
    as: ALICE,
    path: '/en/researcher/submit/new',
    lands: /^\/en\/researcher\/submit\/get-started$/,
  },
  {
    name: 'payment step',
    budget: 'route',
    as: ALICE,
    path: async (page) => {
      await orderUpToPayment(page, 'Route JavaScript benchmark');
      return '/en/researcher/submit/payment-details';
    },
  },
  {
    name: 'thank-you page',
    budget: 'route',
    as: ALICE,
    path: async (page) => {
      const order = (await aliceInvoices(page)).invoices.find((invoice) => invoice.customFields.Submission);
      if (!order?.customFields.Submission) throw new Error('alice has no invoiced order');
      return `/en/researcher/index/details/${encodeURIComponent(order.customFields.Submission)}/thank-you`;
    },
  },
  { name: 're-edit', budget: 'route', as: ALICE, path: async (page) => `/en/researcher/re-edit/${await aliceOrder(page)}` },
  {
    name: 're-edit request received',
    budget: 'route',
    as: ALICE,
    path: async (page) =>
      `/en/researcher/index/details/${await aliceOrder(page)}/rework-success/${encodeReceivedFiles([{ identity: 'f', name: 'revised.docx' }])}`,
  },
  {
    name: 'proof of payment',
    budget: 'route',
    as: ALICE,
    path: async (page) => `/en/support/index/submission/${await aliceOrder(page, true)}/type/proof-of-payment`,
  },
  {
    name: 'contact support about an order',
    budget: 'route',
    as: ALICE,
    path: async (page) => `/en/support/index/submission/${await aliceOrder(page)}/type/inactive-service`,
  },
  { name: 'invoices', budget: 'route', as: ALICE, path: '/en/researcher/invoices' },
  {
    name: 'paying invoices',
    budget: 'route',
    as: ALICE,
    path: async (page) => {
      const unpaid = (await aliceInvoices(page)).unpaidInvoices[0];
      if (!unpaid) throw new Error('alice has no unpaid invoice');
      return `/en/researcher/invoices/pay/${encodeURIComponent(unpaid.invoiceNumber)}`;
    },
  },
  { name: 'invoice payment outcome', budget: 'route', as: ALICE, path: '/en/researcher/invoices/unpaid/success' },
  { name: 'prepay', budget: 'route', as: ALICE, path: '/en/researcher/prepay' },
  { name: 'prepayment outcome', budget: 'route', as: ALICE, path: '/en/researcher/prepay/complete/success' },
  { name: 'prepay (Chinese)', budget: 'route', as: 'li.wei@demo.test', path: '/cn/researcher/prepay' },
  { name: 'migration gate', budget: 'route', as: 'chen.min@demo.test', path: '/en/researcher/wfoe-migration-status' },
  { name: 'grammar check', budget: 'route', as: ALICE, path: '/en/researcher/grammar-check' },
  {
    name: 'grammar check report (charts)',
    budget: 'route',
    as: ALICE,
    path: async (page) => {
      const response = await page.request.post('/api/grammar-check/create', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        multipart: {
          terms: 'true',
          files: { name: 'paper.docx', mimeType: 'application/octet-stream', buffer: buildDocx(englishParagraphs(600)) },
        },
      });
      if (!response.ok()) throw new Error(`POST /api/grammar-check/create answered ${response.status()}`);
      const { languageAssessments } = (await response.json()) as { languageAssessments: { identity: string }[] };
      return `/en/researcher/grammar-check/details/${languageAssessments[0]?.identity}`;
    },
  },
  // The automated tools of issue 12: digital editing (alice has a subscription and a completed edit), its
  // details page, digital translation, the purchase pages with their payment form, the trial and /rubriq.
  { name: 'digital editing', budget: 'route', as: ALICE, path: '/en/researcher/digital-editing' },
  {
    name: 'digital edit details',
    budget: 'route',
    as: ALICE,
    path: async (page) => {
      const response = await page.request.get('/api/digital-edit/search?page=1');
      if (!response.ok()) throw new Error(`GET /api/digital-edit/search answered ${response.status()}`);
      const { results } = (await response.json()) as { results: { identity: string }[] };
      return `/en/researcher/digital-editing/details/${results[0]?.identity}`;
    },
  },
  { name: 'digital translation', budget: 'route', as: ALICE, path: '/en/researcher/digital-translations' },
  {
    name: 'digital editing subscription',
    budget: 'route',
    as: 'joao@demo.test',
    path: '/br/researcher/digital-editing/subscribe',
  },
  { name: 'translation packages', budget: 'route', as: ALICE, path: '/en/researcher/digital-translations/purchase' },
  {
    name: 'Chinese translation trial',
    budget: 'route',
    as: 'li.wei@demo.test',
    path: '/cn/chinese-digital-trial',
    lands: /^\/cn\/(chinese-digital-trial|rubriq\/plan\/subscribe)$/,
  },
  { name: 'rubriq plans', budget: 'route', as: ALICE, path: '/en/rubriq', lands: /^\/en\/rubriq/ },
  // The staff console: loaded for staff only, so researcher routes do not carry it.
  { name: 'staff queue', budget: 'route', as: 'support@demo.test', path: '/en/staff' },
  { name: 'staff order page', budget: 'route', as: 'support@demo.test', path: '/en/staff/orders/DEMO-1002' },
  // Issue 13: rewards, coupons, referrals, testimonials, fapiao after payment, the staff pages that review them.
  { name: 'rewards', budget: 'route', as: ALICE, path: '/en/researcher/rewards' },
  { name: 'coupons', budget: 'route', as: ALICE, path: '/en/researcher/coupons' },
  { name: 'referral rewards', budget: 'route', as: ALICE, path: '/en/referral-rewards' },
  { name: 'testimonial', budget: 'route', as: ALICE, path: '/en/testimonials/submit' },
  { name: 'invoices with fapiaos (Chinese)', budget: 'route', as: 'li.wei@demo.test', path: '/cn/researcher/invoices' },
  {
    name: 'fapiao form (Chinese)',
    budget: 'route',
    as: 'li.wei@demo.test',
    lands: /^\/cn\/researcher\/invoices\/[^/]+\/fapiao$/,
    path: async (page) => {
      const response = await page.request.get('/api/invoice/load?status=all&page=1');
      const { invoices } = (await response.json()) as { invoices: { invoiceNumber: string; fapiaoPaymentId?: number | null }[] };
      const invoice = invoices.find((candidate) => candidate.fapiaoPaymentId);
      if (!invoice?.fapiaoPaymentId) throw new Error('li.wei has no invoice eligible for a fapiao');
      return `/cn/researcher/invoices/${encodeURIComponent(invoice.invoiceNumber)}/fapiao?payment=${invoice.fapiaoPaymentId}`;
    },
  },
  { name: 'staff fapiaos', budget: 'route', as: 'support@demo.test', path: '/en/staff/fapiaos' },
  { name: 'staff testimonials', budget: 'route', as: 'support@demo.test', path: '/en/staff/testimonials' },
  // The researcher area of issue 11: the filtered list, an order's page with its timeline and files, the certificates.
  {
    name: 'dashboard, filtered list',
    budget: 'route',
    as: ALICE,
    path: '/en/researcher/index/orders/_/hydrogenation/01%2F01%2F2020/_/1',
  },
  { name: 'order details (completed, certificate)', budget: 'route', as: ALICE, path: '/en/researcher/index/details/DEMO-1001' },
  { name: 'certificate area', budget: 'route', path: '/en/certificate' },
  { name: 'certificate verification (signed out)', budget: 'route', path: '/en/certificate/verify/DMKQ-7XWR-9HTB' },
  { name: 'certificate (owner)', budget: 'route', as: ALICE, path: '/en/certificate/DMKQ-7XWR-9HTB' },
  { name: 'not found', budget: 'route', as: ALICE, path: '/en/no-such-page' },
];

type TResult = {
  route: string;
  name: string;
  signedInAs: string | null;
  scripts: number;
  gzipKb: number;
  /** The text catalogues the visit fetched (JSON, not script; outside the JavaScript budget, shown beside it). */
  catalogueKb: number;
  budgetKb: number;
  isWithinBudget: boolean;
  scriptFiles?: { file: string; gzipKb: number }[];
};

async function gzipSizeOf(urlPath: string): Promise<number> {
  const file = path.join(WEB_DIST, urlPath);
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).length;
  return gzipSync(await readFile(file)).length;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

async function measure(browser: Awaited<ReturnType<typeof launchBrowser>>, baseUrl: string, route: TRoute): Promise<TResult> {
  const page = await newPage(browser, baseUrl);
  try {
    if (route.as) await signIn(page, route.as, DEMO_PASSWORD);
    const target = typeof route.path === 'string' ? route.path : await route.path(page);
    // A new page in the same context: the session stays, and every script the visit asks for is counted
    // (the response event fires for cached scripts too).
    const visit = await page.context().newPage();
    const scripts = new Set<string>();
    const catalogues = new Set<string>();
    visit.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
      if (pathname.startsWith('/assets/locales/')) catalogues.add(pathname);
    });
    await visit.goto(target);
    // A route that redirects (the site root, after the account read) lands once the client has navigated.
    const { lands } = route;
    if (lands) await visit.waitForURL((url) => lands.test(url.pathname), { timeout: 15_000 }).catch(() => undefined);
    await visit.waitForLoadState('networkidle');
    const landed = new URL(visit.url()).pathname;
    if (route.lands ? !route.lands.test(landed) : landed !== target) {
      throw new Error(`${route.name}: opened ${target} but landed on ${landed}`);
    }
    const files = await Promise.all([...scripts].map(async (file) => ({ file, bytes: await gzipSizeOf(file) })));
    const gzipKb = kb(files.reduce((sum, { bytes }) => sum + bytes, 0));
    const catalogueBytes = await Promise.all([...catalogues].map((file) => gzipSizeOf(file)));
    const catalogueKb = kb(catalogueBytes.reduce((sum, bytes) => sum + bytes, 0));
    const budgetKb = BUDGETS_KB[route.budget];
    return {
      route: target,
      name: route.name,
      signedInAs: route.as ?? null,
      scripts: files.length,
      gzipKb,
      catalogueKb,
      budgetKb,
      isWithinBudget: gzipKb <= budgetKb,
      ...(isListingScripts
        ? { scriptFiles: files.sort((a, b) => b.bytes - a.bytes).map(({ file, bytes }) => ({ file, gzipKb: kb(bytes) })) }
        : {}),
    };
  } finally {
    await page.context().close();
  }
}

function printTable(results: readonly TResult[]): void {
  const shortRoute = (route: string) => route.replace(/\/(pay|details)\/[^/]+/, '/$1/…');
  const rows = results.map((r) => [
    r.name,
    shortRoute(r.route),
    r.signedInAs ?? 'visitor',
    String(r.scripts),
    r.gzipKb.toFixed(1),
    String(r.budgetKb),
    r.isWithinBudget ? 'within' : 'OVER',
    r.catalogueKb.toFixed(1),
  ]);
  const header = ['route', 'path', 'who', 'scripts', 'KB gzip', 'budget', '', 'texts KB (JSON)'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const isNumeric = (i: number) => (i >= 3 && i <= 5) || i === 7;
  const line = (cells: readonly string[]) =>
    `  ${cells.map((cell, i) => (isNumeric(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ')}`;
  console.log('\nInitial JavaScript per route (everything loaded until network idle, gzip):');
  console.log(line(header));
  for (const [i, row] of rows.entries()) {
    console.log(line(row));
    for (const script of results[i]?.scriptFiles ?? [])
      console.log(`      ${script.gzipKb.toFixed(1).padStart(6)}  ${script.file}`);
  }
}

async function main(): Promise<void> {
  if (!hasWebBuild()) throw new Error(`${WEB_DIST}/index.html not found; run \`npm run build\` first`);
  const server = await startPortalServer({
    ports: PORT_RANGE(3231, 3239),
    readyTimeoutMs: 240_000,
    logFile: path.join(RESULTS_DIR, 'server-route-js.log'),
    // China asks for fapiaos after payment here, so its invoice list and fapiao form are measured.
    env: { FAPIAO_AFTER_PAYMENT_LOCALIZATIONS: 'cn' },
  });
  const browser = await launchBrowser();
  const results: TResult[] = [];
  try {
    const chosen = ROUTES.filter(
      (r) => only === null || r.name.includes(only) || (typeof r.path === 'string' && r.path.includes(only)),
    );
    for (const route of chosen) results.push(await measure(browser, server.baseUrl, route));
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(results);
  if (only !== null) return;
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, 'route-js.json'),
    `${JSON.stringify({ date: new Date().toISOString(), budgetsKb: BUDGETS_KB, results }, null, 2)}\n`,
  );
  console.log('Written bench/results/route-js.json');
  const over = results.filter((r) => !r.isWithinBudget);
  if (over.length > 0) {
    console.error(`Over budget: ${over.map((r) => `${r.name} (${r.gzipKb} KB > ${r.budgetKb} KB)`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
