import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formatLongDate } from '@portal/domain';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { buildDocx, FIXTURES_DIR } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';
import { extractPdfText } from '../support/pdf-text.ts';
import { readZipEntries } from '../support/zip.ts';

const NAME = 'researcher-orders';
/** Alice's order in editing (seed: fulfilment-seed.ts), finished by staff at the start of the journey. */
const ORDER = 'DEMO-1002';
const TITLE = 'Machine learning for protein folding kinetics';
/** Alice's order just placed, which she edits. */
const NEW_ORDER = 'DEMO-1003';
const EDITED_NAME = 'protein-folding-edited.docx';
const EDITED = buildDocx(['Machine learning for protein folding kinetics, as edited by our team.']);
const EDITED_SHA256 = createHash('sha256').update(EDITED).digest('hex');
const en = loadCatalogue('en');
const zh = loadCatalogue('zh');

type TStaffOrder = { version: number; deliverables: { key: string; name: string }[]; certificate: { code: string } | null };

/** Every visible form control has an accessible name, and the page has one h1 (the pages' accessibility smoke check). */
async function assertAccessible(page: Page, where: string): Promise<void> {
  const report = await page.evaluate(() => {
    const controls = [...document.querySelectorAll('input, select, textarea, button')].filter(
      (el) => (el as HTMLInputElement).type !== 'hidden' && (el as HTMLElement).offsetParent !== null,
    );
    const unnamed = controls.filter((el) => {
      const labels = [...((el as HTMLInputElement).labels ?? [])].map((label) => label.textContent?.trim()).join('');
      return !(el.getAttribute('aria-label')?.trim() || labels || (el.tagName === 'BUTTON' && el.textContent?.trim()));
    });
    return { unnamed: unnamed.map((el) => el.outerHTML.slice(0, 80)), h1: document.querySelectorAll('h1').length };
  });
  assert.deepEqual(report, { unnamed: [], h1: 1 }, where);
}

/** A staff call through the page's session, as the console makes it. */
async function staffCall(page: Page, method: 'GET' | 'POST', url: string, data?: object): Promise<TStaffOrder> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const response = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
  assert.equal(response.status(), 200, `${method} ${url}: ${await response.text()}`);
  return ((await response.json()) as { order: TStaffOrder }).order;
}

/** Support finishes the order: quality check, the edited .docx, delivered, and the certificate bound to that file. */
async function finishOrderAsStaff(page: Page): Promise<string> {
  await signIn(page, 'support@demo.test', DEMO_PASSWORD);
  const url = `/api/staff/orders/${ORDER}`;
  let order = await staffCall(page, 'GET', url);
  order = await staffCall(page, 'POST', `${url}/stage`, { stage: 'quality-check', version: order.version });
  const uploaded = await page.request.post(`${url}/deliverables`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      kind: 'main',
      file: {
        name: EDITED_NAME,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: EDITED,
      },
    },
  });
  assert.equal(uploaded.status(), 200, await uploaded.text());
  order = ((await uploaded.json()) as { order: TStaffOrder }).order;
  const deliverable = order.deliverables.find((file) => file.name === EDITED_NAME);
  assert.ok(deliverable, 'the edited file is delivered');
  order = await staffCall(page, 'POST', `${url}/stage`, { stage: 'delivered', version: order.version });
  order = await staffCall(page, 'POST', `${url}/certificate`, { deliverableKey: deliverable.key });
  assert.ok(order.certificate, 'the certificate is issued');
  return order.certificate.code;
}

