import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { ARTIFACTS_DIR, UI_TIMEOUT_MS } from './browser.ts';
import { REPO_ROOT } from './server.ts';

/**
 * The visual-regression suite's capture and comparison (docs/decisions.md, "Visual regression suite (issue 29)"):
 * a settled screen, its moving parts (dates, times, generated numbers) written as fixed texts, captured at one
 * image pixel per CSS pixel down to at most MAX_CAPTURE_HEIGHT, and compared with the committed baseline.
 */

export const BASELINES_DIR = path.join(REPO_ROOT, 'e2e/visual-baselines');
/** The whole page down to this height: the first screen plus what follows, without baselines of endless pages. */
export const MAX_CAPTURE_HEIGHT = 2400;
/** pixelmatch's per-pixel colour distance (0–1) below which two pixels count as the same (anti-aliasing noise). */
export const PIXEL_THRESHOLD = 0.1;
/** The share of differing pixels a screen may have and still match its baseline. */
export const MAX_CHANGED_RATIO = 0.001;
/** The moment the browser's clock stands still at, so whatever the page computes from "now" is the same each run. */
export const FROZEN_TIME = new Date('2026-06-15T09:00:00Z');

export const isUpdating = process.env.UPDATE_VISUAL_BASELINES === '1';
const isCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Applied by the screenshot itself (so the page's content security policy does not stand in the way): no animation,
 * transition or blinking caret, no scrollbar; what a test marks with data-visual-mask is painted over.
 */
const CAPTURE_STYLE = `
*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
html { scrollbar-width: none !important; }
[data-visual-mask] { visibility: hidden !important; }
`;

const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * Counts the page's requests in flight (event streams, which never end, aside), for `settle`. Call once per page,
 * before its first navigation.
 */
export function trackRequests(page: Page): void {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource' && request.resourceType() !== 'websocket') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending.clear();
  });
}

/** Resolves once no request has been in flight for `quietMs` (Playwright's 'networkidle' waits 500 ms each time). */
async function networkQuiet(page: Page, quietMs = 120, timeoutMs = UI_TIMEOUT_MS): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState('networkidle', { timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let quietSince = pending.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (pending.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

/**
 * Waits until the screen has settled: no request in flight, no spinner, skeleton or busy region left, the web
 * fonts loaded and the images decoded, then quiet again (what those brought in).
 */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page
    .waitForFunction(() => !document.querySelector('.spinner, [aria-busy="true"], .skeleton'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    );
  });
  await networkQuiet(page, 60);
}

/**
 * Writes what changes from run to run as fixed text, in the page itself, so its width is the same every time:
 * dates (English, Chinese and Japanese forms, numeric forms), weekdays, clock times and the server's port in links,
 * in text and in fields' values. (Order numbers and codes are the seed's own, the same every run.)
 */
export async function freezeMovingTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';
    const rules: [RegExp, string][] = [
      [new RegExp(`\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?, \\d{4}`, 'g'), 'Jan 1, 2000'],
      [new RegExp(`\\b\\d{1,2} ${MONTH},? \\d{4}`, 'g'), '1 Jan 2000'],
      [new RegExp(`\\b${MONTH} \\d{4}\\b`, 'g'), 'January 2000'],
      [new RegExp(`\\b${MONTH} \\d{1,2}\\b`, 'g'), 'Jan 1'],
      [/\d{4}\s?年\s?\d{1,2}\s?月\s?\d{1,2}\s?日/g, '2000年1月1日'],
      [/\d{4}\s?年\s?\d{1,2}\s?月/g, '2000年1月'],
      [/\d{1,2}\s?月\s?\d{1,2}\s?日/g, '1月1日'],
      [/\b\d{4}[/.-]\d{1,2}[/.-]\d{1,2}\b/g, '2000/01/01'],
      [/\b\d{1,2}[/.]\d{1,2}[/.]\d{4}\b/g, '01/01/2000'],
      [/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?/g, '00:00'],
      [/(?:上午|下午|午前|午後)\s?00:00/g, '00:00'],
      [/\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g, 'Monday'],
      [/(?:星期|周)[一二三四五六日天]/g, '星期一'],
      [/[（(][月火水木金土日][）)]/g, '(月)'],
      [/[月火水木金土日]曜日/g, '月曜日'],
      [/(https?:\/\/)(?:127\.0\.0\.1|localhost):\d+/g, '$1localhost'],
      // Document numbers count per calendar year: INV-2026-000005.
      [/\b([A-Z]{2,6})-20\d{2}-(\d{4,})\b/g, '$1-2000-$2'],
    ];
    const freeze = (text: string) => rules.reduce((out, [pattern, fixed]) => out.replace(pattern, fixed), text);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const before = node.textContent ?? '';
      const after = freeze(before);
      if (after !== before) node.textContent = after;
    }
    for (const input of document.querySelectorAll('input, textarea')) {
      const field = input as HTMLInputElement | HTMLTextAreaElement;
      const after = freeze(field.value);
      if (after !== field.value) field.value = after;
    }
  });
  // The replaced texts may wrap differently: let the layout catch up.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Opens a path of the app the way its own links do (history.pushState and a popstate for the router) when the page
 * already shows the app, which spares loading and starting the whole app for each screen; waits for the new
 * screen's heading (a new h1, or the same one with another text). Falls back to a full load when the screen
 * cannot be told apart from the last one within a few seconds, and for the first screen.
 */
