import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { writeEnglishManuscript } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';
import { progressBarSeen, throttleUploads } from '../support/upload.ts';

const NAME = 'staff-fulfilment';
/** Alice's order that has just been placed (seed: fulfilment-seed.ts). */
const ORDER = 'DEMO-1003';
const EDITED_FILE = 'soil-microbiome-edited.docx';
const ja = loadCatalogue('ja');

/** The page's form controls without an accessible name (label or aria-label), and how many h1 it shows. */
function unnamedControls(page: Page): Promise<{ unnamed: string[]; h1: number }> {
  return page.evaluate(() => ({
    unnamed: [...document.querySelectorAll('input, select, textarea, button')]
      .filter((el) => (el as HTMLInputElement).type !== 'hidden')
      .filter((el) => {
        const labels = [...((el as HTMLInputElement).labels ?? [])].map((label) => label.textContent?.trim()).join('');
        return !(el.getAttribute('aria-label')?.trim() || labels || (el.tagName === 'BUTTON' && el.textContent?.trim()));
      })
      .map((el) => el.outerHTML.slice(0, 80)),
    h1: document.querySelectorAll('h1').length,
  }));
}

/**
 * Staff pages carry the console's navigation (queue, fapiaos, testimonials, questions on edits, account), not the researcher's
 * (dashboard, new order, invoices…).
 */
async function assertStaffNavigation(page: Page): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Staff navigation' });
  assert.deepEqual(
    (await navigation.getByRole('link').allTextContents()).map((text) => text.trim()),
    ['Order queue', 'Fapiaos', 'Testimonials', 'Questions on edits', 'My account'],
  );
  assert.equal(await page.getByRole('navigation', { name: 'Main navigation' }).count(), 0, 'no researcher navigation');
  assert.equal(await page.getByRole('link', { name: 'New order' }).count(), 0);
}

/** The timeline's entry of a stage, e.g. "Editing Nov 25, 2026, 10:30 AM UTC, by Sam Support". */
function stageEntry(page: Page, stage: string) {
  return page.getByRole('region', { name: 'Stages' }).getByRole('listitem').filter({ hasText: stage });
}

