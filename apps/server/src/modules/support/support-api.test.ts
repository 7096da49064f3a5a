import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZPaymentProofsResponse, ZProofUploadResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TUserOverrides } from '../../../test/factories.ts';
import { createSignedInUser, emailsTo } from '../../../test/factories.ts';
import { buildDocx, englishText, PNG_BYTES } from '../../../test/fixtures/files/build-zip.ts';
import { WINDOWS_PROGRAM } from '../../../test/fixtures/files/hostile-files.ts';
import { postMultipart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { paymentProofs } from '../../schema/fulfilment.ts';
import { invoices } from '../../schema/invoices.ts';
import { emails } from '../../schema/platform.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';

const SUPPORT_EMAIL = 'support-team@example.test';
const UPLOAD_LIMIT = 256 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Every file under a folder, or none when it does not exist. */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe.each(BACKENDS)('proofs of payment and messages to support on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-api-'));
  const t = withTestApp(backend, {
    DATA_DIR: dataDir,
    SUPPORT_EMAIL,
    MAX_UPLOAD_BYTES: String(UPLOAD_LIMIT),
    QUERY_STATS: '1',
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A researcher with an order placed by bank transfer, its invoice unpaid (or paid). */
  async function researcherWithOrder(options: { isPaid?: boolean; user?: TUserOverrides } = {}) {
    const { user, session } = await createSignedInUser(t.app, t.db, options.user);
    const placed = await placeTestOrder(t.db, user.id, { status: options.isPaid ? 'placed' : 'awaiting-payment' });
    return { user, session, ...placed };
  }

  function sendProof(externalId: string, session: string | null, fileName: string, content: Buffer) {
    return postMultipart(t.app, `/api/order/${externalId}/proof-of-payment`, [{ name: 'file', fileName, content }], { session });
  }

  const proofRows = (orderId: number) => t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId));

  describe('proof of payment', () => {
    it('stores a PDF for an order awaiting a bank transfer, lists it, and tells support and the researcher', async () => {
      const a = await researcherWithOrder({ user: { language: 'ja_JP' } });
      const empty = await inject(t.app, { url: `/api/order/${a.externalId}/proof-of-payment`, session: a.session });
      expect(ZPaymentProofsResponse.parse(empty.json())).toEqual({
        externalId: a.externalId,
        title: 'Thermal conductivity of layered perovskites',
        isAwaitingPayment: true,
        proofs: [],
      });

      const response = await sendProof(a.externalId, a.session, '../../bank receipt.pdf', PDF);
      expect(response.statusCode, response.body).toBe(200);
      const answer = ZProofUploadResponse.parse(response.json());
      expect(answer.proof).toMatchObject({ name: 'bank receipt.pdf', size: PDF.length });
      expect(answer.proofs.map((p) => p.identity)).toEqual([answer.proof.identity]);
      const [row] = await proofRows(a.orderId);
      expect(row).toMatchObject({ userId: a.user.id, originalName: 'bank receipt.pdf', contentType: 'application/pdf' });
      expect(row?.storedName).not.toContain('receipt');
      expect(filesUnder(path.join(dataDir, 'files'))).toContain(path.basename(row?.storedName ?? '-'));

      await t.app.jobs.drain();
      const [toSupport] = await emailsTo(t.db, SUPPORT_EMAIL).then((rows) =>
        rows.filter((m) => m.subject === `Proof of payment for order ${a.externalId}`),
      );
      expect(toSupport?.text).toContain(`${a.user.email}`);
      expect(toSupport?.text).toContain('bank receipt.pdf');
      expect(toSupport?.text).toContain(a.invoiceNumber);
      const [toResearcher] = await emailsTo(t.db, a.user.email);
      expect(toResearcher?.subject).toBe(`ご注文 ${a.externalId} の支払証明を受け付けました`);
      expect(toResearcher?.text).toContain(`/jp/researcher/index/details/${a.externalId}`);

      const listed = await inject(t.app, { url: `/api/order/${a.externalId}/proof-of-payment`, session: a.session });
      expect(ZPaymentProofsResponse.parse(listed.json()).proofs.map((p) => p.name)).toEqual(['bank receipt.pdf']);
    });

    it('takes images and Word documents too', async () => {
      const a = await researcherWithOrder();
      expect((await sendProof(a.externalId, a.session, 'receipt.png', PNG_BYTES)).statusCode).toBe(200);
      const docx = await buildDocx(englishText(40));
      expect((await sendProof(a.externalId, a.session, 'receipt.docx', docx)).statusCode).toBe(200);
      expect((await proofRows(a.orderId)).map((r) => r.originalName)).toEqual(['receipt.png', 'receipt.docx']);
    });

    it('refuses a proof for an order already paid, and keeps nothing', async () => {
      const a = await researcherWithOrder({ isPaid: true });
      const listed = await inject(t.app, { url: `/api/order/${a.externalId}/proof-of-payment`, session: a.session });
      expect(listed.json().isAwaitingPayment).toBe(false);
      const response = await sendProof(a.externalId, a.session, 'receipt.pdf', PDF);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('proof-of-payment-not-awaited');
      expect(await proofRows(a.orderId)).toEqual([]);
    });

    it("answers 404 for another researcher's order and an unknown one, 401 signed out, and keeps nothing", async () => {
      const a = await researcherWithOrder();
      const b = await createSignedInUser(t.app, t.db);
      const mailBefore = await t.db.select().from(emails);
      expect((await sendProof(a.externalId, b.session, 'receipt.pdf', PDF)).statusCode).toBe(404);
      expect((await sendProof('ZZZ00000', a.session, 'receipt.pdf', PDF)).statusCode).toBe(404);
      expect((await sendProof(a.externalId, null, 'receipt.pdf', PDF)).statusCode).toBe(401);
      expect((await inject(t.app, { url: `/api/order/${a.externalId}/proof-of-payment`, session: b.session })).statusCode).toBe(
        404,
      );
      expect(await proofRows(a.orderId)).toEqual([]);
      expect(await t.db.select().from(emails)).toEqual(mailBefore);
    });

    it('lists the proofs in one statement with the session, kept until the order, its invoice or its proofs change', async () => {
      const a = await researcherWithOrder();
      const other = await placeTestOrder(t.db, a.user.id, { status: 'awaiting-payment' });
      const proofOf = (orderId: number, i: number) => ({
        orderId,
        userId: a.user.id,
        originalName: `receipt ${i}.pdf`,
        storedName: `stored-${orderId}-${i}`,
        contentType: 'application/pdf',
        size: 1000 + i,
        sha256: 'e'.repeat(64),
        // Out of order, and two at the same instant: the list is by time, then as sent.
        createdAt: new Date(Date.UTC(2025, 0, 10 - (i % 3), 8, 30, 15, 123)),
      });
      await t.db.insert(paymentProofs).values([0, 1, 2, 3, 4].map((i) => proofOf(a.orderId, i)));
      await t.db.insert(paymentProofs).values(proofOf(other.orderId, 9));
      const url = `/api/order/${a.externalId}/proof-of-payment`;
      const ask = async () => {
        const response = await inject(t.app, { url, session: a.session });
        expect(response.statusCode, response.body).toBe(200);
        return { statements: statementsOf(response.headers['server-timing']), body: response.body };
      };
      const first = await ask();
      expect(first.statements).toBe(1);
      // As the rows read one by one gave it: oldest first, times as Date.toISOString writes them.
      const rows = await t.db
        .select()
        .from(paymentProofs)
        .where(eq(paymentProofs.orderId, a.orderId))
        .orderBy(paymentProofs.createdAt, paymentProofs.id);
      expect(JSON.parse(first.body)).toEqual({
        externalId: a.externalId,
        title: 'Thermal conductivity of layered perovskites',
        isAwaitingPayment: true,
        proofs: rows.map((r) => ({
          identity: r.identity,
          name: r.originalName,
          size: r.size,
          uploadedAt: r.createdAt.toISOString(),
        })),
      });
      expect(JSON.parse(first.body).proofs[0].uploadedAt).toBe('2025-01-08T08:30:15.123Z');
      // Kept: asked again, the session lookup alone, the same answer.
      expect(await ask()).toEqual(first);

      // The bank transfer arrives: the invoice bumps the researcher's version, so it shows at once.
      await t.db.update(invoices).set({ status: 'paid', balance: 0 }).where(eq(invoices.orderId, a.orderId));
      const paid = await ask();
      expect(paid.statements).toBe(2);
      expect(JSON.parse(paid.body).isAwaitingPayment).toBe(false);
      await t.db.delete(paymentProofs).where(eq(paymentProofs.identity, rows[0]?.identity ?? ''));
      expect(JSON.parse((await ask()).body).proofs).toHaveLength(4);

      // Signed out 401, an unknown order 404, as the access check answered.
      expect((await inject(t.app, { url, session: null })).statusCode).toBe(401);
      expect((await inject(t.app, { url: '/api/order/ZZZ00000/proof-of-payment', session: a.session })).statusCode).toBe(404);
    });

    it.each([
      ['a program under its own name', 'receipt.exe', WINDOWS_PROGRAM, 415, 'file-type-not-allowed'],
      ['a text file', 'receipt.txt', Buffer.from('paid'), 415, 'file-type-not-allowed'],
      ['a program renamed .pdf', 'receipt.pdf', WINDOWS_PROGRAM, 422, 'file-content-mismatch'],
      ['an image renamed .docx', 'receipt.docx', PNG_BYTES, 422, 'file-content-mismatch'],
      ['an empty file', 'receipt.pdf', Buffer.alloc(0), 400, 'file-empty'],
      [
        'a file over the size limit',
        'receipt.pdf',
        Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT, 0x20)]),
        413,
        'file-too-large',
      ],
    ])('refuses %s and keeps nothing', async (_name, fileName, content, status, error) => {
      const a = await researcherWithOrder();
      const response = await sendProof(a.externalId, a.session, fileName, content);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
      expect(await proofRows(a.orderId)).toEqual([]);
      expect(filesUnder(path.join(dataDir, 'uploads-in-progress'))).toEqual([]);
    });

    it('refuses a JSON body', async () => {
      const a = await researcherWithOrder();
      const response = await inject(t.app, {
        method: 'POST',
        url: `/api/order/${a.externalId}/proof-of-payment`,
        session: a.session,
        body: { file: 'receipt.pdf' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await proofRows(a.orderId)).toEqual([]);
    });
  });

  describe('a message to support about an order', () => {
    it('e-mails the support team with who wrote, and confirms to the researcher', async () => {
      const a = await researcherWithOrder();
      const message = 'The service I ordered is gone.\nCan you move my files to the closest one?';
      const response = await inject(t.app, {
        method: 'POST',
        url: `/api/order/${a.externalId}/support-request`,
        session: a.session,
        body: { topic: 'inactive-service', message },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      await t.app.jobs.drain();
      const toSupport = (await emailsTo(t.db, SUPPORT_EMAIL)).find((m) => m.subject.startsWith(`Order ${a.externalId}:`));
      expect(toSupport?.subject).toBe(`Order ${a.externalId}: Service no longer offered`);
      expect(toSupport?.text).toContain(a.user.email);
      expect(toSupport?.text).toContain(message);
      const [toResearcher] = await emailsTo(t.db, a.user.email);
      expect(toResearcher?.subject).toBe(`We received your message about order ${a.externalId}`);
    });

    it('refuses an empty message with its field error, and sends nothing', async () => {
      const a = await researcherWithOrder();
      const mailBefore = await t.db.select().from(emails);
      const response = await inject(t.app, {
        method: 'POST',
        url: `/api/order/${a.externalId}/support-request`,
        session: a.session,
        body: { topic: 'inactive-service', message: '   ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ message: 'support-message-required' });
      expect(await t.db.select().from(emails)).toEqual(mailBefore);
    });

    it("answers 404 for another researcher's order and sends nothing", async () => {
      const a = await researcherWithOrder();
      const b = await createSignedInUser(t.app, t.db);
      const mailBefore = await t.db.select().from(emails);
      const response = await inject(t.app, {
        method: 'POST',
        url: `/api/order/${a.externalId}/support-request`,
        session: b.session,
        body: { topic: 'inactive-service', message: 'Hello' },
      });
      expect(response.statusCode).toBe(404);
      expect(await t.db.select().from(emails)).toEqual(mailBefore);
    });
  });
});
