import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ZCertificateResponse,
  ZCertificateSaveResponse,
  ZCertificateVerificationResponse,
  ZDeliverablesResponse,
  ZOrderSearchResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../../test/factories.ts';
import { placeTestOrder } from '../../../test/fixtures/orders/checkout-fixtures.ts';
import { addDeliverable, completeOrder, issueCertificate } from '../../../test/fixtures/orders/fulfilment-fixtures.ts';
import { extractPdfText } from '../../../test/fixtures/price-quote/pdf-text.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { certificates } from '../../schema/fulfilment.ts';
import { VERIFY_LIMIT } from './routes.ts';

const EDITED = Buffer.from('PK\u0003\u0004 the edited manuscript');

describe.each(BACKENDS)('certificates on %s', (backend) => {
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'certificates-'));
  const t = withTestApp(backend, { FILES_DIR: filesDir });
  const storage = createStorage(loadConfig({ FILES_DIR: filesDir }));
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  /** A completed order with its edited file and certificate, of a new researcher. */
  async function certifiedOrder(options: { status?: 'placed' | 'awaiting-payment'; language?: string } = {}) {
    const { user, session } = await createSignedInUser(t.app, t.db, { language: options.language ?? 'en_US' });
    const placed = await placeTestOrder(t.db, user.id, { status: options.status ?? 'placed' });
    await completeOrder(t.db, placed.orderId);
    const file = await addDeliverable(t.db, storage, placed.orderId, { name: 'perovskites-edited.docx', content: EDITED });
    const code = await issueCertificate(t.db, placed.orderId, file);
    return { user, session, placed, file, code };
  }

  it('shows the owner the certificate, and the order lists it', async () => {
    const { session, placed, file, code } = await certifiedOrder();
    const response = await inject(t.app, { url: `/api/certificate/${code}`, session });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCertificateResponse.parse(response.json()).certificate).toEqual({
      code,
      title: placed.snapshot.title,
      authors: '',
      issuedOn: expect.any(String),
      externalId: placed.externalId,
      fileName: 'perovskites-edited.docx',
      fileSha256: file.sha256,
      services: ['Premium Editing'],
    });
    const search = ZOrderSearchResponse.parse(
      (await inject(t.app, { url: `/api/order/search?xid=${placed.externalId}`, session })).json(),
    );
    expect(search.orders[0]).toMatchObject({ certificateReady: true, certificate: { code, title: placed.snapshot.title } });
  });

  it('saves the title and comma-separated authors, and refuses empty ones with the spec messages', async () => {
    const { session, placed, code } = await certifiedOrder();
    const save = (body: Record<string, unknown>) =>
      inject(t.app, {
        method: 'PUT',
        url: `/api/certificate/save/${code}`,
        session,
        body: { externalId: placed.externalId, code, ...body },
      });
    const saved = await save({ title: 'Heat flow in layered perovskites', authors: ' Ada Lovelace ,Grace Hopper,, ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZCertificateSaveResponse.parse(saved.json()).certificateDetails).toMatchObject({
      title: 'Heat flow in layered perovskites',
      authors: 'Ada Lovelace, Grace Hopper',
    });
    const empty = await save({ title: '', authors: ' , ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ title: 'certificate-title-required', authors: 'certificate-authors-required' });
    const [stored] = await t.db.select().from(certificates).where(eq(certificates.code, code));
    expect(stored).toMatchObject({ title: 'Heat flow in layered perovskites', authors: 'Ada Lovelace, Grace Hopper' });
    expect((await save({ title: 'T', authors: 'A', externalId: 'ZZZ00000' })).statusCode).toBe(404);
  });

  it('answers another researcher 404 on every certificate call and changes nothing', async () => {
    const { placed, code } = await certifiedOrder();
    const intruder = await createSignedInUser(t.app, t.db);
    const [before] = await t.db.select().from(certificates).where(eq(certificates.code, code));
    for (const url of [`/api/certificate/${code}`, `/api/certificate/${code}/deliverables`, `/api/certificate/${code}/pdf`]) {
      expect((await inject(t.app, { url, session: intruder.session })).statusCode, url).toBe(404);
    }
    for (const body of [{ externalId: placed.externalId, code, title: 'Mine now', authors: 'Intruder' }, {}]) {
      const response = await inject(t.app, {
        method: 'PUT',
        url: `/api/certificate/save/${code}`,
        session: intruder.session,
        body,
      });
      expect(response.statusCode).toBe(404);
    }
    const [after] = await t.db.select().from(certificates).where(eq(certificates.code, code));
    expect(after).toEqual(before);
    expect((await inject(t.app, { url: `/api/certificate/${code}` })).statusCode).toBe(401);
  });

  it('lists and streams the certificate’s files once the order is paid', async () => {
    const paid = await certifiedOrder();
    const list = ZDeliverablesResponse.parse(
      (await inject(t.app, { url: `/api/certificate/${paid.code}/deliverables`, session: paid.session })).json(),
    );
    expect(list.files).toEqual([{ key: paid.file.key, path: 'perovskites-edited.docx', size: EDITED.length }]);
    const download = await inject(t.app, {
      url: `/api/certificate/${paid.code}/deliverables/${paid.file.key}`,
      session: paid.session,
    });
    expect(download.rawPayload.equals(EDITED)).toBe(true);

    const unpaid = await certifiedOrder({ status: 'awaiting-payment' });
    const refused = await inject(t.app, {
      url: `/api/certificate/${unpaid.code}/deliverables/${unpaid.file.key}`,
      session: unpaid.session,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('download-awaiting-payment');
  });

  it('renders a PDF certificate with the code, title, authors, file hash and verification address', async () => {
    const { session, placed, code } = await certifiedOrder();
    await inject(t.app, {
      method: 'PUT',
      url: `/api/certificate/save/${code}`,
      session,
      body: { externalId: placed.externalId, code, title: 'Heat flow', authors: 'Ada Lovelace, Grace Hopper' },
    });
    const response = await inject(t.app, { url: `/api/certificate/${code}/pdf`, session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`certificate-${code}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it("writes the PDF wholly in its owner's language, or in the one the link names, services included", async () => {
    const { session, code } = await certifiedOrder({ language: 'ja_JP' });
    const pdfText = async (query: string) => {
      const response = await inject(t.app, { url: `/api/certificate/${code}/pdf${query}`, session });
      expect(response.statusCode).toBe(200);
      return extractPdfText(response.rawPayload);
    };
    const japanese = await pdfText('');
    for (const expected of [
      '英文校正証明書',
      '以下の原稿について証明します',
      '発行日',
      '注文番号',
      'プレミアム英文校正',
      '/jp/certificate/verify/',
    ]) {
      expect(japanese, expected).toContain(expected);
    }
    expect(japanese).not.toContain('Premium Editing');
    // A locale as the invoices' links name it, and the page's segment.
    const chinese = await pdfText('?localization=zh_CN');
    expect(chinese).toContain('润色证书');
    expect(chinese).toContain('高级润色');
    expect(chinese).not.toContain('Premium Editing');
    expect(await pdfText('?language=es')).toContain('Edición Premium');
    const english = await pdfText('?localization=en_US');
    expect(english).toContain('Editing Certificate');
    expect(english).toContain('Premium Editing');
  });

  it("names the certificate's services in the page's language on its page and on the public check", async () => {
    const { session, code } = await certifiedOrder();
    const page = await inject(t.app, { url: `/api/certificate/${code}`, session, headers: { 'x-page-language': 'zh_CN' } });
    expect(ZCertificateResponse.parse(page.json()).certificate.services).toEqual(['高级润色']);
    const verify = await inject(t.app, { url: `/api/certificate/verify/${code}`, headers: { 'x-page-language': 'pt_BR' } });
    expect(ZCertificateVerificationResponse.parse(verify.json()).verification.services).toEqual(['Edição Premium']);
  });

  it('lets anyone verify a code: who, what, when and the file hash, nothing else', async () => {
    const { code, file, placed } = await certifiedOrder();
    const response = await inject(t.app, { url: `/api/certificate/verify/${code.toLowerCase()}` });
    expect(response.statusCode, response.body).toBe(200);
    const { verification } = ZCertificateVerificationResponse.parse(response.json());
    expect(verification).toEqual({
      code,
      title: placed.snapshot.title,
      authors: '',
      services: ['Premium Editing'],
      issuedOn: expect.any(String),
      fileName: 'perovskites-edited.docx',
      fileSha256: file.sha256,
      companyName: 'Manuscript Services',
    });
    expect(response.body).not.toContain('@');
    const unknown = await inject(t.app, { url: '/api/certificate/verify/NOSUCHCODE1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('certificate-verification-error');
    expect((await inject(t.app, { url: '/api/certificate/verify/..%2F..' })).statusCode).toBe(404);
  });

  it('limits verification look-ups per client address', async () => {
    const { code } = await certifiedOrder();
    const ip = '203.0.113.77';
    for (let i = 0; i < VERIFY_LIMIT.limit; i += 1) {
      expect((await inject(t.app, { url: `/api/certificate/verify/${code}`, ip })).statusCode).toBe(200);
    }
    const refused = await inject(t.app, { url: `/api/certificate/verify/${code}`, ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('too-many-requests');
    expect((await inject(t.app, { url: `/api/certificate/verify/${code}` })).statusCode).toBe(200);
  });

  it('leaves a stranger’s certificate unknown to the owner calls even with the right order number', async () => {
    const owner = await createUser(t.db);
    const { session } = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, owner.id);
    const code = await issueCertificate(t.db, placed.orderId, null);
    expect((await inject(t.app, { url: `/api/certificate/${code}`, session })).statusCode).toBe(404);
  });
});
