import { declareKeptRead } from '../../platform/kept-read.ts';
import { preferredGroups } from '../../schema/catalogue.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import { digitalPurchases } from '../../schema/digital-purchases.ts';
import { payments } from '../../schema/payments.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The digital editing purchase page. (GET /api/digital-edit/load) */
export const DIGITAL_EDIT_PURCHASE_READ = declareKeptRead({
  name: 'digital-edit-purchase',
  tables: [digitalDocuments, digitalPurchases, payments, preferredGroups],
});

/** The digital translation purchase page. (GET /api/digital-order/load) */
export const DIGITAL_ORDER_PURCHASE_READ = declareKeptRead({
  name: 'digital-order-purchase',
  tables: [digitalDocuments, digitalPurchases, payments],
});
