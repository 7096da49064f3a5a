import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FAPIAO_DOCUMENT_MAX_BYTES, type TFapiao } from '@portal/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, inChina } from '../../../test/factories.ts';
import {
  allowFapiaoAfterPayment,
  chineseResearcher,
  GENERAL_FAPIAO,
  paidInvoice,
  paidPrepayment,
  useQuickTaxSandbox,
  waitForSandboxIssue,
} from '../../../test/fixtures/fapiao/fapiao-fixtures.ts';
import { multipart } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { filesUnder } from '../../../test/stored-files.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { translate } from '../../platform/i18n.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { auditLog, emails } from '../../schema/platform.ts';
import { enqueueIssueJob } from './service.ts';

useQuickTaxSandbox();

/** A small PDF as a tax authority's portal would hand it out: the header, then bytes of its own. */
function realFapiaoPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), randomBytes(2048), Buffer.from('\n%%EOF\n')]);
}

describe.each(BACKENDS)('staff fapiao actions on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fapiao-staff-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const storedFiles = () => filesUnder(path.join(dataDir, 'files'));

  beforeAll(async () => {
    await allowFapiaoAfterPayment(t.db);
  });

  type TResearcher = Awaited<ReturnType<typeof chineseResearcher>>;

  /** POST /api/fapiao for a paid document of the researcher's, answering the requested fapiao. */
  async function request(researcher: TResearcher, covered: { paymentId: number; receiptCode: string }, form = {}) {
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/fapiao',
      session: researcher.session,
      body: { ...GENERAL_FAPIAO, ...form, ...covered },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().fapiao as TFapiao;
  }

  /** A researcher in China with a requested fapiao for a paid Alipay invoice. */
  async function requestedFapiao(researcher?: TResearcher) {
    const li = researcher ?? (await chineseResearcher(t.app, t.db));
    const paid = await paidInvoice(t.db, li.user.id);
    return { li, paid, fapiao: await request(li, { paymentId: paid.paymentId, receiptCode: paid.invoiceNumber }) };
  }

  /** A staff call on one fapiao: issue (JSON) or fail. */
  function staffPost(session: string, identity: string, action: 'issue' | 'fail', body: Record<string, string>) {
    return inject(t.app, { method: 'POST', url: `/api/staff/fapiaos/${identity}/${action}`, session, body });
  }

  function issueWithDocument(session: string, identity: string, parts: Parameters<typeof multipart>[0]) {
    const body = multipart(parts);
    return inject(t.app, {
      method: 'POST',
      url: `/api/staff/fapiaos/${identity}/issue`,
      session,
      body: body.payload,
      headers: { 'content-type': body.contentType },
    });
  }

  /** The fapiao e-mails to an address (the order's confirmation went there before). */
  const emailsTo = async (address: string) =>
    (await t.db.select().from(emails).where(eq(emails.to, address)).orderBy(asc(emails.id))).filter(
      (email) => !email.html.includes('/researcher/index/details/'),
    );
  /** What a staff member did to others (their own second factor's entries left out). */
  const auditOf = (actorId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actorId), ne(auditLog.subjectUserId, actorId)))
      .orderBy(asc(auditLog.id));
  const statusOf = async (identity: string) => (await t.db.select().from(fapiaos).where(eq(fapiaos.identity, identity)))[0];

  it('audits staff issuing and failing a fapiao with ids and the route only, and not a refused repeat', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const { li, fapiao: issuedOne } = await requestedFapiao();
    const { fapiao: failedOne } = await requestedFapiao(li);

    const issued = await staffPost(staff.session, issuedOne.identity, 'issue', { number: '26110000000000000042' });
    expect(issued.statusCode, issued.body).toBe(200);
    const failed = await staffPost(staff.session, failedOne.identity, 'fail', { reason: '纳税人识别号与单位名称不符' });
    expect(failed.statusCode, failed.body).toBe(200);
    const again = await staffPost(staff.session, failedOne.identity, 'fail', { reason: 'x' });
    expect(again.statusCode).toBe(409);
    await inject(t.app, { url: `/api/staff/fapiaos/${issuedOne.identity}/document`, session: staff.session });

    const entries = await auditOf(staff.user.id);
    expect(entries.map(({ id: _id, occurredAt: _at, ...entry }) => entry)).toEqual([
      {
        actorId: staff.user.id,
        subjectUserId: li.user.id,
        action: 'fapiao-issued',
        method: 'POST',
        route: '/api/staff/fapiaos/:identity/issue',
        statusCode: 200,
        orderId: null,
        detail: null,
      },
      {
        actorId: staff.user.id,
        subjectUserId: li.user.id,
        action: 'fapiao-failed',
        method: 'POST',
        route: '/api/staff/fapiaos/:identity/fail',
        statusCode: 200,
        orderId: null,
        detail: null,
      },
    ]);
  });

  it('serves the researcher exactly the PDF staff attached when they issued the fapiao by hand', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const { li, fapiao } = await requestedFapiao();
    const pdf = realFapiaoPdf();
    const filesBefore = storedFiles().length;

    const issued = await issueWithDocument(staff.session, fapiao.identity, [
      { name: 'number', value: '26119000000000000007' },
      { name: 'file', fileName: '电子发票.pdf', content: pdf },
    ]);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().fapiao).toMatchObject({ status: 'issued', number: '26119000000000000007', providerReference: null });
    expect(storedFiles().length).toBe(filesBefore + 1);

    const download = await inject(t.app, { url: `/api/fapiao/${fapiao.identity}/document`, session: li.session });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const staffDownload = await inject(t.app, { url: `/api/staff/fapiaos/${fapiao.identity}/document`, session: staff.session });
    expect(staffDownload.rawPayload.equals(pdf)).toBe(true);
    // The tax service's pending request does not replace it later.
    await t.app.jobs.drain();
    await waitForSandboxIssue();
    await t.app.jobs.drain();
    const later = await inject(t.app, { url: `/api/fapiao/${fapiao.identity}/document`, session: li.session });
    expect(later.rawPayload.equals(pdf)).toBe(true);
    expect(await emailsTo(li.user.email)).toHaveLength(1);
  });

  it('refuses a file that is not a PDF, one over the limit and a PDF without its number, changing and storing nothing', async () => {
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const { li, fapiao } = await requestedFapiao();
    const filesBefore = storedFiles().length;
    const number = { name: 'number', value: '26119000000000000008' };

    const notPdf = await issueWithDocument(staff.session, fapiao.identity, [
      number,
      { name: 'file', fileName: 'fapiao.pdf', content: Buffer.from('<html><body>not a fapiao</body></html>') },
    ]);
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().error).toBe('fapiao-document-not-pdf');

    const oversized = Buffer.alloc(FAPIAO_DOCUMENT_MAX_BYTES + 1, 0x20);
    oversized.write('%PDF-1.7\n');
    const tooLarge = await issueWithDocument(staff.session, fapiao.identity, [
      number,
      { name: 'file', fileName: 'fapiao.pdf', content: oversized },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toBe('fapiao-document-too-large?max=10');

    const withoutNumber = await issueWithDocument(staff.session, fapiao.identity, [
      { name: 'file', fileName: 'fapiao.pdf', content: realFapiaoPdf() },
    ]);
    expect(withoutNumber.statusCode).toBe(400);
    expect(withoutNumber.json().fieldErrors).toEqual({ number: 'fapiao-staff-number-required' });

    expect(await statusOf(fapiao.identity)).toMatchObject({ status: 'requested', number: null, documentKey: null });
    expect(storedFiles().length).toBe(filesBefore);
    expect(await auditOf(staff.user.id)).toEqual([]);
    expect(await emailsTo(li.user.email)).toEqual([]);
  });

  it('answers 403 to a researcher on every staff fapiao route, and changes nothing', async () => {
    const { li, fapiao } = await requestedFapiao();
    const base = `/api/staff/fapiaos/${fapiao.identity}`;
    const answers = await Promise.all([
      inject(t.app, { url: '/api/staff/fapiaos', session: li.session }),
      inject(t.app, { method: 'POST', url: `${base}/issue`, session: li.session, body: {} }),
      issueWithDocument(li.session, fapiao.identity, [
        { name: 'number', value: '26119000000000000009' },
        { name: 'file', fileName: 'fapiao.pdf', content: realFapiaoPdf() },
      ]),
      inject(t.app, { method: 'POST', url: `${base}/fail`, session: li.session, body: { reason: 'x' } }),
      inject(t.app, { url: `${base}/document`, session: li.session }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await statusOf(fapiao.identity)).toMatchObject({ status: 'requested' });
    expect(await auditOf(li.user.id)).toEqual([]);
  });

  it('e-mails the researcher once, in their language, when the tax service issues the fapiao, however often the job runs', async () => {
    const { li, paid, fapiao } = await requestedFapiao();
    await t.app.jobs.drain();
    expect(await emailsTo(li.user.email)).toEqual([]);
    await waitForSandboxIssue();
    await t.app.jobs.drain();
    const issued = await statusOf(fapiao.identity);
    expect(issued?.status).toBe('issued');

    const sent = await emailsTo(li.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe(translate('zh_CN', 'email-fapiao-issued-subject', { document: paid.invoiceNumber }));
    expect(sent[0]?.text).toContain(issued?.number ?? '?');
    expect(sent[0]?.text).toContain('/cn/researcher/invoices');

    // A retried or repeated job finds the fapiao decided and tells nobody again.
    await enqueueIssueJob(t.db, issued?.id ?? 0, 0, 0);
    await t.app.jobs.drain();
    expect(await emailsTo(li.user.email)).toHaveLength(1);
  });

  it('e-mails once that a fapiao could not be issued: refused by the tax service, or failed by staff with their reason', async () => {
    const english = await createSignedInUser(t.app, t.db, inChina('en_US'));
    const paid = await paidInvoice(t.db, english.user.id);
    await request(
      english,
      { paymentId: paid.paymentId, receiptCode: paid.invoiceNumber },
      { organizationName: '北京测试失败科技有限公司' },
    );
    await t.app.jobs.drain();
    await waitForSandboxIssue();
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const refused = await emailsTo(english.user.email);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.subject).toBe(`Your fapiao for ${paid.invoiceNumber} could not be issued`);
    expect(refused[0]?.text).toContain('/en/researcher/invoices');

    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const li = await chineseResearcher(t.app, t.db);
    const prepaid = await paidPrepayment(t.db, li.user.id);
    const { identity } = await request(li, { paymentId: prepaid.paymentId, receiptCode: prepaid.retainerInvoiceNumber });
    const reason = '纳税人识别号与单位名称不符';
    const failed = await staffPost(staff.session, identity, 'fail', { reason });
    expect(failed.statusCode, failed.body).toBe(200);
    await t.app.jobs.drain();
    const told = await emailsTo(li.user.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(translate('zh_CN', 'email-fapiao-failed-subject', { document: prepaid.retainerInvoiceNumber }));
    expect(told[0]?.text).toContain(reason);
    expect(told[0]?.text).toContain('/cn/researcher/prepay');
  });
});
