import { declareKeptRead } from '../../platform/kept-read.ts';
import { certificates, deliverables } from '../../schema/fulfilment.ts';
import { invoices } from '../../schema/invoices.ts';
import { orders } from '../../schema/orders.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** An editing certificate of the researcher’s. (GET /api/certificate/:code) */
export const CERTIFICATE_READ = declareKeptRead({ name: 'certificate', tables: [certificates, deliverables, invoices, orders] });

/** The delivered files a certificate covers. (GET /api/certificate/:code/deliverables) */
export const CERTIFICATE_DELIVERABLES_READ = declareKeptRead({
  name: 'certificate-deliverables',
  tables: [certificates, deliverables, invoices, orders],
});
