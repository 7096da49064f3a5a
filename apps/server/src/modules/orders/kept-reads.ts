import { declareKeptRead } from '../../platform/kept-read.ts';
import { currencies } from '../../schema/catalogue.ts';
import { certificates, deliverables, orderStageEvents } from '../../schema/fulfilment.ts';
import { invoices } from '../../schema/invoices.ts';
import { credits, prepayments, vouchers } from '../../schema/ledger.ts';
import { orderFormFiles, orderForms } from '../../schema/order-form.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The dashboard: unpaid invoices, balances and the unfinished order form. (GET /api/researcher/dashboard) */
export const DASHBOARD_READ = declareKeptRead({
  name: 'dashboard',
  tables: [credits, currencies, invoices, orderForms, prepayments, vouchers],
});

/** A page of the researcher’s orders. (GET /api/order/search) */
export const ORDER_SEARCH_READ = declareKeptRead({ name: 'order-search', tables: [certificates, invoices, orders] });

/** One order with its files, stages, invoice, payments and certificate. (GET /api/order/:externalId) */
export const ORDER_DETAILS_READ = declareKeptRead({
  name: 'order-details',
  tables: [certificates, invoices, orderFormFiles, orderStageEvents, orders, payments],
});

/** One order as its payment page shows it. (GET /api/order/:externalId/payment) */
export const ORDER_PAYMENT_READ = declareKeptRead({
  name: 'order-payment',
  tables: [certificates, invoices, orderFormFiles, orderStageEvents, orders, payments],
});

/** The services of one order. (GET /api/order/:externalId/services) */
export const ORDER_SERVICES_READ = declareKeptRead({
  name: 'order-services',
  tables: [certificates, invoices, orderFormFiles, orderStageEvents, orders, payments],
});

/** The files delivered for one order. (GET /api/order/:externalId/deliverables) */
export const ORDER_DELIVERABLES_READ = declareKeptRead({ name: 'order-deliverables', tables: [deliverables, invoices, orders] });