describe('researcher area: dashboard, order page, files, certificate and its public verification, order edit', () => {
  const journey = setUpJourney(NAME);

  it('follows an order from the dashboard to its zip of files, certificate and PDF; a visitor verifies the code', async () => {
    const staff = await journey.newPage();
    const code = await finishOrderAsStaff(staff);

    // 1. The dashboard: the title search is a path of its own (`_` for the empty filters), and back returns.
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher');
    await page.getByRole('heading', { name: 'Your orders', level: 2 }).waitFor();
    await page.getByText('You have 1 unpaid invoice.').waitFor();
    await screenshot(page, `${NAME}-1-dashboard-en`);
    await assertAccessible(page, 'dashboard');
    await page.getByLabel('Project title').fill('protein');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/orders\/_\/protein\/_\/_\/1$/);
    const panel = page.getByRole('article', { name: TITLE });
    await panel.waitFor();
    // The previous page's list stays on screen until the search answers: wait for the filtered list.
    await page
      .waitForFunction(() => document.querySelectorAll('article').length === 1, undefined, { timeout: 10_000 })
      .catch(() => undefined);
    assert.equal(await page.getByRole('article').count(), 1, 'only the order searched for');
    assert.match((await panel.textContent()) ?? '', /Completed/);
    await page.goBack();
    await waitForPath(page, /^\/en\/researcher$/);
    await page.getByRole('article').nth(4).waitFor();

    // 2. The order page: every stage with its date, and the edited file.
    await page.goto(`/en/researcher/index/details/${ORDER}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const timeline = page.getByRole('region', { name: 'Where your order is' });
    for (const stage of ['Received', 'Editor assigned', 'Editing', 'Quality check', 'Delivered']) {
      const entry = timeline.getByRole('listitem').filter({ hasText: stage });
      assert.doesNotMatch((await entry.textContent()) ?? '', /Not yet/, `${stage} has its date`);
    }
    await page.getByRole('link', { name: EDITED_NAME }).waitFor();
    await screenshot(page, `${NAME}-2-order-delivered-en`);
    await assertAccessible(page, 'order page');

    // 3. Download all: the browser zips the files; the zip holds the edited file, byte for byte.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en['orders-download-all'] }).click();
    const zip = await download;
    assert.equal(zip.suggestedFilename(), `${ORDER}.zip`);
    const entries = readZipEntries(await readFile((await zip.path()) as string));
    assert.deepEqual(
      entries.map((entry) => entry.name),
      [EDITED_NAME],
    );
    assert.equal(
      createHash('sha256')
        .update(entries[0]?.content ?? '')
        .digest('hex'),
      EDITED_SHA256,
    );
    // The progress message goes once the zip is saved.
    await page.getByText(/Preparing your download/).waitFor({ state: 'detached' });

    // 4. The certificate: no authors yet, so the page asks for them; the spec's message for empty authors.
    await page.getByRole('link', { name: en['orders-certificate-view'] }).click();
    await waitForPath(page, new RegExp(`^/en/certificate/${code}$`));
    await page.getByText(en['certificate-details-missing'] as string).waitFor();
    await page.getByRole('button', { name: en['certificates-edit'] }).click();
    await page.getByLabel('Authors').fill(' , ');
    await page.getByRole('button', { name: en['certificates-save'] }).click();
    await page.getByText('Please enter your project authors.').waitFor();
    await page.getByLabel('Authors').fill('Alice Walker,  Rahul Mehta');
    await page.getByRole('button', { name: en['certificates-save'] }).click();
    await page.getByText(en['certificate-details-updated'] as string).waitFor();
    await page.getByText('Alice Walker, Rahul Mehta', { exact: true }).waitFor();
    await screenshot(page, `${NAME}-3-certificate-en`);
    await assertAccessible(page, 'certificate');

    // 5. The PDF certificate: code, title, authors and the edited file's hash.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: en['certificates-download-pdf'] }).click();
    const pdf = await readFile((await (await pdfDownload).path()) as string);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const pdfText = extractPdfText(pdf);
    for (const expected of [code, TITLE, 'Alice Walker, Rahul Mehta', EDITED_SHA256, `/en/certificate/verify/${code}`]) {
      assert.ok(pdfText.includes(expected), `the PDF shows ${expected}`);
    }

    // 6. A visitor, signed out, verifies the code and checks that a file is the edited one.
    const visitor = await journey.newPage();
    await visitor.goto('/en/certificate/verify');
    await visitor.getByRole('button', { name: en['certificates-verify-submit'], exact: true }).click();
    await visitor.getByText('Please enter a verification code.').waitFor();
    await visitor.getByLabel(en['certificates-verify-code'] as string).fill(code.toLowerCase());
    await visitor.getByRole('button', { name: en['certificates-verify-submit'], exact: true }).click();
    await waitForPath(visitor, new RegExp(`^/en/certificate/verify/${code}$`));
    await visitor.getByRole('heading', { name: TITLE, level: 2 }).waitFor();
    await visitor.getByText('Alice Walker, Rahul Mehta').waitFor();
    await visitor.getByText(EDITED_SHA256).waitFor();
    const editedPath = path.join(FIXTURES_DIR, EDITED_NAME);
    await writeFile(editedPath, EDITED);
    await visitor.getByLabel(en['certificates-check-file'] as string).setInputFiles(editedPath);
    await visitor.getByText(`${EDITED_NAME} is the edited file this certificate covers.`).waitFor();
    assert.equal(await visitor.getByText('alice@demo.test').count(), 0, 'nothing personal beyond the authors');
    await screenshot(visitor, `${NAME}-4-verified-signed-out-en`);
    await assertAccessible(visitor, 'verification');
    await visitor.goto('/en/certificate/verify/NOSUCHCODE');
    await visitor.getByText(en['certificate-verification-error'] as string).waitFor();

    // 7. The same order page in Chinese.
    await page.goto(`/cn/researcher/index/details/${ORDER}`);
    await page.getByRole('region', { name: zh['orders-timeline-title'] }).waitFor();
    await page.getByRole('button', { name: zh['orders-download-all'] }).waitFor();
    await screenshot(page, `${NAME}-5-order-delivered-zh`);
  });

  it('edits an order: the deadline follows an added service, a different one brings the mismatch alert', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto(`/en/researcher/index/details/${NEW_ORDER}`);
    await page.getByRole('button', { name: en['orders-edit-open'] }).click();

    // The title is required ('You must specify a title').
    const title = page.getByLabel('Project title');
    await title.fill('');
    await page.getByRole('button', { name: en['orders-edit-save'] }).click();
    await page.getByText('You must specify a title').waitFor();
    await title.fill('Soil microbiome shifts under prolonged drought stress');

    // Adding a service sets the deadline to the service's; changing it brings the alert of §8.
    const services = page.getByLabel(en['orders-edit-add-service'] as string);
    const journalRecommendation = await services.locator('option', { hasText: 'Journal Recommendation' }).getAttribute('value');
    await services.selectOption(journalRecommendation ?? '');
    await page.getByRole('button', { name: en['orders-edit-add'], exact: true }).click();
    const deadline = page.getByLabel(en['orders-edit-deadline'] as string);
    const calculated = (await deadline.inputValue()).replace('T', ' ');
    assert.match(calculated, /^\d{4}-\d{2}-\d{2} \d{2}:(00|30)$/);
    const supplied = `${calculated.slice(0, 10)} ${calculated.slice(11) === '23:30' ? '23:00' : '23:30'}`;
    await deadline.fill(supplied.replace(' ', 'T'));
    await page
      .getByText(
        `We have calculated a deadline of ${calculated} for the services added to this order. This deadline does not match the deadline you have supplied of ${supplied}. Please double check your deadline before saving changes.`,
      )
      .waitFor();
    await screenshot(page, `${NAME}-6-edit-deadline-mismatch-en`);
    await assertAccessible(page, 'order edit');

    // Saving keeps the supplied deadline, invoices the added service and e-mails the new deadline.
    await page.getByRole('button', { name: en['orders-edit-save'] }).click();
    await page.getByText(/^Your changes have been saved\. Invoice \S+ covers the services you added\.$/).waitFor();
    await page.getByRole('heading', { name: 'Soil microbiome shifts under prolonged drought stress', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Where your order is' }).waitFor();
    const mail = await readMailbox(journey.baseUrl, 'alice@demo.test', {
      subject: new RegExp(`deadline of your order ${NEW_ORDER}`),
    });
    // The e-mail writes the day as every e-mail and PDF does (formatLongDate, 'en'), then the time.
    const [day = '', time = ''] = supplied.split(' ');
    const written = `${formatLongDate(day, 'en')} ${time}`;
    assert.ok(mail.text.includes(written), `the e-mail names the new deadline ${written}: ${mail.text}`);
  });
});
