import { declareKeptRead } from '../../platform/kept-read.ts';
import { paymentProofs } from '../../schema/fulfilment.ts';
import { invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The proofs of payment sent for an order. (GET /api/order/:externalId/proof-of-payment) */
export const PAYMENT_PROOFS_READ = declareKeptRead({ name: 'payment-proofs', tables: [invoices, orders, paymentProofs] });
