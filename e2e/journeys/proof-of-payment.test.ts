import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { FIXTURES_DIR } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';
import { progressBarSeen, throttleUploads } from '../support/upload.ts';
import { placeBankTransferOrder, staffMember } from './follow-up-support.ts';

const NAME = 'proof-of-payment';
const PROJECT_TITLE = 'Seasonal nitrate dynamics in a temperate estuary';
const RECEIPT = 'bank-transfer-receipt.pdf';
const zh = loadCatalogue('zh');

/** A one-page PDF of about 96 KB, as a scanned bank receipt would be. */
async function writeReceipt(): Promise<string> {
  const file = path.join(FIXTURES_DIR, RECEIPT);
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    ...Array.from({ length: 1200 }, (_, i) => `% scan line ${String(i).padStart(4, '0')} ${'0'.repeat(60)}`),
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  await writeFile(file, `${body}\n`);
  return file;
}

describe('proof of payment: a researcher sends the receipt of a bank transfer, and staff release the files', () => {
  const journey = setUpJourney(NAME);

  it('uploads the receipt with a progress bar, lists it, tells support, and staff release the files', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const externalId = await placeBankTransferOrder(page, PROJECT_TITLE);
    const receipt = await writeReceipt();

    // 1. The support page of the order: it waits for the transfer and has no proof yet.
    await page.goto(`/en/support/index/submission/${externalId}/type/proof-of-payment`);
    await page.getByRole('heading', { name: 'Send a proof of payment', level: 1 }).waitFor();
    await page.getByText(`Order ${externalId} is waiting for your bank transfer.`, { exact: false }).waitFor();
    await page.getByText('You have not sent a proof of payment for this order yet.').waitFor();
    await screenshot(page, `${NAME}-1-before-en`);

    // 2. The receipt goes as soon as it is chosen; the progress bar shows while it is sent (slowly, here).
    const throttle = await throttleUploads(page, 32 * 1024);
    const progressSeen = progressBarSeen(page, `Sending ${RECEIPT}`, `${NAME}-2-sending-en`);
    const uploaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/order/${externalId}/proof-of-payment`),
    );
    await page.getByLabel('Choose the receipt to send').setInputFiles(receipt);
    assert.equal((await uploaded).status(), 200);
    assert.equal(await progressSeen, true, 'a progress bar was shown while the file was sent');
    await throttle.restore();
    await page.getByText(`Thank you: we received ${RECEIPT}.`, { exact: false }).waitFor();
    const sent = page.getByRole('region', { name: 'Proofs sent for this order' });
    await sent.getByText(RECEIPT, { exact: true }).waitFor();
    await screenshot(page, `${NAME}-3-sent-en`);

    // 3. The support team is told, and the researcher gets a confirmation.
    const toSupport = await readMailbox(journey.baseUrl, 'support@example.org', {
      subject: new RegExp(`^Proof of payment for order ${externalId}$`),
    });
    assert.match(toSupport.text, /alice@demo\.test/);
    assert.match(toSupport.text, new RegExp(RECEIPT.replace('.', '\\.')));
    const confirmation = await readMailbox(journey.baseUrl, 'alice@demo.test', {
      subject: new RegExp(`proof of payment for order ${externalId}`),
    });
    assert.match(confirmation.text, new RegExp(`/en/researcher/index/details/${externalId}`));

    // 4. Staff see the proof with the order and release the files before the money is matched.
    const staff = await staffMember(journey);
    const before = await staff.order(externalId);
    assert.equal(before.isPaid, false);
    assert.deepEqual(
      before.paymentProofs.map((proof) => [proof.name, proof.reviewedAt]),
      [[RECEIPT, null]],
    );
    const proof = before.paymentProofs[0];
    assert.ok(proof);
    const released = await staff.reviewProof(externalId, proof.identity, true);
    assert.equal(released.flags.downloadAvailable, true, 'the files are released');
    assert.notEqual(released.paymentProofs[0]?.reviewedAt, null, 'the proof is marked reviewed');

    // 5. The same page in Chinese lists the proof sent.
    await page.goto(`/cn/support/index/submission/${externalId}/type/proof-of-payment`);
    await page.getByRole('heading', { name: zh['info-proof-title'], level: 1 }).waitFor();
    await page.getByRole('region', { name: zh['info-proof-sent-heading'] }).getByText(RECEIPT, { exact: true }).waitFor();
    await screenshot(page, `${NAME}-4-sent-zh`);
  });

  it('refuses a program sent as a receipt, and writes to support about an order whose service is no longer offered', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const externalId = await placeBankTransferOrder(page, `${PROJECT_TITLE} (second batch)`);
    const program = path.join(FIXTURES_DIR, 'receipt.pdf');
    await writeFile(program, Buffer.from('4d5a90000300000004000000ffff0000', 'hex'));

    await page.goto(`/en/support/index/submission/${externalId}/type/proof-of-payment`);
    await page.getByLabel('Choose the receipt to send').setInputFiles(program);
    await page.getByText('The content of this file does not match its file type.').waitFor();
    await page.getByText('You have not sent a proof of payment for this order yet.').waitFor();

    await page.goto(`/en/support/index/submission/${externalId}/type/inactive-service`);
    await page.getByRole('heading', { name: `Your question about order ${externalId}` }).waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please write your message.').waitFor();
    await page.getByLabel('Your message').fill('Which service replaces the one I ordered? I would like a re-edit.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you: your message has been sent to our support team.', { exact: false }).waitFor();
    await screenshot(page, `${NAME}-5-inactive-service-en`);
    const toSupport = await readMailbox(journey.baseUrl, 'support@example.org', {
      subject: new RegExp(`^Order ${externalId}: Service no longer offered$`),
    });
    assert.match(toSupport.text, /Which service replaces the one I ordered\?/);
  });
});
