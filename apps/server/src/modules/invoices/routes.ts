import { ZInvoiceLoadQuery, ZInvoiceLoadResponse } from '@portal/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { loadPaymentConfig } from '../../integrations/payments/payment-config.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { documentLocale } from '../../platform/request-language.ts';
import { requireAuth } from '../../platform/sessions.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { createBillingDocuments, type TPdf } from './documents.ts';
import { loadInvoices, prepareInvoiceRead } from './invoice-load.ts';
import { INVOICES_READ } from './kept-reads.ts';

const ZDocumentNumber = z.string().min(1).max(40);
const ZLocalizationQuery = z.object({ localization: z.string().max(20).optional() });
/** Documents are written in the language the link names (`?localization=ja_JP`), else the request's. */
const locale = (request: FastifyRequest) => documentLocale(request, (request.query as { localization?: string }).localization);
const ZReceiptQuery = ZLocalizationQuery.extend({
  invoice_number: z.string().max(40).optional(),
  amount: z.coerce.number().int().min(0).optional(),
});
const ZBoletoQuery = z.object({ installment: z.coerce.number().int().min(1).max(6).default(1) });

function sendPdf(reply: FastifyReply, { pdf, fileName }: TPdf) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** What the billing-document calls are given by app.ts. */
type TInvoicesRoutesDeps = { db: Db; config: TConfig; catalogue: TCatalogueService; log: FastifyBaseLogger };

/** Invoices, receipts, retainer invoices, statements of delivery and boletos. */
export function invoicesRoutes(deps: TInvoicesRoutesDeps): FastifyPluginAsyncZod {
  const { db, catalogue } = deps;
  const documents = createBillingDocuments({
    db,
    config: deps.config,
    paymentConfig: loadPaymentConfig(),
    catalogue,
    log: deps.log,
  });

  const invoiceRead = prepareInvoiceRead(db);

  return async (app) => {
    app.get(
      '/api/invoice/load',
      {
        schema: { querystring: ZInvoiceLoadQuery, response: { 200: ZInvoiceLoadResponse } },
        config: keptReadRoute(INVOICES_READ),
      },
      async (request) => {
        const loaded = await loadInvoices({ catalogue, read: invoiceRead }, request, request.query);
        if (!loaded) throw AppError.sessionInvalid();
        return loaded;
      },
    );

    app.get(
      '/api/invoice/:invoiceNumber/pdf',
      { schema: { params: z.object({ invoiceNumber: ZDocumentNumber }), querystring: ZLocalizationQuery } },
      async (request, reply) => {
        const { user } = requireAuth(request);
        return sendPdf(reply, await documents.invoicePdf(user, request.params.invoiceNumber, locale(request)));
      },
    );

    app.get(
      '/api/invoice/:invoiceNumber/statement-of-delivery',
      { schema: { params: z.object({ invoiceNumber: ZDocumentNumber }), querystring: ZLocalizationQuery } },
      async (request, reply) => {
        const { user } = requireAuth(request);
        return sendPdf(reply, await documents.statementOfDeliveryPdf(user, request.params.invoiceNumber, locale(request)));
      },
    );

    app.get(
      '/api/payment/:id/pdf',
      { schema: { params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), querystring: ZReceiptQuery } },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const pdf = await documents.receiptPdf(user, request.params.id, request.query.invoice_number, locale(request));
        return sendPdf(reply, pdf);
      },
    );

    app.get(
      '/api/payment/:id/boleto',
      {
        schema: {
          params: z.object({ id: z.string().min(1).max(64) }),
          querystring: ZBoletoQuery.extend(ZLocalizationQuery.shape),
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const pdf = await documents.boletoPdf(user, request.params.id, request.query.installment, locale(request));
        return sendPdf(reply, pdf);
      },
    );

    app.get(
      '/api/retainer-invoice/:retainerInvoiceNumber/pdf',
      { schema: { params: z.object({ retainerInvoiceNumber: ZDocumentNumber }), querystring: ZLocalizationQuery } },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const pdf = await documents.retainerInvoicePdf(user, request.params.retainerInvoiceNumber, locale(request));
        return sendPdf(reply, pdf);
      },
    );
  };
}
