import type { Page } from 'playwright-core';

/**
 * Asks the API about a grammar check until it is no longer processing (a visitor's report polls every 30 s, with
 * no stream to say it ended); answers its last status.
 */
export async function grammarCheckSettled(page: Page, identity: string): Promise<string> {
  let status = 'processing';
  for (let attempt = 0; attempt < 120 && status === 'processing'; attempt += 1) {
    await page.waitForTimeout(1000);
    const response = await page.request.get(`/api/grammar-check/${identity}`);
    status = ((await response.json()) as { assessment?: { status: string } }).assessment?.status ?? `HTTP ${response.status()}`;
  }
  return status;
}
