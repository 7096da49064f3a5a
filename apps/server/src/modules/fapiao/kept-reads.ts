import { declareKeptRead } from '../../platform/kept-read.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { payments } from '../../schema/payments.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The researcher’s fapiaos. (GET /api/fapiao) */
export const FAPIAOS_READ = declareKeptRead({ name: 'fapiaos', tables: [fapiaos, payments] });
