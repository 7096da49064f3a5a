import { declareKeptRead } from '../../platform/kept-read.ts';
import { countries, currencies, localizations } from '../../schema/catalogue.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { invoicePayments, invoices } from '../../schema/invoices.ts';
import { credits, prepayments, vouchers } from '../../schema/ledger.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The invoices page: invoices with their payments and fapiaos, and the balances. (GET /api/invoice/load) */
export const INVOICES_READ = declareKeptRead({
  name: 'invoices',
  tables: [
    countries,
    credits,
    currencies,
    fapiaos,
    invoicePayments,
    invoices,
    localizations,
    orders,
    payments,
    prepayments,
    vouchers,
  ],
});