describe('staff fulfilment: support moves an order through its stages, delivers the edited file and issues the certificate', () => {
  const journey = setUpJourney(NAME);

  it('works the order from the queue to the certificate, and the researcher sees each stage', async () => {
    const page = await journey.newPage();
    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    // Staff start at the console.
    await waitForPath(page, /^\/en\/staff$/);

    // 1. The queue: open orders by deadline, the late one marked; the order is found by its number.
    await page.getByRole('heading', { name: 'Order queue', level: 1 }).waitFor();
    const lateRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'DEMO-1002' }) });
    await lateRow.getByText('Late', { exact: true }).waitFor();
    await screenshot(page, `${NAME}-1-queue-en`);
    await assertStaffNavigation(page);
    assert.deepEqual(await unnamedControls(page), { unnamed: [], h1: 1 }, 'every control of the queue is named');
    await page.getByLabel('Search').fill(ORDER);
    await page.getByLabel('Search').press('Enter');
    await waitForPath(page, new RegExp(`^/en/staff\\?q=${ORDER}$`));
    await page.getByText('Matching orders: 1').waitFor();
    await page.getByRole('link', { name: ORDER, exact: true }).click();
    await waitForPath(page, new RegExp(`^/en/staff/orders/${ORDER}$`));
    await page.getByRole('heading', { name: 'Soil microbiome shifts under drought stress', level: 1 }).waitFor();
    await stageEntry(page, 'Editor assigned').getByText('Not reached yet').waitFor();
    assert.deepEqual(await unnamedControls(page), { unnamed: [], h1: 1 }, 'every control of the order page is named');
    await assertStaffNavigation(page);

    // "Editor assigned" with nobody assigned: the page refuses it and says why; so does the server.
    const toEditorAssigned = page.getByRole('button', { name: 'Move to Editor assigned' });
    assert.equal(await toEditorAssigned.isDisabled(), true, 'no move to Editor assigned without an editor');
    const editorHint = await toEditorAssigned.getAttribute('aria-describedby');
    assert.equal(
      (await page.locator(`#${editorHint}`).textContent())?.trim(),
      'Assign an editor first: choosing one under Editor moves the order to Editor assigned.',
    );
    const refusedMove = await page.request.post(`/api/staff/orders/${ORDER}/stage`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { stage: 'editor-assigned', version: 1 },
    });
    assert.deepEqual([refusedMove.status(), await refusedMove.json()], [409, { error: 'staff-editor-required' }]);
    // The staff upload is the shared file drop field, not a bare native input.
    await page.getByRole('button', { name: 'Choose file' }).waitFor();
    const nativeInput = await page.getByLabel('Upload an edited file').evaluate((input) => ({
      opacity: getComputedStyle(input).opacity,
      width: input.getBoundingClientRect().width,
    }));
    assert.deepEqual(nativeInput, { opacity: '0', width: 1 }, 'the native file input is not shown');

    // 2. A colleague has the same order open: their page is about to go stale.
    const colleague = await journey.newPage();
    await signIn(colleague, 'support@demo.test', DEMO_PASSWORD);
    await colleague.goto(`/en/staff/orders/${ORDER}`);
    await colleague.getByRole('button', { name: 'Move to Editing' }).waitFor();

    // 3. Assigned to the staff member (editor assigned), then editing (from the keyboard), then quality check.
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByText('Assigned to Sam Support.').waitFor();
    await stageEntry(page, 'Editor assigned')
      .getByText(/by Sam Support$/)
      .waitFor();
    await page.getByRole('button', { name: 'Move to Editing' }).focus();
    await page.keyboard.press('Enter');
    await stageEntry(page, 'Editing')
      .getByText(/by Sam Support$/)
      .waitFor();
    await page.getByText('In progress', { exact: true }).first().waitFor();

    // The colleague's move, decided on the page before these changes, is refused and their page shows the order as it is.
    await colleague.getByRole('button', { name: 'Move to Editing' }).click();
    await colleague.getByText('Someone else changed this order while you were looking at it.', { exact: false }).waitFor();
    await colleague.getByRole('button', { name: 'Move to Quality check' }).waitFor();
    await screenshot(colleague, `${NAME}-2-stale-page-en`);
    await colleague.context().close();

    await page.getByRole('button', { name: 'Move to Quality check' }).click();
    await stageEntry(page, 'Quality check')
      .getByText(/by Sam Support$/)
      .waitFor();

    // 4. The edited .docx, with a progress bar while it is sent (slowly, here); then it is listed with its SHA-256.
    const edited = await writeEnglishManuscript(EDITED_FILE, 4_000);
    const sha256 = createHash('sha256')
      .update(await readFile(edited))
      .digest('hex');
    await page.getByLabel('Upload an edited file').setInputFiles(edited);
    const throttle = await throttleUploads(page, 8 * 1024);
    const progressSeen = progressBarSeen(page, `Uploading ${EDITED_FILE}`, `${NAME}-3-uploading-en`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText(`${EDITED_FILE} has been added to the order.`).waitFor({ timeout: 30_000 });
    await throttle.restore();
    assert.equal(await progressSeen, true, 'a progress bar was shown while the file was sent');
    const files = page.getByRole('region', { name: 'Files' });
    await files.getByRole('link', { name: EDITED_FILE }).waitFor();
    await files.getByText(sha256).waitFor();

    // 5. Delivered: the order is completed, once confirmed. "Not yet" leaves it as it was.
    await page.getByRole('button', { name: 'Deliver and complete the order' }).click();
    let confirm = page.getByRole('dialog', { name: `Deliver order ${ORDER} and complete it?` });
    await confirm.getByText(EDITED_FILE).waitFor();
    await screenshot(page, `${NAME}-3b-confirm-delivery-en`);
    await confirm.getByRole('button', { name: 'Not yet' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await stageEntry(page, 'Delivered').getByText('Not reached yet').waitFor();
    await page.getByRole('button', { name: 'Deliver and complete the order' }).click();
    confirm = page.getByRole('dialog', { name: `Deliver order ${ORDER} and complete it?` });
    await confirm.getByRole('button', { name: 'Deliver and complete the order' }).click();
    await stageEntry(page, 'Delivered')
      .getByText(/by Sam Support$/)
      .waitFor();
    await page.getByText('Completed', { exact: true }).first().waitFor();

    // 6. The certificate: the code is made on the server, bound to the edited file's hash.
    const certificate = page.getByRole('region', { name: 'Certificate' });
    assert.equal(
      await certificate.getByLabel('Title on the certificate').inputValue(),
      'Soil microbiome shifts under drought stress',
    );
    await certificate.getByRole('button', { name: 'Issue the certificate' }).click();
    const code = (await certificate.locator('code.staff-code').textContent())?.trim() ?? '';
    assert.match(code, /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    await certificate.getByText(sha256).waitFor();
    await certificate.getByText('Not filled in by the researcher yet').waitFor();
    await screenshot(page, `${NAME}-4-delivered-en`);

    // 7. The same page in Japanese.
    await page.goto(`/jp/staff/orders/${ORDER}`);
    await page.getByRole('heading', { name: ja['staff-stage-title'], level: 2 }).waitFor();
    await page.getByText(code).waitFor();
    // Wholly Japanese: the service under its Japanese name, the style of English in words of the page.
    const services = page.getByRole('region', { name: ja['staff-services-title'] });
    await services.getByText(ja['staff-english-american'] ?? 'missing').waitFor();
    await services.getByText('スタンダード英文校正').waitFor();
    assert.equal(await services.getByText(/Standard Editing|American/).count(), 0, 'no English in the services');
    // The researcher's language by its Japanese name, not its code.
    await page
      .getByRole('region', { name: ja['staff-researcher-title'] })
      .getByText(ja['staff-researcher-language-en'] ?? 'missing', { exact: true })
      .waitFor();
    assert.equal(await page.getByText('en_US').count(), 0, 'no locale code');
    await screenshot(page, `${NAME}-5-delivered-ja`);

    // The Japanese queue's deadline filter: year, month, day lists in Japanese, not the browser's date input.
    await page.goto('/jp/staff');
    await page.getByRole('heading', { name: ja['staff-queue-title'], level: 1 }).waitFor();
    assert.equal(await page.locator('input[type="date"]').count(), 0, 'no native date input');
    const from = page.getByRole('group', { name: ja['staff-filter-deadline-from'] });
    assert.deepEqual(
      await from.getByRole('combobox').evaluateAll((lists) => lists.map((list) => list.getAttribute('aria-label'))),
      ['year', 'month', 'day'].map((part) => `${ja['staff-filter-deadline-from']}: ${ja[`date-field-${part}`]}`),
    );
    const thisYear = String(new Date().getUTCFullYear());
    await from.getByRole('combobox').nth(0).selectOption(thisYear);
    await from.getByRole('combobox').nth(1).selectOption({ label: '1月' });
    await from.getByRole('combobox').nth(2).selectOption('1');
    await page.getByRole('button', { name: ja['staff-filter-apply'] }).click();
    await waitForPath(page, new RegExp(`^/jp/staff\\?.*deadlineFrom=${thisYear}-01-01`));
    await screenshot(page, `${NAME}-5b-queue-ja`);

    // 8. The researcher is told at each step, and sees the order delivered with its timeline and certificate.
    const started = await readMailbox(journey.baseUrl, 'alice@demo.test', {
      subject: new RegExp(`^Work has started on your order ${ORDER}$`),
    });
    assert.match(started.text, new RegExp(`/en/researcher/index/details/${ORDER}`));
    await readMailbox(journey.baseUrl, 'alice@demo.test', { subject: new RegExp(`^Your order ${ORDER} is complete$`) });
    const issued = await readMailbox(journey.baseUrl, 'alice@demo.test', {
      subject: new RegExp(`^The editing certificate of your order ${ORDER}$`),
    });
    assert.match(issued.text, new RegExp(code));
    const alice = await journey.newPage();
    await signIn(alice, 'alice@demo.test', DEMO_PASSWORD);
    const details = await alice.request.get(`/api/order/${ORDER}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    assert.equal(details.status(), 200);
    const { order } = (await details.json()) as {
      order: { stage: string; stages: { stage: string }[]; certificate: { code: string } | null };
    };
    assert.equal(order.stage, 'delivered');
    assert.deepEqual(
      order.stages.map((s) => s.stage),
      ['received', 'editor-assigned', 'editing', 'quality-check', 'delivered'],
    );
    assert.equal(order.certificate?.code, code);
    await alice.goto(`/en/researcher/index/details/${ORDER}`);
    await alice.getByText(ORDER).first().waitFor();
    await alice.waitForLoadState('networkidle');
    await screenshot(alice, `${NAME}-6-researcher-sees-en`);
  });

  it('acts as the customer from the order page and comes back to the console; a researcher never sees it', async () => {
    const page = await journey.newPage();
    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    await page.goto('/en/staff/orders/DEMO-1002');
    await page.getByRole('button', { name: 'Act as this customer' }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/details\/DEMO-1002$/);
    await page.getByText('You are acting as Alice Walker (alice@demo.test).', { exact: false }).waitFor();
    // Acting as the customer, they see the customer's navigation.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await screenshot(page, `${NAME}-7-acting-as-customer-en`);
    // While acting as the customer, the console is not theirs: the shell sends them to the customer's home.
    await page.goto('/en/staff');
    await waitForPath(page, /^\/en\/researcher$/);
    await page.getByRole('button', { name: 'Back to the staff console' }).click();
    await waitForPath(page, /^\/en\/staff$/);
    await page.getByRole('heading', { name: 'Order queue', level: 1 }).waitFor();

    const researcher = await journey.newPage();
    await signIn(researcher, 'alice@demo.test', DEMO_PASSWORD);
    await researcher.goto('/en/staff/orders/DEMO-1002');
    await waitForPath(researcher, /^\/en\/researcher$/);
    const refused = await researcher.request.get('/api/staff/orders', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    assert.equal(refused.status(), 403);
  });
});
