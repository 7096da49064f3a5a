import { declareKeptRead } from '../../platform/kept-read.ts';
import { addresses } from '../../schema/account.ts';
import { invoices } from '../../schema/invoices.ts';
import { orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { userIdentities } from '../../schema/social-sign-in.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The account page: the researcher, their addresses, sign-in identities and the counts of their orders, invoices and unfinished order forms. (GET /api/account) */
export const ACCOUNT_READ = declareKeptRead({
  name: 'account',
  tables: [addresses, invoices, orderForms, orders, userIdentities],
});
