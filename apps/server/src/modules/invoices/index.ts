/** The invoices module's surface: what other modules and the app use of it; they import nothing else of it. */

export { applyPaymentToInvoice } from './apply-payment-to-invoice.ts';
export { ownsInvoice, ownsPayment, ownsRetainerInvoice } from './document-ownership.ts';
export { createBillingDocuments } from './documents.ts';
export { currencyViewOf } from './invoice-load.ts';
export { findInvoiceOfOrder, findPayableInvoices, type TInvoiceRow } from './invoice-queries.ts';
export {
  hasPayableInvoiceOf,
  hasPayableInvoicesOf,
  isFirstInvoiceOf,
  pendingBoletoUrlsOf,
  unpaidInvoiceSummaryOf,
} from './invoice-reads.ts';
export {
  createInvoice,
  issuePaidInvoiceFromRowOf,
  issuePaidInvoiceStatementWith,
  nextInvoiceNumberOf,
  paidInvoiceSelectValues,
} from './issue-invoice.ts';
export { invoicesPersonalData } from './personal-data.ts';
export { invoicesRoutes } from './routes.ts';
