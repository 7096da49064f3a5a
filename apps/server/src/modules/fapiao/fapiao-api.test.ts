import { PAYMENT_METHOD, type TFapiao, type TInvoiceLoadResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import {
  allowFapiaoAfterPayment,
  chineseResearcher,
  GENERAL_FAPIAO,
  paidInvoice,
  paidPrepayment,
  useQuickTaxSandbox,
  waitForSandboxIssue,
} from '../../../test/fixtures/fapiao/fapiao-fixtures.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { users } from '../../schema/account.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { payments } from '../../schema/payments.ts';

useQuickTaxSandbox();

describe.each(BACKENDS)('fapiao API on %s', (backend) => {
  const t = withTestApp(backend, { QUERY_STATS: '1' });

  beforeAll(async () => {
    await allowFapiaoAfterPayment(t.db);
  });

  async function request(session: string, body: Record<string, unknown>) {
    return inject(t.app, { method: 'POST', url: '/api/fapiao', session, body });
  }

  /** Runs the issuing job, waits past the sandbox's delay, and runs it again. */
  async function issueAll() {
    await t.app.jobs.drain();
    await waitForSandboxIssue();
    await t.app.jobs.drain();
  }

  async function invoicesOf(session: string) {
    return (await inject(t.app, { url: '/api/invoice/load', session })).json() as TInvoiceLoadResponse;
  }

  it('requests a fapiao for a paid Alipay invoice, which the sandbox issues after its delay, and cancels it', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    const before = await invoicesOf(li.session);
    expect(before.fapiaoAfterPayment).toBe(true);
    const listed = before.invoices.find((i) => i.invoiceNumber === paid.invoiceNumber);
    expect(listed).toMatchObject({ fapiao: null, fapiaoPaymentId: paid.paymentId });

    const created = await request(li.session, { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber });
    expect(created.statusCode, created.body).toBe(200);
    const fapiao = created.json().fapiao as TFapiao;
    expect(fapiao).toMatchObject({
      status: 'requested',
      type: 'general',
      completed: false,
      url: null,
      receiptCode: paid.invoiceNumber,
      context: 'invoice',
      amount: 150_000,
      currencyIso: 'CNY',
      serviceTypeName: '编辑服务',
    });
    expect(created.json().error).toBeNull();

    // Accepted by the tax service, not yet issued: the first run sends it, the sandbox needs its second.
    await t.app.jobs.drain();
    const [pending] = await t.db.select().from(fapiaos).where(eq(fapiaos.identity, fapiao.identity));
    expect(pending?.status).toBe('requested');
    expect(pending?.providerReference).toMatch(/^sbx_/);
    const requested = (await invoicesOf(li.session)).invoices.find((i) => i.invoiceNumber === paid.invoiceNumber);
    expect(requested).toMatchObject({
      fapiao: { status: 'requested', completed: false, cancellable: false },
      fapiaoPaymentId: null,
    });

    await waitForSandboxIssue();
    await t.app.jobs.drain();
    const issued = (await invoicesOf(li.session)).invoices.find((i) => i.invoiceNumber === paid.invoiceNumber);
    expect(issued?.fapiao).toMatchObject({
      identity: fapiao.identity,
      status: 'issued',
      type: 'general',
      completed: true,
      cancellable: true,
      receiptCode: paid.invoiceNumber,
      url: `/api/fapiao/${fapiao.identity}/document`,
    });
    expect(issued?.fapiao?.number).toMatch(/^\d{20}$/);

    const pdf = await inject(t.app, { url: `/api/fapiao/${fapiao.identity}/document`, session: li.session });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const cancelled = await inject(t.app, { method: 'DELETE', url: `/api/fapiao/${fapiao.identity}`, session: li.session });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().fapiao).toMatchObject({ status: 'cancelled', cancellable: false });
    const after = (await invoicesOf(li.session)).invoices.find((i) => i.invoiceNumber === paid.invoiceNumber);
    // A cancelled fapiao shows as such, and a new one may be requested.
    expect(after).toMatchObject({ fapiao: { status: 'cancelled' }, fapiaoPaymentId: paid.paymentId });
    const again = await inject(t.app, { method: 'DELETE', url: `/api/fapiao/${fapiao.identity}`, session: li.session });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('fapiao-cancellation-not-allowed');
  });

  it("answers the form's validation messages", async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    const empty = await request(li.session, { paymentId: paid.paymentId, receiptCode: paid.invoiceNumber });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      type: 'fapiao-type-required',
      serviceType: 'value-required',
      organizationName: 'fapiao-organization-name-error',
      contactEmail: 'emailAddressInvalidFormat',
    });
    const special = await request(li.session, {
      ...GENERAL_FAPIAO,
      type: 'special',
      organizationName: 'Peking University',
      taxpayerNumber: 'abc',
      contactPhone: '',
      paymentId: paid.paymentId,
      receiptCode: paid.invoiceNumber,
    });
    expect(special.json().fieldErrors).toMatchObject({
      organizationName: 'fapiao-organization-name-error',
      taxpayerNumber: 'fapiao-taxpayer-number-error',
    });
    const longPhone = await request(li.session, {
      ...GENERAL_FAPIAO,
      contactPhone: '+86 138 0013 8000 1',
      paymentId: paid.paymentId,
      receiptCode: paid.invoiceNumber,
    });
    expect(longPhone.json().fieldErrors).toMatchObject({ contactPhone: 'phone-number-too-long' });
    const missingSpecialPhone = await request(li.session, {
      ...GENERAL_FAPIAO,
      type: 'special',
      contactPhone: '',
      paymentId: paid.paymentId,
      receiptCode: paid.invoiceNumber,
    });
    expect(missingSpecialPhone.json().fieldErrors).toEqual({ contactPhone: 'phone-required' });
    const malformed = await request(li.session, { ...GENERAL_FAPIAO, paymentId: 'x', receiptCode: paid.invoiceNumber });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a second live request for the same payment, and payments the rules exclude', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    const body = { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber };
    const [first, second] = await Promise.all([request(li.session, body), request(li.session, body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)?.json().error).toBe('fapiao-already-requested');

    // WeChat Pay does not issue fapiaos.
    const weChat = await chineseResearcher(t.app, t.db);
    const byWeChat = await paidInvoice(t.db, weChat.user.id, { methodId: PAYMENT_METHOD.weChat });
    const refused = await request(weChat.session, {
      ...body,
      paymentId: byWeChat.paymentId,
      receiptCode: byWeChat.invoiceNumber,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('fapiao-not-available');
    expect(
      (await invoicesOf(weChat.session)).invoices.find((i) => i.invoiceNumber === byWeChat.invoiceNumber)?.fapiaoPaymentId,
    ).toBeNull();

    // A researcher outside China.
    const abroad = await createSignedInUser(t.app, t.db, { localization: 'cn', currencyIso: 'CNY' });
    const abroadPaid = await paidInvoice(t.db, abroad.user.id);
    const notChina = await request(abroad.session, {
      ...body,
      paymentId: abroadPaid.paymentId,
      receiptCode: abroadPaid.invoiceNumber,
    });
    expect(notChina.json().error).toBe('fapiao-not-available');

    // A receipt code the payment did not pay answers 404.
    const elsewhere = await request(li.session, { ...body, receiptCode: 'INV-NOT-MINE' });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('finds the payment of an invoice from its number alone, so a bookmarked or e-mailed …/{invoiceNumber}/fapiao works', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    const requestable = async (session: string, number: string) =>
      inject(t.app, { url: `/api/fapiao/requestable/${encodeURIComponent(number)}`, session });

    const found = await requestable(li.session, paid.invoiceNumber);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ paymentId: paid.paymentId });
    const created = await request(li.session, {
      ...GENERAL_FAPIAO,
      paymentId: found.json().paymentId,
      receiptCode: paid.invoiceNumber,
    });
    expect(created.statusCode, created.body).toBe(200);
    // A live fapiao covers the payment now: nothing more to request for that number.
    expect((await requestable(li.session, paid.invoiceNumber)).json()).toEqual({ paymentId: null });

    // A payment the rules exclude (WeChat Pay) is the researcher's document, but gives nothing to request.
    const weChat = await chineseResearcher(t.app, t.db);
    const byWeChat = await paidInvoice(t.db, weChat.user.id, { methodId: PAYMENT_METHOD.weChat });
    expect((await requestable(weChat.session, byWeChat.invoiceNumber)).json()).toEqual({ paymentId: null });

    // Another researcher's number, or an unknown one, is not found; signed out, session-invalid.
    expect((await requestable(weChat.session, paid.invoiceNumber)).statusCode).toBe(404);
    expect((await requestable(li.session, 'INV-NOT-MINE')).statusCode).toBe(404);
    expect((await inject(t.app, { url: `/api/fapiao/requestable/${paid.invoiceNumber}` })).statusCode).toBe(401);
  });

  it("answers 404 for another researcher's payment, fapiao and document", async () => {
    const li = await chineseResearcher(t.app, t.db);
    const other = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    const created = await request(li.session, { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber });
    const identity = (created.json().fapiao as TFapiao).identity;
    const stolen = await request(other.session, {
      ...GENERAL_FAPIAO,
      paymentId: paid.paymentId,
      receiptCode: paid.invoiceNumber,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await inject(t.app, { method: 'DELETE', url: `/api/fapiao/${identity}`, session: other.session })).statusCode).toBe(
      404,
    );
    expect((await inject(t.app, { url: `/api/fapiao/${identity}/document`, session: other.session })).statusCode).toBe(404);
    expect((await inject(t.app, { url: '/api/fapiao', session: other.session })).json().fapiaos).toEqual([]);
    expect((await inject(t.app, { url: '/api/fapiao', session: li.session })).json().fapiaos).toHaveLength(1);
    expect((await inject(t.app, { url: '/api/fapiao?context=Paddle', session: li.session })).json().fapiaos).toEqual([]);
    expect((await inject(t.app, { url: '/api/fapiao/not-a-uuid/document', session: li.session })).statusCode).toBe(400);
    expect((await inject(t.app, { url: '/api/fapiao?context=Other', session: li.session })).statusCode).toBe(400);
  });

  it('lists the fapiaos in one statement with the session, kept until one of them or its payment changes', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const first = await paidInvoice(t.db, li.user.id);
    const second = await paidInvoice(t.db, li.user.id, { daysAgo: 400 });
    const row = { userId: li.user.id, type: 'general' as const, serviceType: 'editing', organizationName: '北京大学' };
    const values = { ...row, contactEmail: 'li.wei@example.cn', amount: 150_000, currencyIso: 'CNY' };
    await t.db.insert(fapiaos).values([
      {
        ...values,
        paymentId: first.paymentId,
        context: 'invoice',
        receiptCode: first.invoiceNumber,
        status: 'issued',
        number: 'F1',
      },
      { ...values, paymentId: second.paymentId, context: 'invoice', receiptCode: second.invoiceNumber, status: 'failed' },
      { ...values, paymentId: second.paymentId, context: 'digital', receiptCode: 'DP-1' },
    ]);
    const list = async (url: string) => {
      const response = await inject(t.app, { url, session: li.session });
      expect(response.statusCode, response.body).toBe(200);
      const { fapiaos: listed } = response.json() as { fapiaos: TFapiao[] };
      return { statements: statementsOf(response.headers['server-timing']), body: response.body, listed };
    };
    const documents = await list('/api/fapiao');
    expect(documents.statements).toBe(1);
    expect(documents.listed.map((f) => [f.receiptCode, f.status, f.cancellable])).toEqual([
      [second.invoiceNumber, 'failed', false],
      [first.invoiceNumber, 'issued', true],
    ]);
    const digital = await list('/api/fapiao?context=Paddle');
    expect([digital.statements, digital.listed.map((f) => f.receiptCode)]).toEqual([1, ['DP-1']]);
    // Kept: asked again, the session lookup alone, the same answer.
    const again = await list('/api/fapiao');
    expect([again.statements, again.body]).toEqual([1, documents.body]);

    // The issuing job (or staff) writes the fapiao, straight in the database: shown at once.
    await t.db.update(fapiaos).set({ status: 'cancelled' }).where(eq(fapiaos.receiptCode, first.invoiceNumber));
    const cancelled = await list('/api/fapiao');
    expect([cancelled.statements, cancelled.listed[1]?.status]).toEqual([2, 'cancelled']);
    // The payment's completion decides the cancellation window: a write to it shows at once too.
    await t.db.update(fapiaos).set({ status: 'issued' }).where(eq(fapiaos.receiptCode, first.invoiceNumber));
    expect((await list('/api/fapiao')).listed[1]?.cancellable).toBe(true);
    await t.db
      .update(payments)
      .set({ completedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(payments.id, first.paymentId));
    const expired = await list('/api/fapiao');
    expect([expired.statements, expired.listed[1]?.cancellable]).toEqual([2, false]);
  });

  it('refuses to cancel before issue and past the one-year window', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const old = await paidInvoice(t.db, li.user.id, { daysAgo: 400 });
    const created = await request(li.session, { ...GENERAL_FAPIAO, paymentId: old.paymentId, receiptCode: old.invoiceNumber });
    const identity = (created.json().fapiao as TFapiao).identity;
    const early = await inject(t.app, { method: 'DELETE', url: `/api/fapiao/${identity}`, session: li.session });
    expect(early.statusCode).toBe(409);
    await issueAll();
    const listed = (await inject(t.app, { url: '/api/fapiao', session: li.session })).json().fapiaos as TFapiao[];
    expect(listed[0]).toMatchObject({ status: 'issued', cancellable: false });
    const late = await inject(t.app, { method: 'DELETE', url: `/api/fapiao/${identity}`, session: li.session });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('fapiao-cancellation-not-allowed');
  });

  it('marks a fapiao failed when the tax service refuses the buyer (测试失败)', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    const created = await request(li.session, {
      ...GENERAL_FAPIAO,
      organizationName: '北京测试失败科技有限公司',
      paymentId: paid.paymentId,
      receiptCode: paid.invoiceNumber,
    });
    await issueAll();
    const listed = (await inject(t.app, { url: '/api/fapiao', session: li.session })).json().fapiaos as TFapiao[];
    expect(listed[0]).toMatchObject({ identity: created.json().fapiao.identity, status: 'failed' });
    expect(listed[0]?.failureReason).toContain('测试失败');
    // A failed fapiao is not live: the researcher may ask again.
    const invoice = (await invoicesOf(li.session)).invoices.find((i) => i.invoiceNumber === paid.invoiceNumber);
    expect(invoice).toMatchObject({ fapiao: { status: 'failed' }, fapiaoPaymentId: paid.paymentId });
  });

  it('offers the fapiao on a paid prepayment, but not on one whose number holds US', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const prepaid = await paidPrepayment(t.db, li.user.id);
    const us = await paidPrepayment(t.db, li.user.id, 'us');
    const loaded = await invoicesOf(li.session);
    const prepayment = loaded.prepayments.find((p) => p.retainerInvoiceNumber === prepaid.retainerInvoiceNumber);
    expect(prepayment).toMatchObject({ fapiao: null, fapiaoPaymentId: prepaid.paymentId, payment: { id: prepaid.paymentId } });
    expect(loaded.prepayments.find((p) => p.retainerInvoiceNumber === us.retainerInvoiceNumber)?.fapiaoPaymentId).toBeNull();
    const created = await request(li.session, {
      ...GENERAL_FAPIAO,
      type: 'special',
      paymentId: prepaid.paymentId,
      receiptCode: prepaid.retainerInvoiceNumber,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().fapiao).toMatchObject({ context: 'prepayment', amount: 200_000, type: 'special' });
    const usRefused = await request(li.session, {
      ...GENERAL_FAPIAO,
      paymentId: us.paymentId,
      receiptCode: us.retainerInvoiceNumber,
    });
    expect(usRefused.json().error).toBe('fapiao-not-available');
    const after = (await invoicesOf(li.session)).prepayments.find(
      (p) => p.retainerInvoiceNumber === prepaid.retainerInvoiceNumber,
    );
    expect(after?.fapiao).toMatchObject({ status: 'requested', type: 'special' });
  });

  it("offers a requested fapiao in the checkout's previous-fapiao selector", async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    await request(li.session, { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber });
    const load = await inject(t.app, { url: '/api/payment/load', session: li.session });
    expect(load.json().fapiaos).toEqual([
      expect.objectContaining({ id: paid.paymentId, type: 'general', title: '北京大学', taxpayerNumber: '12100000400000624D' }),
    ]);
  });

  it('suggests organizations by a part of their name', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const found = await inject(t.app, {
      url: `/api/fapiao/organizations?name=${encodeURIComponent('大学')}`,
      session: li.session,
    });
    expect(found.statusCode).toBe(200);
    const organizations = found.json().organizations as { organizationName: string; taxpayerNumber: string }[];
    expect(organizations.length).toBeGreaterThan(3);
    expect(organizations.length).toBeLessThanOrEqual(10);
    const peking = await inject(t.app, {
      url: `/api/fapiao/organizations?name=${encodeURIComponent('北京大')}`,
      session: li.session,
    });
    expect(peking.json().organizations[0]).toEqual({ organizationName: '北京大学', taxpayerNumber: '12100000400000624D' });
    expect((await inject(t.app, { url: '/api/fapiao/organizations?name=', session: li.session })).json().organizations).toEqual(
      [],
    );
    expect((await inject(t.app, { url: '/api/fapiao/organizations?name=x' })).statusCode).toBe(401);
  });

  it('lets staff list fapiaos by status and mark one issued or failed; researchers get 403', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff' });
    const first = await paidInvoice(t.db, li.user.id);
    const second = await paidInvoice(t.db, li.user.id);
    const a = (
      await request(li.session, { ...GENERAL_FAPIAO, paymentId: first.paymentId, receiptCode: first.invoiceNumber })
    ).json().fapiao as TFapiao;
    const b = (
      await request(li.session, { ...GENERAL_FAPIAO, paymentId: second.paymentId, receiptCode: second.invoiceNumber })
    ).json().fapiao as TFapiao;
    expect((await inject(t.app, { url: '/api/staff/fapiaos', session: li.session })).statusCode).toBe(403);
    const requested = await inject(t.app, { url: '/api/staff/fapiaos?status=requested', session: staff.session });
    const identities = (requested.json().fapiaos as { identity: string }[]).map((f) => f.identity);
    expect(identities).toEqual(expect.arrayContaining([a.identity, b.identity]));

    const issued = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/fapiaos/${a.identity}/issue`,
      session: staff.session,
      body: { number: '26110000000000000042' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().fapiao).toMatchObject({
      status: 'issued',
      number: '26110000000000000042',
      customerEmail: li.user.email,
    });
    const failed = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/fapiaos/${b.identity}/fail`,
      session: staff.session,
      body: { reason: '纳税人识别号与单位名称不符' },
    });
    expect(failed.json().fapiao).toMatchObject({ status: 'failed', failureReason: '纳税人识别号与单位名称不符' });
    const twice = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/fapiaos/${b.identity}/fail`,
      session: staff.session,
      body: { reason: 'x' },
    });
    expect(twice.statusCode).toBe(409);

    // The sandbox's pending request does not overturn what staff decided.
    await issueAll();
    const mine = (await inject(t.app, { url: '/api/fapiao', session: li.session })).json().fapiaos as TFapiao[];
    expect(mine.find((f) => f.identity === a.identity)).toMatchObject({
      status: 'issued',
      number: '26110000000000000042',
      cancellable: true,
    });
    expect(mine.find((f) => f.identity === b.identity)).toMatchObject({ status: 'failed' });
    const pdf = await inject(t.app, { url: `/api/fapiao/${a.identity}/document`, session: li.session });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staffPdf = await inject(t.app, { url: `/api/staff/fapiaos/${a.identity}/document`, session: staff.session });
    expect(staffPdf.statusCode).toBe(200);
    // Issued by hand: cancelling does not ask the tax service.
    const cancelled = await inject(t.app, { method: 'DELETE', url: `/api/fapiao/${a.identity}`, session: li.session });
    expect(cancelled.json().fapiao).toMatchObject({ status: 'cancelled' });
  });

  it('hides the request where the localization asks for the fapiao at checkout', async () => {
    const li = await chineseResearcher(t.app, t.db);
    const paid = await paidInvoice(t.db, li.user.id);
    await t.db.update(users).set({ localization: 'us' }).where(eq(users.id, li.user.id));
    const loaded = await invoicesOf(li.session);
    expect(loaded.fapiaoAfterPayment).toBe(false);
    expect(loaded.invoices.find((i) => i.invoiceNumber === paid.invoiceNumber)?.fapiaoPaymentId).toBeNull();
    const refused = await request(li.session, { ...GENERAL_FAPIAO, paymentId: paid.paymentId, receiptCode: paid.invoiceNumber });
    expect(refused.json().error).toBe('fapiao-not-available');
  });
});
