import type { TLocale } from '@portal/domain';
import type { TUserRow } from '../../platform/sessions.ts';
import type { TBillingDocumentDeps } from './billing-document-parts.ts';
import { boletoPdf } from './boleto-pdf.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { retainerInvoicePdf } from './retainer-invoice-pdf.ts';
import { statementOfDeliveryPdf } from './statement-of-delivery-pdf.ts';

export type { TPdf } from './billing-document-parts.ts';

/**
 * The billing documents a user downloads, one file each (invoice-pdf.ts, receipt-pdf.ts, retainer-invoice-pdf.ts,
 * statement-of-delivery-pdf.ts, boleto-pdf.ts), given their dependencies once: the routes and the data export use them.
 */
export function createBillingDocuments(deps: TBillingDocumentDeps) {
  return {
    invoicePdf: (user: TUserRow, invoiceNumber: string, locale: TLocale) => invoicePdf(deps, user, invoiceNumber, locale),
    receiptPdf: (user: TUserRow, paymentId: number, invoiceNumber: string | undefined, locale: TLocale) =>
      receiptPdf(deps, user, paymentId, invoiceNumber, locale),
    retainerInvoicePdf: (user: TUserRow, retainerInvoiceNumber: string, locale: TLocale) =>
      retainerInvoicePdf(deps, user, retainerInvoiceNumber, locale),
    statementOfDeliveryPdf: (user: TUserRow, invoiceNumber: string, locale: TLocale) =>
      statementOfDeliveryPdf(deps, user, invoiceNumber, locale),
    boletoPdf: (user: TUserRow, receiptCode: string, installment: number, locale: TLocale) =>
      boletoPdf(deps, user, receiptCode, installment, locale),
  };
}

export type TBillingDocuments = ReturnType<typeof createBillingDocuments>;