export async function openInApp(page: Page, target: string): Promise<void> {
  const isApp = await page.evaluate(() => document.querySelector('h1') !== null).catch(() => false);
  if (!isApp) {
    await page.goto(target);
    return;
  }
  await page.evaluate((url) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-visual-stale', heading.textContent ?? '');
    const main = document.querySelector('main');
    main?.setAttribute('data-visual-stale', main.textContent ?? '');
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: index };
    history.pushState(state, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, target);
  const isShown = await page
    .waitForFunction(
      () => {
        const heading = document.querySelector('h1');
        if (!heading) return false;
        const stale = heading.getAttribute('data-visual-stale');
        if (stale === null || stale !== heading.textContent) return true;
        // The same heading (an order number): the rest of the screen tells (another language, another page).
        const main = document.querySelector('main');
        return main !== null && main.getAttribute('data-visual-stale') !== main.textContent;
      },
      undefined,
      { timeout: 3000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!isShown) await page.goto(target);
}

/** Hides elements whose content is not the portal's to draw (an embedded PDF, a QR code of this run's address). */
export async function hideElements(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate((list) => {
    // The app may keep an element from the last screen: what was hidden there is shown again first.
    for (const element of document.querySelectorAll('[data-visual-mask]')) element.removeAttribute('data-visual-mask');
    for (const selector of list)
      for (const element of document.querySelectorAll(selector)) element.setAttribute('data-visual-mask', '');
  }, selectors);
}

/** The page from its top down to MAX_CAPTURE_HEIGHT, one image pixel per CSS pixel (a phone's too). */
export async function capture(page: Page): Promise<Buffer> {
  // Where focus rests after a navigation (the heading, a search field) depends on timing: no focus ring is captured.
  // Nor a hover: the pointer stays where the last click left it (e.g. the sign-in button), over whatever is there now.
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
  const size = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: Math.max(document.documentElement.scrollHeight, document.body.scrollHeight, window.innerHeight),
  }));
  return page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: size.width, height: Math.min(size.height, MAX_CAPTURE_HEIGHT) },
    scale: 'css',
    animations: 'disabled',
    caret: 'hide',
    style: CAPTURE_STYLE,
  });
}

export type TComparison = { status: 'matched' | 'written' } | { status: 'failed'; message: string };

/**
 * Compares a capture with its baseline `<name>.png` under e2e/visual-baselines. A missing baseline is written
 * (and fails under CI=true); UPDATE_VISUAL_BASELINES=1 rewrites it. A mismatch writes the actual, expected
 * and diff images to e2e/artifacts/visual/ and names them in its message.
 */
export async function compareWithBaseline(name: string, actual: Buffer): Promise<TComparison> {
  const baselineFile = path.join(BASELINES_DIR, `${name}.png`);
  if (isUpdating || !existsSync(baselineFile)) {
    if (!isUpdating && isCi) {
      const actualFile = await writeArtifact(name, 'actual', actual);
      return {
        status: 'failed',
        message: `${name}: no baseline ${path.relative(REPO_ROOT, baselineFile)} (CI); actual: ${actualFile}`,
      };
    }
    await mkdir(path.dirname(baselineFile), { recursive: true });
    await writeFile(baselineFile, actual);
    return { status: 'written' };
  }
  const expectedBytes = await readFile(baselineFile);
  // Chromium encodes the same pixels to the same bytes: most screens need no decoding at all.
  if (expectedBytes.equals(actual)) return { status: 'matched' };
  const expected = PNG.sync.read(expectedBytes);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    const files = [await writeArtifact(name, 'actual', actual), await writeArtifact(name, 'expected', expectedBytes)];
    return {
      status: 'failed',
      message: `${name}: ${got.width}×${got.height} px instead of the baseline's ${expected.width}×${expected.height}; ${files.join(', ')}`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: PIXEL_THRESHOLD });
  const ratio = changed / (got.width * got.height);
  if (ratio <= MAX_CHANGED_RATIO) return { status: 'matched' };
  const files = [
    await writeArtifact(name, 'actual', actual),
    await writeArtifact(name, 'expected', expectedBytes),
    await writeArtifact(name, 'diff', PNG.sync.write(diff)),
  ];
  return {
    status: 'failed',
    message: `${name}: ${changed} pixels differ (${(ratio * 100).toFixed(2)} % > ${MAX_CHANGED_RATIO * 100} %); ${files.join(', ')}`,
  };
}

async function writeArtifact(name: string, kind: 'actual' | 'expected' | 'diff', bytes: Buffer): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, 'visual', `${name.replaceAll('/', '-')}-${kind}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return path.relative(REPO_ROOT, file);
}
