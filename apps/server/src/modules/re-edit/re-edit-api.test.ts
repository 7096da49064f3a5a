import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_METHOD, REEDIT_DISCOUNT_PERCENT, ZLoadOrderFormResponse, ZReeditOptionsResponse } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { signedIn, type TWho } from '../../../test/fixtures/order-form/test-client.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, TEST_ENV, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../integrations/storage/create-storage.ts';
import { statementsOf } from '../../platform/query-stats.ts';
import { orderFormFiles, orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { insertFile } from '../order-form/repository.ts';
import { placeTestOrder } from '../orders/fixtures/checkout-fixtures.ts';
import { paymentsTestClient } from '../payments/fixtures/test-client.ts';

type TFlags = Partial<Pick<typeof orders.$inferInsert, 'touchUpAvailable' | 'reeditAvailable' | 'scientificReworkEligible'>>;

describe.each(BACKENDS)('re-edits and rework requests on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 're-edit-api-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir, QUERY_STATS: '1' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const storage = createStorage(loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }));
  const payments = paymentsTestClient(t);

  /** A delivered Premium Editing order (British English, a journal, 4,500 words) with its manuscript, and the given flags. */
  async function deliveredOrder(flags: TFlags, who?: Awaited<ReturnType<typeof signedIn>>) {
    const owner = who ?? (await signedIn(t.app, t.db));
    const placed = await placeTestOrder(t.db, owner.user.id, { snapshot: { areaOfStudyId: null } });
    const content = await buildDocx(englishText(300));
    await insertFile(t.db, placed.formId, {
      kind: 'main',
      originalName: 'perovskites.docx',
      storedName: await storage.put(content),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: content.length,
      sha256: 'f'.repeat(64),
      wordCount: 4500,
      languageId: 1,
      analysisStatus: 'done',
    });
    await t.db
      .update(orderForms)
      .set({ answers: { 'premium-editing:focus': ['clarity'] } })
      .where(eq(orderForms.id, placed.formId));
    if (Object.keys(flags).length > 0) await t.db.update(orders).set(flags).where(eq(orders.id, placed.orderId));
    return { ...owner, ...placed };
  }

  const get = (url: string, who: TWho) => inject(t.app, { url, session: who.session ?? null });

  async function openFormOf(who: TWho) {
    const response = await get('/api/order-form/load', who);
    expect(response.statusCode, response.body).toBe(200);
    return ZLoadOrderFormResponse.parse(response.json()).order;
  }

  async function formsOf(userId: number) {
    return t.db.select().from(orderForms).where(eq(orderForms.userId, userId));
  }

  describe('the re-edit page', () => {
    it('answers the order and the options its flags give', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true, scientificReworkEligible: true });
      const response = await get(`/api/order/${order.externalId}/re-edit-options`, order.who);
      expect(response.statusCode, response.body).toBe(200);
      expect(ZReeditOptionsResponse.parse(response.json()).order).toEqual({
        externalId: order.externalId,
        title: 'Thermal conductivity of layered perovskites',
        kind: 'original',
        options: ['touch-up', 'additional-work'],
      });
    });

    it("answers 404 for another researcher's order and an unknown one, 401 signed out", async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      const stranger = await signedIn(t.app, t.db);
      expect((await get(`/api/order/${order.externalId}/re-edit-options`, stranger.who)).statusCode).toBe(404);
      expect((await get('/api/order/ZZZ00000/re-edit-options', order.who)).statusCode).toBe(404);
      expect((await get(`/api/order/${order.externalId}/re-edit-options`, {})).statusCode).toBe(401);
    });

    it('answers in one statement with the session, kept until the order changes', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      // The researcher's other orders are there too; the read joins the one of that number.
      await placeTestOrder(t.db, order.user.id);
      await placeTestOrder(t.db, order.user.id);
      const url = `/api/order/${order.externalId}/re-edit-options`;
      const ask = async () => {
        const response = await get(url, order.who);
        expect(response.statusCode, response.body).toBe(200);
        return { statements: statementsOf(response.headers['server-timing']), body: response.body };
      };
      const first = await ask();
      expect(first.statements).toBe(1);
      expect(JSON.parse(first.body).order.options).toEqual(['touch-up']);
      // Kept: asked again, the session lookup alone, the same answer.
      expect(await ask()).toEqual(first);

      // Staff open a re-edit: the order's row bumps its researcher's version, so the change shows at once.
      await t.db.update(orders).set({ reeditAvailable: true }).where(eq(orders.id, order.orderId));
      const changed = await ask();
      expect(changed.statements).toBe(2);
      expect(JSON.parse(changed.body).order.options).toEqual(['touch-up', 're-edit']);
    });
  });

  describe('the re-edit link', () => {
    it('opens a free touch-up filled in from the order, at its details step, with copies of its files', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      const response = await get(`/api/order-form/reedit/${order.externalId}?lang=jp`, order.who);
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe('/jp/researcher/submit/details');

      const form = await openFormOf(order.who);
      expect(form.parentOrder).toEqual({ externalId: order.externalId, kind: 'touch-up' });
      expect(form).toMatchObject({
        currentStep: 'details',
        projectTitle: 'Thermal conductivity of layered perovskites',
        wordCount: 4500,
        manuscriptLanguageId: 1,
        styleOfEnglish: 'British',
        journal: { name: 'Journal of Materials Chemistry', url: 'https://example.org/jmc' },
        total: 0,
      });
      expect(form.lineItems.map((l) => [l.serviceIdentity, l.totalPrice])).toEqual([['premium-editing', 0]]);
      const discount = form.discounts.find((d) => d.kind === 're-edit');
      expect(discount).toMatchObject({ applied: true, amount: 100, description: 'Re-edit discount' });
      expect(discount?.appliedAmount).toBe(form.subtotal);
      expect(form.manuscripts.main.map((f) => f.name)).toEqual(['perovskites.docx']);
      expect(form.answers).toEqual({ 'premium-editing:focus': ['clarity'] });

      // The copy is a file of its own: the order's stays as it was.
      const [copy] = await t.db
        .select()
        .from(orderFormFiles)
        .where(eq(orderFormFiles.identity, form.manuscripts.main[0]?.identity ?? ''));
      const [original] = await t.db.select().from(orderFormFiles).where(eq(orderFormFiles.orderFormId, order.formId));
      expect(copy?.storedName).not.toBe(original?.storedName);
      const download = await get(`/api/file/${copy?.identity}/download`, order.who);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(original?.size);
    });

    it('opens a paid re-edit with the re-edit discount on the services ordered again', async () => {
      const order = await deliveredOrder({ reeditAvailable: true });
      expect((await get(`/api/order-form/reedit/${order.externalId}`, order.who)).headers.location).toBe(
        '/en/researcher/submit/details',
      );
      const form = await openFormOf(order.who);
      expect(form.parentOrder?.kind).toBe('re-edit');
      const discount = form.discounts.find((d) => d.kind === 're-edit');
      expect(discount).toMatchObject({ applied: true, amount: REEDIT_DISCOUNT_PERCENT });
      expect(form.total).toBe(form.subtotal - Math.round((form.subtotal * REEDIT_DISCOUNT_PERCENT) / 100));
      expect(form.total).toBeGreaterThan(0);
    });

    it('starts the paid re-edit when asked for it and the order offers both', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true, reeditAvailable: true });
      await get(`/api/order-form/reedit/${order.externalId}?type=re-edit`, order.who);
      expect((await openFormOf(order.who)).parentOrder?.kind).toBe('re-edit');
    });

    it('replaces the open form, and continues the same re-edit when the link is followed again', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      const earlier = await inject(t.app, { url: '/api/order-form/new', session: order.who.session ?? null });
      const earlierIdentity = earlier.json().order.identity as string;
      await get(`/api/order-form/reedit/${order.externalId}`, order.who);
      const first = await openFormOf(order.who);
      await get(`/api/order-form/reedit/${order.externalId}`, order.who);
      const again = await openFormOf(order.who);
      expect(again.identity).toBe(first.identity);
      expect(again.manuscripts.main).toHaveLength(1);
      const forms = await formsOf(order.user.id);
      expect(forms.find((f) => f.identity === earlierIdentity)?.status).toBe('abandoned');
      expect(forms.filter((f) => f.status === 'open')).toHaveLength(1);
    });

    it('sends an order without a re-edit offer to the support page, and writes nothing', async () => {
      const order = await deliveredOrder({});
      const before = await formsOf(order.user.id);
      const response = await get(`/api/order-form/reedit/${order.externalId}`, order.who);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/en/support/index/submission/${order.externalId}/type/inactive-service`);
      expect(await formsOf(order.user.id)).toEqual(before);
    });

    it('sends the researcher to support when none of the order’s services is offered any more', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
      const retired = (row?.services ?? []).map((s) => ({ ...s, identity: 'retired-editing' }));
      await t.db.update(orders).set({ services: retired }).where(eq(orders.id, order.orderId));
      const options = ZReeditOptionsResponse.parse(
        (await get(`/api/order/${order.externalId}/re-edit-options`, order.who)).json(),
      );
      expect(options.order.options).toEqual(['contact-support']);
      expect((await get(`/api/order-form/reedit/${order.externalId}`, order.who)).headers.location).toContain(
        '/type/inactive-service',
      );
    });

    it("answers 404 for another researcher's order and changes none of their forms", async () => {
      const order = await deliveredOrder({ touchUpAvailable: true, scientificReworkEligible: true });
      const stranger = await signedIn(t.app, t.db);
      const before = { a: await formsOf(order.user.id), b: await formsOf(stranger.user.id) };
      expect((await get(`/api/order-form/reedit/${order.externalId}`, stranger.who)).statusCode).toBe(404);
      expect((await get(`/api/order-form/rework/${order.externalId}`, stranger.who)).statusCode).toBe(404);
      expect((await get(`/api/order-form/reedit/${order.externalId}`, {})).statusCode).toBe(401);
      expect({ a: await formsOf(order.user.id), b: await formsOf(stranger.user.id) }).toEqual(before);
    });

    it('prices the form in full once the order no longer offers the touch-up', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      await get(`/api/order-form/reedit/${order.externalId}`, order.who);
      await t.db.update(orders).set({ touchUpAvailable: false }).where(eq(orders.id, order.orderId));
      const form = await openFormOf(order.who);
      expect(form.discounts.some((d) => d.kind === 're-edit')).toBe(false);
      expect(form.total).toBe(form.subtotal);
    });

    it('keeps the earlier order out of the duplicate-title check', async () => {
      const order = await deliveredOrder({ reeditAvailable: true });
      await get(`/api/order-form/reedit/${order.externalId}`, order.who);
      const form = await openFormOf(order.who);
      const saved = await inject(t.app, {
        method: 'PUT',
        url: `/api/order-form/${form.identity}/details`,
        session: order.who.session ?? null,
        body: { projectTitle: form.projectTitle, styleOfEnglish: 'British', answers: form.answers },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().order.currentStep).toBe('payment-details');
    });
  });

  describe('placing a follow-up order', () => {
    it('places a free touch-up that names the order it continues, and uses up the touch-up', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      await get(`/api/order-form/reedit/${order.externalId}`, order.who);
      const form = await openFormOf(order.who);
      const paid = await payments.pay(form.identity, order.who, {
        paymentMethodId: PAYMENT_METHOD.free,
        amount: 0,
        currencyIso: 'USD',
        billingAddress: payments.billing(),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const externalId = paid.json().externalId as string;
      const [placed] = await t.db.select().from(orders).where(eq(orders.externalId, externalId));
      expect(placed).toMatchObject({ kind: 'touch-up', parentOrderId: order.orderId, total: 0, userId: order.user.id });
      const [parent] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(parent?.touchUpAvailable).toBe(false);
      // An original order placed afterwards is an original again.
      const ready = await payments.orderReady();
      const card = await payments.pay(ready.id, ready.who, {
        paymentMethodId: PAYMENT_METHOD.bankTransfer,
        amount: ready.order.total,
        currencyIso: 'USD',
        billingAddress: { ...payments.billing(), phone: '+1 734 764 1817' },
        invoiceAddress: { ...payments.billing(), phone: '+1 734 764 1817' },
        invoiceAddressSameAsBilling: false,
      });
      expect(card.statusCode, card.body).toBe(200);
      const [original] = await t.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, ready.user.id), eq(orders.externalId, card.json().externalId)));
      expect(original).toMatchObject({ kind: 'original', parentOrderId: null });
    });
  });

  describe('the rework link (request additional work)', () => {
    it('opens a rework order form at its first step for an eligible order, without a discount', async () => {
      const order = await deliveredOrder({ scientificReworkEligible: true });
      const response = await get(`/api/order-form/rework/${order.externalId}?lang=cn`, order.who);
      expect(response.statusCode, response.body).toBe(302);
      expect(response.headers.location).toBe('/cn/researcher/submit/rework-get-started');
      const form = await openFormOf(order.who);
      expect(form.parentOrder).toEqual({ externalId: order.externalId, kind: 'rework' });
      expect(form.customerGoal?.key).toBe('rework');
      expect(form).toMatchObject({ wordCount: 4500, manuscriptLanguageId: 1, lineItems: [] });
      expect(form.manuscripts.main).toHaveLength(1);
      expect(form.discounts.some((d) => d.kind === 're-edit')).toBe(false);
    });

    it('sends an order not eligible for additional work to the support page, and writes nothing', async () => {
      const order = await deliveredOrder({ touchUpAvailable: true });
      const before = await formsOf(order.user.id);
      const response = await get(`/api/order-form/rework/${order.externalId}`, order.who);
      expect(response.headers.location).toBe(`/en/support/index/submission/${order.externalId}/type/inactive-service`);
      expect(await formsOf(order.user.id)).toEqual(before);
    });
  });
});
