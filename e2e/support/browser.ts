import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page, type Request } from 'playwright-core';
import { REPO_ROOT } from './server.ts';

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e/artifacts');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Generous enough for a cold lazy route on a loaded CI machine, short enough to fail fast on a real miss. */
export const UI_TIMEOUT_MS = 15_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** A phone: 390 px wide, touch, as the journeys check the small screen. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export type TPageOptions = { locale?: string; device?: 'desktop' | 'phone' };

/**
 * A page in a fresh context (no cookies, no storage), English, desktop size (or a phone's). Errors thrown by the page
 * are echoed so a failing journey shows what the app complained about.
 */
export async function newPage(browser: Browser, baseUrl: string, options: TPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    ...(options.device === 'phone' ? PHONE : { viewport: { width: 1280, height: 900 } }),
  });
  // tsx compiles with esbuild's keepNames, so a function handed to page.evaluate may call __name().
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[console error] ${page.url()}: ${message.text()}`);
  });
  trackRequests(page);
  return page;
}

/** The API calls each page has sent and not yet seen answered, with when they were sent (for failure reports). */
const inFlight = new WeakMap<Page, Map<Request, number>>();

function trackRequests(page: Page): void {
  const requests = new Map<Request, number>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.set(request, Date.now());
  });
  const settle = (request: Request) => requests.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
}

/**
 * A page's unanswered API calls, a line each ("PUT /api/… for 15.2 s"), or an empty list; the server-sent events
 * stream is always open and is left out.
 */
export function unansweredRequests(page: Page): string[] {
  const now = Date.now();
  return [...(inFlight.get(page) ?? new Map<Request, number>())]
    .filter(([request]) => new URL(request.url()).pathname !== '/api/events')
    .map(
      ([request, sentAt]) => `${request.method()} ${new URL(request.url()).pathname} for ${((now - sentAt) / 1000).toFixed(1)} s`,
    );
}

/** A full-page screenshot in e2e/artifacts/<name>.png (journeys prefix names with their letter and step). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Waits until the path (and query, when given) of the page matches; returns the URL reached. */
export async function waitForPath(page: Page, expected: RegExp, timeout = UI_TIMEOUT_MS): Promise<URL> {
  await page.waitForURL((url) => expected.test(url.pathname + url.search), { timeout });
  return new URL(page.url());
}

/** One main landmark, one h1, and a name (a label or aria-label) for every visible form input. */
export async function assertLandmarks(page: Page, where: string): Promise<void> {
  assert.equal(await page.locator('main').count(), 1, `${where}: one main landmark`);
  assert.equal(await page.locator('h1').count(), 1, `${where}: one h1`);
  const unnamed = await page
    .locator('input:not([type=hidden])')
    .evaluateAll(
      (inputs) =>
        inputs.filter((input) => !(input as HTMLInputElement).labels?.length && !input.getAttribute('aria-label')).length,
    );
  assert.equal(unnamed, 0, `${where}: every control is labelled`);
}
