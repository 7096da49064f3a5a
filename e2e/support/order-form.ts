import type { Locator, Page, Response } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from './actions.ts';
import { UI_TIMEOUT_MS, waitForPath } from './browser.ts';
import { writeEnglishManuscript } from './docx.ts';

/** The goal the journeys choose: the manuscript goal, the one that offers service bundles. */
export const ORDER_FORM_GOAL = 'Prepare my manuscript for journal submission';

/**
 * Starts an order on get-started. `reset` abandons the requester's unfinished order first, so tests that
 * share a server (and a signed-in researcher) never continue each other's order; `new` is a visitor's way in.
 */
export async function startOrder(page: Page, mode: 'new' | 'reset' = 'reset'): Promise<void> {
  await page.goto(`/en/researcher/submit/${mode}`);
  await waitForPath(page, /^\/en\/researcher\/submit\/get-started$/);
  await page.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
}

export function isUploadResponse(response: Response): boolean {
  return response.request().method() === 'POST' && /^\/api\/order-form\/[^/]+\/files$/.test(new URL(response.url()).pathname);
}

export type TUpload = {
  response: Response;
  /** When the upload's response had fully arrived, in ms since the epoch (the browser's network clock). */
  finishedAt: number;
};

/** Chooses a manuscript in the 'Choose manuscript files' input and waits for the server to take it. */
export async function uploadManuscript(page: Page, file: string): Promise<TUpload> {
  const uploaded = page.waitForResponse(isUploadResponse, { timeout: UI_TIMEOUT_MS });
  await page.getByLabel('Choose manuscript files').setInputFiles(file);
  const response = await uploaded;
  await response.finished();
  const timing = response.request().timing();
  return { response, finishedAt: timing.startTime + timing.responseEnd };
}

type TTextWatch = { __e2eTextShownAt?: Record<string, number> };

/**
 * Starts watching the page for `text` (on every DOM mutation, so the moment recorded is the render, not
 * the next poll of the test) and returns a function that waits for it and answers the browser's clock
 * at that moment, in ms since the epoch. Start it before the action whose effect is timed.
 */
export async function watchForText(page: Page, text: string): Promise<(timeout?: number) => Promise<number>> {
  await page.evaluate((wanted) => {
    const state = window as unknown as TTextWatch;
    const shown = state.__e2eTextShownAt ?? {};
    state.__e2eTextShownAt = shown;
    delete shown[wanted];
    const observer = new MutationObserver(() => record());
    const record = () => {
      if (shown[wanted] === undefined && document.body.textContent?.includes(wanted)) {
        shown[wanted] = Date.now();
        observer.disconnect();
      }
    };
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    record();
  }, text);
  return async (timeout = UI_TIMEOUT_MS) => {
    const handle = await page.waitForFunction(
      (wanted) => (window as unknown as TTextWatch).__e2eTextShownAt?.[wanted] ?? 0,
      text,
      {
        timeout,
      },
    );
    return (await handle.jsonValue()) as number;
  };
}

/** The text of an element, trimmed (an amount, a price, a label). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** The order summary beside every step. */
export function orderSummary(page: Page): Locator {
  return page.getByRole('region', { name: 'Order summary' });
}

/** An amount of the summary's totals ('Subtotal', 'Discounts', 'Total'): the value beside its term. */
export function summaryAmount(page: Page, term: 'Subtotal' | 'Discounts' | 'Total'): Locator {
  return orderSummary(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The lines of one summary section ('Services' or 'Discounts'), as texts. */
export async function summaryLines(page: Page, section: 'Services' | 'Discounts'): Promise<string[]> {
  const heading = orderSummary(page).getByRole('heading', { name: section, level: 3 });
  const list = heading.locator('xpath=following-sibling::ul[1]');
  // Each text node counts as a word group: the tier badge and the (visually hidden) 'Original price:' sit
  // in their own elements without spaces around them, as a screen reader reads them.
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** Minor units of an amount shown as "$1,234.56", "−$72.90" or "€1.234,56" (two decimals). */
export function minorUnits(shown: string): number {
  const digits = shown.replace(/[^\d]/g, '');
  if (digits === '') throw new Error(`"${shown}" is not an amount`);
  return Number(digits) * (/^[−-]/.test(shown.trim()) ? -1 : 1);
}

/** US dollars as the summary shows them: "$1,234.56". */
export function usd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Types a project title and leaves the field: leaving it starts the duplicate check (spec §4), whose
 * 'Currently checking…' message moves the fields below, so the journey waits for the check to end.
 */
export async function fillProjectTitle(page: Page, title: string): Promise<void> {
  const field = page.getByLabel('Project title');
  await field.fill(title);
  await field.press('Tab');
  await page.getByText('Currently checking for duplicate submission. Please wait.').waitFor({ state: 'hidden' });
}

/** Chooses an area of study through its search: two or more letters, then the suggestion. */
export async function chooseAreaOfStudy(page: Page, search: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Area of study' }).fill(search);
  await page.getByRole('option', { name: option }).click();
  await page.getByText(new RegExp(`^Chosen: .*${option}$`)).waitFor();
}

/**
 * Alice's usual start: signed in, a fresh order on the manuscript goal, a 5,000-word English .docx uploaded
 * and its word count detected.
 */
export async function startWithDetectedManuscript(page: Page): Promise<void> {
  const manuscript = await writeEnglishManuscript('manuscript-5000-words.docx', 5000);
  await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
  await startOrder(page);
  await page.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
  await uploadManuscript(page, manuscript);
  await page.getByText('We found 5,000 words in English.').waitFor();
}
