import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orderFormClient } from '../../../test/fixtures/order-form/test-client.ts';
import { untilALockIsAwaited } from '../../../test/lock-waits.ts';
import { BACKENDS, TEST_ENV, withTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { orderForms } from '../../schema/order-form.ts';
import { createCatalogueService } from '../catalogue/service.ts';
import { createOrderFormService, ORDER_FORM_COOKIE } from './service.ts';

/** A request as the files and price-quote modules receive it: a visitor's cookie, no session. */
const visitorRequest = (token: string | undefined, language = 'en_US') =>
  ({
    auth: null,
    headers: {},
    cookies: { ...(token ? { [ORDER_FORM_COOKIE]: token } : {}), language },
  }) as unknown as FastifyRequest;

const newFile = (overrides: Record<string, unknown> = {}) => ({
  kind: 'main' as const,
  originalName: 'manuscript.docx',
  storedName: 'stored-name',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 1234,
  sha256: 'a'.repeat(64),
  ...overrides,
});

describe.each(BACKENDS)('what the order-form module offers other modules, on %s', (backend) => {
  const t = withTestApp(backend);
  const service = () => createOrderFormService(t.db, loadConfig(TEST_ENV), createCatalogueService(t.db));

  async function notFound(promise: Promise<unknown>) {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 404, code: 'not-found' });
  }

  it("finds the requester's form and answers 404 for anybody else's", async () => {
    const { order, who } = await orderFormClient(t.app).open();
    const row = await service().findOrderFormForRequest(visitorRequest(who.visitor), order.identity);
    expect(row.identity).toBe(order.identity);
    await notFound(service().findOrderFormForRequest(visitorRequest('someone-else'), order.identity));
    await notFound(service().findOrderFormForRequest(visitorRequest(undefined), order.identity));
    await notFound(service().findOrderFormForRequest(visitorRequest(who.visitor), 'not-a-uuid'));
  });

  it('records a file on the form, bumping its version, and shows it among the manuscripts', async () => {
    const { order, who } = await orderFormClient(t.app).open();
    const s = service();
    const request = visitorRequest(who.visitor);
    const form = await s.findOrderFormForRequest(request, order.identity);
    const file = await t.db.transaction((tx) => s.recordOrderFormFile(tx, form.id, newFile()));
    expect(file).toMatchObject({ orderFormId: form.id, analysisStatus: 'pending', expired: false });
    const updated = await s.findOrderFormForRequest(request, order.identity);
    expect(updated.version).toBe(form.version + 1);
    const view = await s.toOrderFormView(request, updated);
    expect(view.manuscripts.main).toEqual([
      expect.objectContaining({ identity: file.identity, name: 'manuscript.docx', kind: 'main' }),
    ]);
    const found = await s.findFileForRequest(request, file.identity);
    expect(found.form.id).toBe(form.id);
    await notFound(s.findFileForRequest(visitorRequest('someone-else'), file.identity));
  });

  it("takes a main file's word count and language as the detected ones, filling the form's when empty", async () => {
    const { order, who } = await orderFormClient(t.app).open();
    const s = service();
    const request = visitorRequest(who.visitor);
    const form = await s.findOrderFormForRequest(request, order.identity);
    const file = await s.recordOrderFormFile(t.db, form.id, newFile());
    await t.db.transaction((tx) =>
      s.updateOrderFormFileAnalysis(tx, file.id, { wordCount: 5210, languageId: 2, analysisStatus: 'done' }),
    );
    const analysed = await s.findOrderFormForRequest(request, order.identity);
    expect(analysed).toMatchObject({
      calculatedWordCount: 5210,
      detectedLanguageId: 2,
      wordCount: 5210,
      manuscriptLanguageId: 2,
    });
    const figure = await s.recordOrderFormFile(t.db, form.id, newFile({ kind: 'figure', originalName: 'fig1.tif' }));
    await s.updateOrderFormFileAnalysis(t.db, figure.id, { wordCount: 12, languageId: 1, analysisStatus: 'done' });
    expect(await s.findOrderFormForRequest(request, order.identity)).toMatchObject({
      calculatedWordCount: 5210,
      manuscriptLanguageId: 2,
    });
  });

  it("keeps the customer's own word count when the analysis arrives later", async () => {
    const { id, who } = await orderFormClient(t.app).openWithManuscript({}, { wordCount: 4000 });
    const s = service();
    const request = visitorRequest(who.visitor);
    const form = await s.findOrderFormForRequest(request, id);
    const file = await s.recordOrderFormFile(t.db, form.id, newFile());
    await s.updateOrderFormFileAnalysis(t.db, file.id, { wordCount: 4100, languageId: 1, analysisStatus: 'done' });
    expect(await s.findOrderFormForRequest(request, id)).toMatchObject({ wordCount: 4000, calculatedWordCount: 4100 });
  });

  // PostgreSQL only: the test holds a save open in a transaction of its own while the analysis goes on.
  (backend === 'postgres' ? it : it.skip)(
    'never overwrites a word count or language the customer saves while the document is being analysed',
    async () => {
      const { order, who } = await orderFormClient(t.app).open();
      const s = service();
      const request = visitorRequest(who.visitor);
      const form = await s.findOrderFormForRequest(request, order.identity);
      expect(form).toMatchObject({ wordCount: null, manuscriptLanguageId: null });
      const file = await s.recordOrderFormFile(t.db, form.id, newFile());
      let analysing: Promise<unknown> | undefined;
      await t.db.transaction(async (tx) => {
        // The customer's save, in flight: the word count and language given, not committed yet.
        await tx.update(orderForms).set({ wordCount: 4000, manuscriptLanguageId: 1 }).where(eq(orderForms.id, form.id));
        analysing = t.db.transaction((other) =>
          s.updateOrderFormFileAnalysis(other, file.id, { wordCount: 5210, languageId: 2, analysisStatus: 'done' }),
        );
        await untilALockIsAwaited(t.db, 'The analysis');
      });
      await analysing;
      expect(await s.findOrderFormForRequest(request, order.identity)).toMatchObject({
        wordCount: 4000,
        manuscriptLanguageId: 1,
        calculatedWordCount: 5210,
        detectedLanguageId: 2,
      });
    },
  );

  it('reads a generated quote for its owner only, frozen at generation', async () => {
    const c = orderFormClient(t.app);
    const { id, who } = await c.openWithService({}, 'standard-editing', { wordCount: 4500 });
    const quoted = c.orderOf(await c.put(id, 'generate-price-quote', who));
    const estimateId = quoted.estimateId ?? '';
    await c.put(id, 'update-word-count', who, { newWordCount: 7000 });
    const quote = await service().findQuoteForRequest(visitorRequest(who.visitor, 'ja_JP'), estimateId);
    expect(quote).toMatchObject({
      estimateId,
      orderFormIdentity: id,
      currency: { isoCode: 'USD' },
      subtotal: 24500,
      total: 24500,
      wordCount: 4500,
      manuscriptLanguage: '英語',
      customer: null,
      language: 'ja',
      // The service is named in the reader's language, like the manuscript's.
      services: [{ identity: 'standard-editing', name: 'スタンダード英文校正' }],
    });
    await notFound(service().findQuoteForRequest(visitorRequest('someone-else'), estimateId));
    await notFound(service().findQuoteForRequest(visitorRequest(who.visitor), 'EST-UNKNOWN'));
  });
});
