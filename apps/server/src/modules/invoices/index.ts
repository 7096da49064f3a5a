/** The invoices module's surface: what other modules and the app use of it; they import nothing else of it. */
export { ownsInvoice, ownsPayment, ownsRetainerInvoice } from './document-ownership.ts';
export { createBillingDocuments } from './documents.ts';
export { currencyViewOf } from './invoice-load.ts';
export {
  hasPayableInvoiceOf,
  hasPayableInvoicesOf,
  isFirstInvoiceOf,
  pendingBoletoUrlsOf,
  unpaidInvoiceSummaryOf,
} from './invoice-reads.ts';
export { invoicesPersonalData } from './personal-data.ts';
export { invoicesRoutes } from './routes.ts';
export {
  applyPaymentToInvoice,
  createInvoice,
  findInvoiceOfOrder,
  findPayableInvoices,
  issuePaidInvoiceFromRowOf,
  issuePaidInvoiceStatementWith,
  nextInvoiceNumberOf,
  paidInvoiceSelectValues,
  type TInvoiceRow,
} from './service.ts';
