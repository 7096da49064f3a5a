import { declareKeptRead } from '../../platform/kept-read.ts';
import { lockedTerms } from '../../schema/digital-documents.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** The terms locked for the researcher. (GET /api/locked-terms) */
export const LOCKED_TERMS_READ = declareKeptRead({ name: 'locked-terms', tables: [lockedTerms] });
