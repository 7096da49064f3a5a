import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { referralCreditAmount } from '@portal/domain';
import { ZDataExportResponse } from '@portal/domain/api/data-rights';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createSignedInUser, emailsTo } from '../../../test/factories.ts';
import {
  addToolDocuments,
  createResearcherWithData,
  createResearcherWithLinkedRecords,
  unzip,
} from '../../../test/fixtures/data-rights/researcher-data.ts';
import { storedFileCount } from '../../../test/fixtures/data-rights/stored-files.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { auditLog, jobs } from '../../schema/platform.ts';
import { testimonials } from '../../schema/testimonials.ts';
import { currencyRow, placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { addDeliverable, completeOrder } from '../orders/fixtures/fulfilment-fixtures.ts';
import { DATA_EXPORT_EXPIRY_JOB } from './data-export-store.ts';

const HOUR_MS = 3600 * 1000;

describe.each(BACKENDS)('downloading my data on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-export-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.example.test' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterEach(() => vi.useRealTimers());

  const requestExport = (session: string) => inject(t.app, { method: 'POST', url: '/api/account/data-exports', session });
  const readExport = async (session: string, id: number) => {
    const response = await inject(t.app, { url: `/api/account/data-exports/${id}`, session });
    expect(response.statusCode, response.body).toBe(200);
    return ZDataExportResponse.parse(response.json()).dataExport;
  };
  const download = (session: string, id: number, token: string) =>
    inject(t.app, { url: `/api/account/data-exports/${id}/download?token=${token}`, session });

  /** The link of the "archive ready" e-mail (in the researcher's language): the account page with the export and its signature. */
  async function readyLinkOf(email: string, { subject = 'Your data archive is ready', segment = 'en' } = {}) {
    const message = (await emailsTo(t.db, email)).find((m) => m.subject === subject);
    if (!message) throw new Error('no archive e-mail');
    const match = new RegExp(`https://portal\\.example\\.test/${segment}/account\\?data-export=(\\d+)&token=([\\w-]+)`).exec(
      message.text,
    );
    if (!match?.[1] || !match[2]) throw new Error(`no link in ${message.text}`);
    return { id: Number(match[1]), token: match[2], message };
  }

  it('prepares an archive of everything kept about the researcher, e-mails a link, and serves the zip to its owner', async () => {
    const researcher = await createResearcherWithData(t.app, t.db);
    const { user, session } = researcher;

    const requested = await requestExport(session);
    expect(requested.statusCode, requested.body).toBe(202);
    const { dataExport } = ZDataExportResponse.parse(requested.json());
    expect(dataExport).toMatchObject({ status: 'preparing', progress: 0, expiresAt: null });
    expect(await readExport(session, dataExport.id)).toMatchObject({ status: 'preparing' });

    await t.app.jobs.drain();
    const ready = await readExport(session, dataExport.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    const lifetime = Date.parse(ready.expiresAt ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(23 * HOUR_MS);
    expect(lifetime).toBeLessThanOrEqual(24 * HOUR_MS);

    const link = await readyLinkOf(user.email);
    expect(link.id).toBe(dataExport.id);
    expect(link.message.text).toContain('Download my data');
    const response = await download(session, link.id, link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const entries = await unzip(response.rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');
    expect(json('profile.json')).toMatchObject({
      identity: user.identity,
      email: user.email,
      firstName: 'Rosalind',
      lastName: 'Franklin',
      orcid: '0000-0002-1825-0097',
      country: 'US',
    });
    expect(json('addresses.json')).toEqual([expect.objectContaining({ name: 'Rosalind Franklin', address1: '21 Strand' })]);
    expect(json('orders.json')).toEqual([expect.objectContaining({ externalId: researcher.order.externalId })]);
    expect(json('invoices.json')).toEqual([
      expect.objectContaining({
        invoiceNumber: researcher.order.invoiceNumber,
        totalAmount: 25_000,
        payments: [expect.objectContaining({ amount: 25_000 })],
      }),
    ]);
    expect(json('payments.json')).toEqual([expect.objectContaining({ receiptCode: researcher.order.payment.receiptCode })]);
    expect(json('credits-and-prepayments.json')).toMatchObject({
      credits: [{ referenceNumber: `CR-${user.id}-1`, balance: 5000 }],
      prepayments: [{ retainerInvoiceNumber: researcher.prepayment.retainerInvoiceNumber, totalAmount: 200_000 }],
    });
    expect(json('price-quotes.json')).toEqual([
      expect.objectContaining({ orderForm: researcher.orderFormId, estimateId: researcher.estimateId }),
    ]);
    expect(json('rewards.json')).toEqual({ history: expect.any(Array), coupons: expect.any(Array) });
    const files = json('files.json') as { path: string; originalName: string; source: string }[];
    expect(files).toEqual([expect.objectContaining({ originalName: 'Photo 51 notes.docx', source: 'upload' })]);
    expect(files[0] && entries.get(files[0].path)?.equals(researcher.manuscript)).toBe(true);
    expect(files[0]?.path).toBe(`files/uploads/${researcher.orderFormId.slice(0, 8)}/Photo 51 notes.docx`);
    expect(entries.get(`invoices/${researcher.order.invoiceNumber}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(entries.get(`retainer-invoices/${researcher.prepayment.retainerInvoiceNumber}.pdf`)?.subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    expect(entries.get('README.txt')?.toString('utf8')).toContain('profile.json');
    // Nothing of the storage's own names or of the password leaks into the archive.
    const everything = [...entries.values()].map((content) => content.toString('latin1')).join('\n');
    expect(everything).not.toContain('storedName');
    expect(everything).not.toContain('$argon2');

    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, user.id))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: 'data-export-requested', actorId: user.id },
      { action: 'data-export-downloaded', actorId: user.id },
    ]);
  });

  it("adds the referrals, fapiaos, testimonial and linked sign-in accounts with the fapiao's PDF and the photo, and nothing of another researcher's", async () => {
    const researcher = await createResearcherWithLinkedRecords(t.app, t.db);
    const other = await createResearcherWithLinkedRecords(t.app, t.db);
    const { user, session, fapiao } = researcher;

    expect((await requestExport(session)).statusCode).toBe(202);
    await t.app.jobs.drain();
    const link = await readyLinkOf(user.email, { subject: '您的数据压缩包已准备好', segment: 'cn' });
    const response = await download(session, link.id, link.token);
    expect(response.statusCode, response.body).toBe(200);
    const entries = await unzip(response.rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');

    // The credit says when and how much, nothing of the researcher it was for.
    expect(json('referrals.json')).toEqual({
      invitations: [{ email: researcher.invitedEmail, orderForm: researcher.orderForm, sentAt: expect.any(String) }],
      credits: [
        {
          amount: referralCreditAmount(40, await currencyRow(t.db, 'CNY')),
          currencyIso: 'CNY',
          creditReferenceNumber: expect.stringMatching(/^CR-/),
          createdAt: expect.any(String),
        },
      ],
    });
    expect(json('fapiaos.json')).toEqual([
      {
        identity: fapiao.identity,
        context: 'invoice',
        receiptCode: fapiao.receiptCode,
        type: 'general',
        serviceType: 'editing',
        status: 'issued',
        organizationName: '北京大学',
        taxpayerNumber: '12100000400000624D',
        contactEmail: fapiao.contactEmail,
        contactPhone: '13800138000',
        shippingAddress: fapiao.shippingAddress,
        amount: 150_000,
        currencyIso: 'CNY',
        number: fapiao.number,
        failureReason: null,
        requestedAt: expect.any(String),
        issuedAt: expect.any(String),
        cancelledAt: null,
      },
    ]);
    const [testimonial] = await t.db.select().from(testimonials).where(eq(testimonials.userId, user.id));
    if (!testimonial) throw new Error('testimonial not stored');
    expect(json('testimonials.json')).toEqual([
      {
        identity: testimonial.identity,
        text: researcher.testimonialText,
        status: 'submitted',
        photoContentType: 'image/jpeg',
        photoWidth: 320,
        photoHeight: 200,
        submittedAt: expect.any(String),
        reviewedAt: null,
      },
    ]);
    expect(json('linked-accounts.json')).toEqual({
      openIdConnect: [{ ...researcher.orcid, linkedAt: expect.any(String) }],
      wechat: [{ ...researcher.wechat, linkedAt: expect.any(String) }],
    });

    // The files are the bytes the researcher and staff download: the fapiao's PDF and the stored photo.
    const fapiaoPath = `files/fapiaos/${fapiao.number}.pdf`;
    const photoPath = `files/testimonials/${testimonial.identity}.jpg`;
    expect(json('files.json')).toEqual([
      { path: fapiaoPath, source: 'fapiao', contentType: 'application/pdf', identity: fapiao.identity, number: fapiao.number },
      {
        path: photoPath,
        source: 'testimonial-photo',
        testimonial: testimonial.identity,
        contentType: 'image/jpeg',
        createdAt: expect.any(String),
      },
    ]);
    const pdf = await inject(t.app, { url: `/api/fapiao/${fapiao.identity}/document`, session });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(entries.get(fapiaoPath)?.equals(pdf.rawPayload)).toBe(true);
    const photo = await inject(t.app, {
      url: `/api/staff/testimonials/${testimonial.identity}/photo`,
      session: researcher.staff.session,
    });
    expect(photo.statusCode).toBe(200);
    expect(entries.get(photoPath)?.equals(photo.rawPayload)).toBe(true);
    expect(entries.get('README.txt')?.toString('utf8')).toContain('linked-accounts.json');

    const [fapiaoRow] = await t.db.select().from(fapiaos).where(eq(fapiaos.identity, fapiao.identity));
    const everything = [...entries.entries()]
      .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
      .map(([, content]) => content.toString('utf8'))
      .join('\n');
    for (const absent of [
      fapiaoRow?.documentKey ?? 'no document key',
      testimonial.photoStoredName ?? 'no photo',
      researcher.referred.email,
      researcher.referred.lastName,
      other.tag,
    ]) {
      expect(everything).not.toContain(absent);
    }
  });

  it('puts in the archive only the edited files the researcher may download: none of an order whose bank transfer is unpaid', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const unpaid = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
    const paid = await placeTestOrder(t.db, user.id);
    const released = await placeTestOrder(t.db, user.id, { status: 'awaiting-payment' });
    for (const [order, name, downloadAvailable] of [
      [unpaid, 'withheld-edited.docx', false],
      [paid, 'paid-edited.docx', false],
      [released, 'released-edited.docx', true],
    ] as const) {
      await completeOrder(t.db, order.orderId, { downloadAvailable });
      await addDeliverable(t.db, storage, order.orderId, { name, content: Buffer.from(`PK\u0003\u0004 ${name}`) });
    }
    const portal = await inject(t.app, { url: `/api/order/${unpaid.externalId}/deliverables`, session });
    expect(portal.json()).toMatchObject({ files: [], error: 'download-awaiting-payment' });

    await requestExport(session);
    await t.app.jobs.drain();
    const link = await readyLinkOf(user.email);
    const entries = await unzip((await download(session, link.id, link.token)).rawPayload);
    const files = JSON.parse(entries.get('files.json')?.toString('utf8') ?? '[]') as { path: string; source: string }[];
    expect(files.filter((file) => file.source === 'delivered').map((file) => file.path)).toEqual([
      `files/delivered/${paid.externalId}/paid-edited.docx`,
      `files/delivered/${released.externalId}/released-edited.docx`,
    ]);
    const names = [...entries.keys()].join('\n');
    expect(names).not.toContain('withheld-edited.docx');
    expect(entries.get(`files/delivered/${paid.externalId}/paid-edited.docx`)?.toString()).toContain('paid-edited.docx');
  });

  it('adds the grammar checks, digital edits and translations with their manuscripts and results, and the locked terms', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const mine = await addToolDocuments(t.db, storage, user.id, 'mine');
    await addToolDocuments(t.db, storage, other.user.id, 'theirs');

    await requestExport(session);
    await t.app.jobs.drain();
    const link = await readyLinkOf(user.email);
    const entries = await unzip((await download(session, link.id, link.token)).rawPayload);
    const json = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');
    expect(json('grammar-checks.json')).toEqual([
      expect.objectContaining({ identity: mine.assessment.identity, name: 'checked-mine.docx', score: 7.5, wordCount: 800 }),
    ]);
    const [edit, translation] = mine.documents;
    expect(json('digital-documents.json')).toEqual([
      expect.objectContaining({
        identity: edit?.identity,
        kind: 'edit',
        name: 'edit-mine.docx',
        resultName: 'edit-mine-result.docx',
      }),
      expect.objectContaining({ identity: translation?.identity, kind: 'translation', language: 'spanish-to-english' }),
    ]);
    expect(json('locked-terms.json')).toEqual([
      { term: 'BRCA1-mine', rendering: null, createdAt: expect.any(String) },
      { term: 'célula-mine', rendering: 'cell-mine', createdAt: expect.any(String) },
    ]);
    const files = json('files.json') as { path: string; source: string }[];
    expect(files.map((file) => [file.source, file.path])).toEqual([
      ['grammar-check', `files/grammar-checks/${mine.assessment.identity.slice(0, 8)}/checked-mine.docx`],
      ['digital-edit', `files/digital-edits/${edit?.identity.slice(0, 8)}/edit-mine.docx`],
      ['digital-edit-result', `files/digital-edits/${edit?.identity.slice(0, 8)}/edit-mine-result.docx`],
      ['digital-translation', `files/digital-translations/${translation?.identity.slice(0, 8)}/translation-mine.docx`],
      [
        'digital-translation-result',
        `files/digital-translations/${translation?.identity.slice(0, 8)}/translation-mine-result.docx`,
      ],
    ]);
    expect(entries.get(files[2]?.path ?? '')?.toString()).toContain('edit result mine');
    const everything = [...entries.values()].map((content) => content.toString('utf8')).join('\n');
    expect(everything).not.toContain('theirs');
    expect(everything).not.toContain('storedName');
  });

  it("answers 404 to another researcher asking for an export's status or archive, even with the owner's link", async () => {
    const owner = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    const { dataExport } = ZDataExportResponse.parse((await requestExport(owner.session)).json());
    await t.app.jobs.drain();
    const link = await readyLinkOf(owner.user.email);

    for (const response of [
      await inject(t.app, { url: `/api/account/data-exports/${dataExport.id}`, session: other.session }),
      await download(other.session, link.id, link.token),
      await inject(t.app, { url: '/api/account/data-exports/999999999', session: owner.session }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: 'not-found' });
    }
    const signedOut = await inject(t.app, { url: `/api/account/data-exports/${link.id}/download?token=${link.token}` });
    expect(signedOut.statusCode).toBe(401);
    expect((await download(owner.session, link.id, link.token)).statusCode).toBe(200);
  });

  it('refuses a link whose signature was altered, with 404', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await requestExport(session);
    await t.app.jobs.drain();
    const link = await readyLinkOf(user.email);
    const altered = `${link.token.slice(0, -2)}${link.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [altered, 'A'.repeat(43), 'x']) {
      const response = await download(session, link.id, token);
      expect(response.statusCode, token).toBe(404);
    }
  });

  it('answers 410 data-export-expired once the link is past its day, and deletes the archive when it expires', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await requestExport(session);
    await t.app.jobs.drain();
    const link = await readyLinkOf(user.email);
    const storedBefore = storedFileCount(dataDir);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * HOUR_MS + 60_000);
    const late = await download(session, link.id, link.token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ error: 'data-export-expired' });
    expect(await readExport(session, link.id)).toMatchObject({ status: 'expired' });
    vi.useRealTimers();

    // The expiry job is queued for the end of the day; run it now.
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, DATA_EXPORT_EXPIRY_JOB), sql`(${jobs.payload}->>'exportId')::bigint = ${link.id}`));
    await t.app.jobs.drain();
    expect(storedFileCount(dataDir)).toBe(storedBefore - 1);
    expect(await readExport(session, link.id)).toMatchObject({ status: 'expired' });
    expect((await download(session, link.id, link.token)).statusCode).toBe(410);
  });

  it('answers 409 data-export-not-ready while the archive is being prepared', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { dataExport } = ZDataExportResponse.parse((await requestExport(session)).json());
    const response = await download(session, dataExport.id, 'A'.repeat(43));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'data-export-not-ready' });
    await t.app.jobs.drain();
  });

  it('lets a researcher ask for three archives a day, then answers 429 too-many-requests', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    for (let n = 0; n < 3; n += 1) expect((await requestExport(session)).statusCode).toBe(202);
    const refused = await requestExport(session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too-many-requests' });
    await t.app.jobs.drain();
  });
});
