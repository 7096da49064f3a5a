import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isIssuedCertificateCode, ZStaffOrderResponse, ZStaffPendingProofsResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, emailsTo } from '../../../test/factories.ts';
import { buildDocx } from '../../../test/fixtures/files/build-zip.ts';
import { billionLaughsXml, ELF_PROGRAM, rawDocx } from '../../../test/fixtures/files/hostile-files.ts';
import { staffClient } from '../../../test/fixtures/fulfilment/staff-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { certificates, deliverables, paymentProofs } from '../../schema/fulfilment.ts';
import { orderFormFiles } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { auditLog } from '../../schema/platform.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe.each(BACKENDS)('staff files, certificates and proofs of payment, on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staff-files-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: String(1024 * 1024) });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function setUp(status: 'placed' | 'awaiting-payment' = 'placed') {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const researcher = await createUser(t.db);
    const placed = await placeTestOrder(t.db, researcher.id, { status });
    return { staff, researcher, placed, client: staffClient(t.app, staff.session) };
  }

  it('stores an uploaded .docx with the SHA-256 of its bytes, lists it and downloads it unchanged', async () => {
    const { client, placed } = await setUp();
    const docx = await buildDocx(['The edited manuscript.']);
    const uploaded = await client.upload(placed.externalId, 'Manuscript (edited).docx', docx);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [deliverable] = ZStaffOrderResponse.parse(uploaded.json()).order.deliverables;
    expect(deliverable).toMatchObject({ name: 'Manuscript (edited).docx', size: docx.length, sha256: sha256(docx) });

    const download = await client.file(placed.externalId, `deliverables/${deliverable?.key}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(docx)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Manuscript%20%28edited%29.docx");
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses hostile and unfit files as the researcher uploads are refused, keeping nothing', async () => {
    const { client, placed } = await setUp();
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024)]);
    const cases = [
      { fileName: 'edited.docx', content: ELF_PROGRAM, status: 422, error: 'file-content-mismatch' },
      {
        fileName: 'edited.docx',
        content: Buffer.from('PK\u0003\u0004 not really a zip'),
        status: 422,
        error: 'file-archive-invalid',
      },
      {
        fileName: 'edited.docx',
        content: rawDocx({ document: billionLaughsXml() }),
        status: 422,
        error: 'file-document-type-declared',
      },
      { fileName: 'setup.exe', content: ELF_PROGRAM, status: 415, error: 'file-type-not-allowed' },
      { fileName: '../../etc/passwd.docx', content: ELF_PROGRAM, status: 422, error: 'file-content-mismatch' },
      { fileName: 'edited.pdf', content: tooLarge, status: 413, error: 'file-too-large' },
      { fileName: 'empty.pdf', content: Buffer.alloc(0), status: 400, error: 'file-empty' },
    ];
    for (const file of cases) {
      const response = await client.upload(placed.externalId, file.fileName, file.content);
      expect({ file: file.fileName, status: response.statusCode, body: response.json() }).toEqual({
        file: file.fileName,
        status: file.status,
        body: { error: file.error },
      });
    }
    const kindless = await client.upload(placed.externalId, 'edited.docx', await buildDocx(['x']), 'chapter');
    expect([kindless.statusCode, kindless.json()]).toEqual([400, { error: 'file-kind-invalid' }]);
    expect(await t.db.select().from(deliverables).where(eq(deliverables.orderId, placed.orderId))).toEqual([]);
  });

  it('removes a deliverable from the list and downloads, keeping its row, and audits upload and removal', async () => {
    const { client, placed, staff } = await setUp();
    const uploaded = await client.upload(placed.externalId, 'wrong.docx', await buildDocx(['Wrong file.']));
    const key = ZStaffOrderResponse.parse(uploaded.json()).order.deliverables[0]?.key ?? '';
    const removed = await client.removeDeliverable(placed.externalId, key);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ZStaffOrderResponse.parse(removed.json()).order.deliverables).toEqual([]);
    expect((await client.removeDeliverable(placed.externalId, key)).statusCode).toBe(404);
    for (const hostileKey of ['../../etc/passwd', '%2e%2e%2fetc', 'not-a-uuid']) {
      expect((await client.removeDeliverable(placed.externalId, hostileKey)).statusCode, hostileKey).toBe(404);
      expect((await client.file(placed.externalId, `deliverables/${hostileKey}`)).statusCode, hostileKey).toBe(404);
    }
    const [row] = await t.db.select().from(deliverables).where(eq(deliverables.key, key));
    expect(row?.removedAt).toBeInstanceOf(Date);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.orderId, placed.orderId)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['deliverable-uploaded', staff.user.id],
      ['deliverable-removed', staff.user.id],
    ]);
  });

  it('answers 404 for a deliverable of another order', async () => {
    const first = await setUp();
    const second = await setUp();
    const uploaded = await first.client.upload(first.placed.externalId, 'edited.docx', await buildDocx(['Edited.']));
    const key = ZStaffOrderResponse.parse(uploaded.json()).order.deliverables[0]?.key ?? '';
    expect((await first.client.file(second.placed.externalId, `deliverables/${key}`)).statusCode).toBe(404);
    expect((await first.client.removeDeliverable(second.placed.externalId, key)).statusCode).toBe(404);
    expect((await first.client.issueCertificate(second.placed.externalId, { deliverableKey: key })).statusCode).toBe(400);
  });

  it('issues one certificate with an unguessable code, bound to the hash of the chosen file, and tells the researcher', async () => {
    const { client, placed, researcher } = await setUp();
    const docx = await buildDocx(['The final edited manuscript.']);
    const uploaded = await client.upload(placed.externalId, 'final.docx', docx);
    const key = ZStaffOrderResponse.parse(uploaded.json()).order.deliverables[0]?.key ?? '';

    const issued = await client.issueCertificate(placed.externalId, { deliverableKey: key });
    expect(issued.statusCode, issued.body).toBe(200);
    const certificate = ZStaffOrderResponse.parse(issued.json()).order.certificate;
    expect(certificate).toMatchObject({
      title: placed.snapshot.title,
      authors: '',
      fileName: 'final.docx',
      fileSha256: sha256(docx),
    });
    expect(isIssuedCertificateCode(certificate?.code ?? '')).toBe(true);
    const mail = (await emailsTo(t.db, researcher.email)).at(-1);
    expect(mail?.subject).toBe(`The editing certificate of your order ${placed.externalId}`);
    expect(mail?.text).toContain(certificate?.code);

    const again = await client.issueCertificate(placed.externalId, { deliverableKey: key, title: 'Another' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'staff-certificate-already-issued' }]);
    const certified = await client.removeDeliverable(placed.externalId, key);
    expect([certified.statusCode, certified.json()]).toEqual([409, { error: 'staff-deliverable-certified' }]);
    expect(await t.db.select().from(certificates).where(eq(certificates.orderId, placed.orderId))).toHaveLength(1);
  });

  it('gives each order a different code and takes the title staff give', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { client, placed } = await setUp();
      const uploaded = await client.upload(placed.externalId, 'final.docx', await buildDocx([`Edition ${i}.`]));
      const key = ZStaffOrderResponse.parse(uploaded.json()).order.deliverables[0]?.key ?? '';
      const issued = await client.issueCertificate(placed.externalId, { deliverableKey: key, title: `  Title ${i} ` });
      const certificate = ZStaffOrderResponse.parse(issued.json()).order.certificate;
      expect(certificate?.title).toBe(`Title ${i}`);
      codes.add(certificate?.code ?? '');
    }
    expect(codes.size).toBe(3);
  });

  it('lists proofs of payment awaiting review, downloads one, and reviewing it releases the files when asked', async () => {
    const { client, placed, researcher, staff } = await setUp('awaiting-payment');
    const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
    const content = Buffer.from('%PDF-1.4\nbank transfer receipt\n');
    const [proof] = await t.db
      .insert(paymentProofs)
      .values({
        orderId: placed.orderId,
        userId: researcher.id,
        originalName: 'receipt.pdf',
        storedName: await storage.put(content),
        contentType: 'application/pdf',
        size: content.length,
        sha256: sha256(content),
        note: 'Paid on Monday',
      })
      .returning();
    const identity = proof?.identity ?? '';

    const pending = ZStaffPendingProofsResponse.parse(
      (await inject(t.app, { url: '/api/staff/payment-proofs', session: staff.session })).json(),
    );
    expect(pending.proofs).toContainEqual(
      expect.objectContaining({
        identity,
        orderExternalId: placed.externalId,
        researcherEmail: researcher.email,
        name: 'receipt.pdf',
      }),
    );
    const page = await client.pageOf(placed.externalId);
    expect(page.paymentProofs).toEqual([expect.objectContaining({ identity, note: 'Paid on Monday', reviewedAt: null })]);
    const file = await client.file(placed.externalId, `payment-proofs/${identity}`);
    expect(file.rawPayload.equals(content)).toBe(true);

    const reviewed = await client.reviewProof(placed.externalId, identity, true);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const after = ZStaffOrderResponse.parse(reviewed.json()).order;
    expect(after.flags.downloadAvailable).toBe(true);
    expect(after.paymentProofs[0]).toMatchObject({ reviewedAt: expect.any(String), reviewedBy: 'Ada Lovelace' });
    const twice = await client.reviewProof(placed.externalId, identity, false);
    expect([twice.statusCode, twice.json()]).toEqual([409, { error: 'staff-proof-already-reviewed' }]);
    const stillPending = ZStaffPendingProofsResponse.parse(
      (await inject(t.app, { url: '/api/staff/payment-proofs', session: staff.session })).json(),
    );
    expect(stillPending.proofs.map((p) => p.identity)).not.toContain(identity);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order?.downloadAvailable).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.orderId, placed.orderId));
    expect(audit.map((a) => a.action)).toEqual(['payment-proof-reviewed']);
  });

  it('downloads the files the researcher uploaded with the order, and none through another order', async () => {
    const { client, placed } = await setUp();
    const other = await setUp();
    const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
    const manuscript = await buildDocx(['The manuscript as the researcher sent it.']);
    const [file] = await t.db
      .insert(orderFormFiles)
      .values({
        orderFormId: placed.formId,
        kind: 'main',
        originalName: 'manuscript.docx',
        storedName: await storage.put(manuscript),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: manuscript.length,
        sha256: sha256(manuscript),
        analysisStatus: 'done',
      })
      .returning();
    const page = await client.pageOf(placed.externalId);
    expect(page.files).toEqual([{ identity: file?.identity, name: 'manuscript.docx', kind: 'main', expired: false }]);
    const download = await client.file(placed.externalId, `files/${file?.identity}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(manuscript)).toBe(true);
    expect((await client.file(other.placed.externalId, `files/${file?.identity}`)).statusCode).toBe(404);
    expect((await client.file(placed.externalId, 'files/not-a-uuid')).statusCode).toBe(404);
    expect((await client.file(placed.externalId, 'payment-proofs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
