import { declareKeptRead } from '../../platform/kept-read.ts';
import { addresses } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { credits, prepayments, vouchers } from '../../schema/ledger.ts';
import { payments } from '../../schema/payments.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The payment form: addresses, balances, and the fapiao details of earlier payments. (GET /api/payment/load) */
export const PAYMENT_FORM_READ = declareKeptRead({
  name: 'payment-form',
  tables: [addresses, credits, currencies, fapiaos, payments, prepayments, vouchers],
});
