import assert from 'node:assert/strict';
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

/** Checks a .docx through the API (the grammar-check journey drives the upload form); answers its identity once completed. */
export async function checkManuscriptThroughApi(page: Page, name: string, content: Buffer): Promise<string> {
  const created = await page.request.post('/api/grammar-check/create', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      terms: 'true',
      files: { name, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: content },
    },
  });
  assert.equal(created.status(), 200, await created.text());
  const identity = ((await created.json()) as { languageAssessments: { identity: string }[] }).languageAssessments[0]?.identity;
  assert.ok(identity);
  assert.equal(await grammarCheckSettled(page, identity), 'completed');
  return identity;
}
