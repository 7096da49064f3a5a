/** The fapiao module's surface: what other modules and the app use of it; they import nothing else of it. */
export { createFapiaoDeps } from './fapiao-module.ts';
export {
  fapiaoOfDocumentJson,
  fapiaoPaymentOfInvoiceJson,
  fapiaoRequestsAsCheckoutFormsOf,
  fapiaoSettingsJsonOf,
  invoiceFapiaoViewOf,
  prepaymentFundingJsonOf,
  requestablePaymentIdOf,
  type TFapiaoBriefJson,
  type TFapiaoPaymentJson,
  type TPrepaymentFundingJson,
} from './fapiao-reads.ts';
export { issueFapiaoJobHandlers } from './issue-fapiao-job.ts';
export { applyFapiaoLocalizations } from './localization-flag.ts';
export { fapiaoPersonalData } from './personal-data.ts';
export { fapiaoRoutes } from './routes.ts';
