import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { extractPdfText } from '../support/pdf-text.ts';
import { say, setUpCheckoutJourney } from './checkout-support.ts';

/** Li Wei's order paid by Alipay (apps/server/src/seed/fapiao-seed.ts). */
const PAID_ORDER = 'LWE30511';

/** The invoice row of Li Wei's Alipay order. */
const invoiceRow = (page: Page) => page.locator('tr', { hasText: PAID_ORDER });

/** Reloads the invoice list until the row shows `text` (the sandbox issues on the job's run after its delay). */
async function waitForRowText(page: Page, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await invoiceRow(page).getByText(text).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`the invoice row never showed "${text}"`);
    await page.waitForTimeout(1_000);
    await page.reload();
    await invoiceRow(page).waitFor({ timeout: UI_TIMEOUT_MS });
  }
}

describe('fapiao: a Chinese researcher requests a fapiao after paying by Alipay', () => {
  // China issues fapiaos after payment here; the sandbox tax service issues two seconds after a request.
  const journey = setUpCheckoutJourney('fapiao', {
    env: { FAPIAO_AFTER_PAYMENT_LOCALIZATIONS: 'cn', TAX_SANDBOX_ISSUE_DELAY_SECONDS: '2', FAPIAO_POLL_SECONDS: '1' },
  });

  it('requests it with the form, sees it issued, downloads the PDF and cancels it', async () => {
    const page = await journey.newPage();
    await signIn(page, 'li.wei@demo.test', DEMO_PASSWORD);
    await page.goto('/cn/researcher/invoices');
    await invoiceRow(page).waitFor({ timeout: UI_TIMEOUT_MS });
    const request = invoiceRow(page).getByRole('link', { name: new RegExp(`^${say(page, 'fapiao-request-link')}`) });
    await request.waitFor();
    await screenshot(page, 'fapiao-1-invoices-zh');

    await request.click();
    await waitForPath(page, /^\/cn\/researcher\/invoices\/[^/]+\/fapiao\?payment=\d+$/);
    const form = page.locator('form.fapiao-form');
    await form.getByRole('button', { name: say(page, 'fapiao-submit') }).click();
    for (const key of ['fapiao-type-required', 'value-required', 'fapiao-organization-name-error']) {
      await form.getByText(say(page, key)).first().waitFor();
    }
    await screenshot(page, 'fapiao-2-form-errors-zh');

    await form.getByRole('radio', { name: say(page, 'fapiao-type-special') }).check();
    await form.getByLabel(say(page, 'fapiao-field-service-type')).selectOption('editing');
    // Latin letters are refused; the suggestions fill in the taxpayer number.
    const organization = form.getByRole('combobox', { name: say(page, 'fapiao-field-organization') });
    await organization.fill('Peking University');
    await form.getByRole('button', { name: say(page, 'fapiao-submit') }).click();
    await form.getByText(say(page, 'fapiao-organization-name-error')).waitFor();
    await organization.fill('北京大');
    // The suggestions come once typing pauses; the keyboard chooses one.
    await page.getByRole('option', { name: /北京大学/ }).waitFor({ timeout: 30_000 });
    await organization.press('ArrowDown');
    await organization.press('Enter');
    assert.equal(await form.getByLabel(say(page, 'fapiao-field-taxpayer')).inputValue(), '12100000400000624D');
    await form.getByLabel(say(page, 'fapiao-field-phone')).fill('13800138000');
    await screenshot(page, 'fapiao-3-form-filled-zh');
    await form.getByRole('button', { name: say(page, 'fapiao-submit') }).click();

    await waitForPath(page, /^\/cn\/researcher\/invoices$/);
    await page.getByText(say(page, 'fapiao-creation-success-type-special')).waitFor();
    await invoiceRow(page).getByText(say(page, 'fapiao-status-requested')).waitFor();
    await screenshot(page, 'fapiao-4-requested-zh');

    await waitForRowText(page, say(page, 'fapiao-status-issued'));
    const download = invoiceRow(page).getByRole('link', {
      name: new RegExp(say(page, 'fapiao-download', { number: '\\d{20}' })),
    });
    await download.waitFor();
    await screenshot(page, 'fapiao-5-issued-zh');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const pdf = await readFile(await file.path());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = extractPdfText(pdf);
    assert.match(text, /北京大学/, 'the buyer is on the fapiao, in Chinese');
    assert.match(text, /12100000400000624D/, 'with its taxpayer number');
    assert.match(text, /1,680\.00/, 'and the amount paid');

    // The English list shows the same states.
    await page.goto('/en/researcher/invoices');
    await invoiceRow(page).getByText('Fapiao issued').waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(page, 'fapiao-6-issued-en');
    await page.goto('/cn/researcher/invoices');

    await invoiceRow(page)
      .getByRole('button', { name: new RegExp(`^${say(page, 'fapiao-cancel')}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: say(page, 'fapiao-cancel-confirm-title') });
    await dialog.waitFor();
    await screenshot(page, 'fapiao-7-cancel-dialog-zh');
    await dialog.getByRole('button', { name: say(page, 'fapiao-cancel-confirm') }).click();
    await page.getByText(say(page, 'fapiao-cancellation-success-type-special')).waitFor();
    await invoiceRow(page).getByText(say(page, 'fapiao-status-cancelled')).waitFor();
    // Cancelled: a new one may be requested.
    await invoiceRow(page)
      .getByRole('link', { name: new RegExp(`^${say(page, 'fapiao-request-link')}`) })
      .waitFor();
    await screenshot(page, 'fapiao-8-cancelled-zh');

    // The form in English.
    await invoiceRow(page)
      .getByRole('link', { name: new RegExp(`^${say(page, 'fapiao-request-link')}`) })
      .click();
    await waitForPath(page, /^\/cn\/researcher\/invoices\/[^/]+\/fapiao\?payment=\d+$/);
    const path = new URL(page.url());
    await page.goto(`${path.pathname.replace(/^\/cn\//, '/en/')}${path.search}`);
    await page.getByRole('heading', { name: 'Request a fapiao', level: 1 }).waitFor({ timeout: UI_TIMEOUT_MS });
    await screenshot(page, 'fapiao-9-form-en');
  });

  it('requests a fapiao for a paid prepayment on its own page, then goes back to the prepay page', async () => {
    const page = await journey.newPage();
    await signIn(page, 'li.wei@demo.test', DEMO_PASSWORD);
    await page.goto('/cn/researcher/prepay');
    // Li Wei's prepayment paid by UnionPay (apps/server/src/seed/checkout-seed.ts): the fapiao column offers a request.
    const request = page.getByRole('link', { name: new RegExp(`^${say(page, 'fapiao-request-link')}`) });
    await request.first().waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(await request.count(), 1, 'one paid prepayment may carry a fapiao');
    const row = page.locator('tr', { has: request });
    const number = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
    assert.ok(number.length > 0, 'the prepayment has its number');

    await request.click();
    await waitForPath(page, new RegExp(`^/cn/researcher/prepay/${encodeURIComponent(number)}/fapiao\\?payment=\\d+$`));
    await page.getByRole('heading', { name: say(page, 'fapiao-form-title'), level: 1 }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: say(page, 'fapiao-return-prepay') }).getAttribute('href'),
      '/cn/researcher/prepay',
      'the page leads back to the prepay page',
    );
    const form = page.locator('form.fapiao-form');
    await form.getByRole('radio', { name: say(page, 'fapiao-type-general') }).check();
    await form.getByLabel(say(page, 'fapiao-field-service-type')).selectOption('editing');
    await form.getByRole('combobox', { name: say(page, 'fapiao-field-organization') }).fill('北京大学');
    await screenshot(page, 'fapiao-10-prepay-form-zh');
    await form.getByRole('button', { name: say(page, 'fapiao-submit') }).click();

    // Created: back on the prepay page, with the message, and the prepayment's fapiao under way.
    await waitForPath(page, /^\/cn\/researcher\/prepay$/);
    await page.getByText(say(page, 'fapiao-creation-success-type-general')).waitFor();
    const prepaymentRow = page.locator('tr', { has: page.getByRole('rowheader', { name: number, exact: true }) });
    const status = new RegExp(`${say(page, 'fapiao-status-requested')}|${say(page, 'fapiao-status-issued')}`);
    await prepaymentRow.getByText(status).waitFor({ timeout: UI_TIMEOUT_MS });
    assert.equal(
      await prepaymentRow.getByRole('link', { name: new RegExp(`^${say(page, 'fapiao-request-link')}`) }).count(),
      0,
      'no second request while this one is live',
    );
    await screenshot(page, 'fapiao-11-prepay-requested-zh');
  });
});
