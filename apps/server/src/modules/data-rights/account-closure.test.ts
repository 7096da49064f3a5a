import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { type TFapiao, ZUpdateDetailsResponse } from '@portal/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { countryIdOf, createSignedInUser, emailsTo, registrationPayload } from '../../../test/factories.ts';
import {
  addToolDocuments,
  createResearcherWithData,
  createResearcherWithLinkedRecords,
} from '../../../test/fixtures/data-rights/researcher-data.ts';
import { storedFileCount } from '../../../test/fixtures/data-rights/stored-files.ts';
import { GENERAL_FAPIAO, paidInvoice } from '../../../test/fixtures/fapiao/fapiao-fixtures.ts';
import { inject, isSignedIn, login } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { addresses, users } from '../../schema/account.ts';
import { sessions } from '../../schema/auth.ts';
import { digitalDocuments, lockedTerms } from '../../schema/digital-documents.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { invoices } from '../../schema/invoices.ts';
import { orderFormFiles, orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import { auditLog, jobs } from '../../schema/platform.ts';
import { referralInvitations, referralRewards } from '../../schema/referrals.ts';
import { socialPendingLinks, userIdentities } from '../../schema/social-sign-in.ts';
import { testimonials } from '../../schema/testimonials.ts';
import { wechatIdentities } from '../../schema/wechat-login.ts';
import { createCatalogueService } from '../catalogue/service.ts';
import { createBillingDocuments } from '../invoices/documents.ts';
import { extractPdfText } from '../price-quote/fixtures/pdf-text.ts';
import { closedEmailOf, RETENTION_END_JOB } from './account-closure.ts';

describe.each(BACKENDS)('closing an account on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'account-closure-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const closeAccount = (researcher: { user: { identity: string }; session: string }, session = researcher.session) =>
    inject(t.app, {
      method: 'PUT',
      url: `/api/account/${researcher.user.identity}/update-details`,
      session,
      body: {
        firstName: 'Rosalind',
        lastName: 'Franklin',
        countryId: countryIdOf('US'),
        currencyIso: 'USD',
        language: 'en_US',
        optinToMarketing: false,
        active: false,
      },
    });

  it('erases the profile, addresses, e-mails and files, ends every session, and keeps the invoices readable for accounting', async () => {
    const researcher = await createResearcherWithData(t.app, t.db);
    const { user } = researcher;
    const otherDevice = await login(t.app, user.email, user.password);
    // An invoice without a billing address still names its customer once the account is erased.
    await t.db.update(invoices).set({ billingAddress: null }).where(eq(invoices.invoiceNumber, researcher.order.invoiceNumber));
    // An archive asked for just before closing is never built.
    await inject(t.app, { method: 'POST', url: '/api/account/data-exports', session: researcher.session });
    await t.app.jobs.drain();
    expect(storedFileCount(dataDir)).toBeGreaterThan(0);
    await inject(t.app, { method: 'POST', url: '/api/account/data-exports', session: researcher.session });
    expect((await emailsTo(t.db, user.email)).length).toBeGreaterThan(0);

    const response = await closeAccount(researcher);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUpdateDetailsResponse.parse(response.json()).userDetails).toMatchObject({ active: false, firstName: '' });
    await t.app.jobs.drain();

    expect(await isSignedIn(t.app, researcher.session)).toBe(false);
    expect(await isSignedIn(t.app, otherDevice)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: closedEmailOf(user.identity),
      active: false,
      passwordHash: null,
      firstName: '',
      lastName: '',
      institution: null,
      phoneNumber: null,
      orcid: null,
    });
    const userText = JSON.stringify(row);
    for (const personal of ['Rosalind', 'Franklin', 'King’s College', user.email, '7836', '0000-0002']) {
      expect(userText).not.toContain(personal);
    }
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    const forms = await t.db.select().from(orderForms).where(eq(orderForms.userId, user.id));
    expect(
      await t.db
        .select()
        .from(orderFormFiles)
        .where(
          inArray(
            orderFormFiles.orderFormId,
            forms.map((form) => form.id),
          ),
        ),
    ).toEqual([]);
    expect(forms.every((form) => form.status !== 'open' && form.projectTitle === null)).toBe(true);
    expect(await emailsTo(t.db, user.email)).toEqual([]);
    // The manuscript and both archives (the ready one and the one never built) are gone from storage.
    expect(storedFileCount(dataDir)).toBe(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ title: '', journalName: null, total: 25_000 });

    // What the accounts read: the invoice row, its payment, and the invoice as a document.
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, researcher.order.invoiceNumber));
    expect(invoice).toMatchObject({
      userId: user.id,
      totalAmount: 25_000,
      balance: 0,
      status: 'paid',
      vatNumber: 'DE811907980',
      billingAddress: { name: 'Rosalind Franklin', organization: 'King’s College London' },
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ receiptCode: researcher.order.payment.receiptCode, status: 'captured', total: 25_000 });
    const documents = createBillingDocuments({
      db: t.db,
      config: { provider: { name: 'Manuscript Services', addressLines: [] }, publicUrl: 'http://localhost', cjkFontDir: '/none' },
      paymentConfig: loadPaymentConfig(),
      catalogue: createCatalogueService(t.db),
      log: t.app.log,
    });
    if (!row) throw new Error('closed user row missing');
    const pdf = await documents.invoicePdf(row, researcher.order.invoiceNumber, 'en_US');
    const text = extractPdfText(pdf.pdf);
    for (const expected of [researcher.order.invoiceNumber, 'Rosalind Franklin', '$250.00']) expect(text).toContain(expected);
    expect(text).not.toContain('closed.invalid');

    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, route: auditLog.route })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, user.id), eq(auditLog.action, 'account-closed')));
    expect(audit).toEqual([{ action: 'account-closed', actorId: user.id, route: '/api/account/:identity/update-details' }]);
  });

  it('frees the e-mail address: the old password no longer signs in, and the address can register again', async () => {
    const researcher = await createResearcherWithData(t.app, t.db);
    expect((await closeAccount(researcher)).statusCode).toBe(200);
    const signIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      body: { email: researcher.user.email, password: researcher.user.password },
    });
    expect(signIn.statusCode).toBe(401);
    const registration = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      body: registrationPayload({ email: researcher.user.email }),
    });
    expect(registration.statusCode, registration.body).toBe(200);
  });

  it('erases the billing data the invoices kept once their retention period is over', async () => {
    const researcher = await createResearcherWithData(t.app, t.db);
    const { user } = researcher;
    expect((await closeAccount(researcher)).statusCode).toBe(200);
    const [retention] = await t.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_END_JOB), sql`(${jobs.payload}->>'userId')::integer = ${user.id}`));
    // A United States invoice issued this year is kept for seven years after the year ends.
    expect(retention).toMatchObject({ status: 'queued', runAt: new Date(Date.UTC(new Date().getUTCFullYear() + 8, 0, 1)) });
    await t.app.jobs.drain();
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(kept?.billingAddress).not.toBeNull();

    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, RETENTION_END_JOB), sql`(${jobs.payload}->>'userId')::integer = ${user.id}`));
    await t.app.jobs.drain();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(invoice).toMatchObject({
      invoiceNumber: researcher.order.invoiceNumber,
      totalAmount: 25_000,
      billingAddress: null,
      vatNumber: null,
      purchaseOrderNumber: null,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ total: 25_000, details: {} });
  });

  it("forgets the linked sign-in identities, invited colleagues and testimonial, and keeps the fapiaos without their contact details until the retention's end", async () => {
    const researcher = await createResearcherWithLinkedRecords(t.app, t.db);
    const { user, fapiao } = researcher;
    // A request the tax authority refused was never a tax document.
    const second = await paidInvoice(t.db, user.id);
    const refused = (
      await inject(t.app, {
        method: 'POST',
        url: '/api/fapiao',
        session: researcher.session,
        body: { ...GENERAL_FAPIAO, paymentId: second.paymentId, receiptCode: second.invoiceNumber },
      })
    ).json().fapiao as TFapiao;
    const failed = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/fapiaos/${refused.identity}/fail`,
      session: researcher.staff.session,
      body: { reason: '纳税人识别号与单位名称不符' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    // Asked on the last day of a year, the fapiao was issued the next: the retention counts from its issue.
    const nextYear = new Date().getUTCFullYear() + 1;
    await t.db
      .update(fapiaos)
      .set({ issuedAt: new Date(Date.UTC(nextYear, 0, 2)) })
      .where(eq(fapiaos.identity, fapiao.identity));
    const [before] = await t.db.select().from(fapiaos).where(eq(fapiaos.identity, fapiao.identity));
    const documentPath = path.join(dataDir, 'files', ...(before?.documentKey ?? 'none').split('/'));
    expect(existsSync(documentPath)).toBe(true);
    await t.db.insert(socialPendingLinks).values({
      tokenHash: `pending-${researcher.tag}`,
      kind: 'link',
      providerId: 'google',
      subject: `google-${researcher.tag}`,
      email: user.email,
      isEmailVerified: true,
      firstName: 'Wei',
      lastName: 'Li',
      userId: user.id,
      locale: 'zh_CN',
      expiresAt: new Date(Date.now() + 60_000),
    });

    const response = await closeAccount(researcher);
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.drain();

    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(socialPendingLinks).where(eq(socialPendingLinks.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(referralInvitations).where(eq(referralInvitations.referrerUserId, user.id))).toEqual([]);
    expect(await t.db.select().from(testimonials).where(eq(testimonials.userId, user.id))).toEqual([]);
    // The referral credit stays with the ledger: an amount and a date.
    expect(await t.db.select().from(referralRewards).where(eq(referralRewards.referrerUserId, user.id))).toHaveLength(1);
    const kept = await t.db.select().from(fapiaos).where(eq(fapiaos.userId, user.id));
    expect(kept).toEqual([
      expect.objectContaining({
        identity: fapiao.identity,
        status: 'issued',
        number: fapiao.number,
        organizationName: '北京大学',
        taxpayerNumber: '12100000400000624D',
        amount: 150_000,
        contactEmail: '',
        contactPhone: '',
        shippingAddress: '',
        documentKey: before?.documentKey,
      }),
    ]);
    expect(existsSync(documentPath)).toBe(true);

    // China keeps accounting vouchers 30 years after the end of the year of the latest one.
    const retentionJob = and(eq(jobs.kind, RETENTION_END_JOB), sql`(${jobs.payload}->>'userId')::integer = ${user.id}`);
    const [retention] = await t.db.select({ runAt: jobs.runAt }).from(jobs).where(retentionJob);
    expect(retention?.runAt).toEqual(new Date(Date.UTC(nextYear + 31, 0, 1)));
    await t.db.update(jobs).set({ runAt: sql`now()` }).where(retentionJob);
    await t.app.jobs.drain();
    const [erased] = await t.db.select().from(fapiaos).where(eq(fapiaos.identity, fapiao.identity));
    expect(erased).toMatchObject({
      number: fapiao.number,
      amount: 150_000,
      receiptCode: fapiao.receiptCode,
      organizationName: '',
      taxpayerNumber: '',
      documentKey: null,
    });
    expect(existsSync(documentPath)).toBe(false);
  });

  it("erases the grammar checks, digital edits and translations with their files, and the locked terms; another researcher's stay", async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
    const researcher = await createSignedInUser(t.app, t.db);
    const other = await createSignedInUser(t.app, t.db);
    await addToolDocuments(t.db, storage, researcher.user.id, 'mine');
    const kept = await addToolDocuments(t.db, storage, other.user.id, 'theirs');
    const storedBefore = storedFileCount(dataDir);

    expect((await closeAccount(researcher)).statusCode).toBe(200);
    await t.app.jobs.drain();

    const ofUser = (userId: number) =>
      Promise.all([
        t.db.select().from(languageAssessments).where(eq(languageAssessments.userId, userId)),
        t.db.select().from(digitalDocuments).where(eq(digitalDocuments.userId, userId)),
        t.db.select().from(lockedTerms).where(eq(lockedTerms.userId, userId)),
      ]);
    expect(await ofUser(researcher.user.id)).toEqual([[], [], []]);
    const [theirChecks, theirDocuments, theirTerms] = await ofUser(other.user.id);
    expect([theirChecks.length, theirDocuments.length, theirTerms.length]).toEqual([1, 2, 2]);
    // The manuscript checked, both uploads and both results: five files gone, the other researcher's five kept.
    expect(storedFileCount(dataDir)).toBe(storedBefore - 5);
    for (const name of [kept.assessment.storedName, ...kept.documents.flatMap((d) => [d.storedName, d.resultStoredName ?? ''])]) {
      expect((await buffer(await storage.get(name))).length).toBeGreaterThan(0);
    }
  });

  it('answers 404 to a researcher closing another account, and closes nothing', async () => {
    const researcher = await createResearcherWithData(t.app, t.db);
    const other = await createResearcherWithData(t.app, t.db);
    const response = await closeAccount(researcher, other.session);
    expect(response.statusCode).toBe(404);
    const [row] = await t.db
      .select({ active: users.active })
      .from(users)
      .where(and(eq(users.id, researcher.user.id), like(users.email, '%@example.test')));
    expect(row).toEqual({ active: true });
    expect(await isSignedIn(t.app, researcher.session)).toBe(true);
  });
});
