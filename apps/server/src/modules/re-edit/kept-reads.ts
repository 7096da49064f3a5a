import { declareKeptRead } from '../../platform/kept-read.ts';
import { orders } from '../../schema/orders.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The re-edit choices of an order. (GET /api/order/:externalId/re-edit-options) */
export const RE_EDIT_OPTIONS_READ = declareKeptRead({ name: 're-edit-options', tables: [orders] });
