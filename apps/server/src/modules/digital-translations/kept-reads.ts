import { declareKeptRead } from '../../platform/kept-read.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** A page of the researcher’s digital translations. (GET /api/digital-order/search) */
export const DIGITAL_TRANSLATION_SEARCH_READ = declareKeptRead({
  name: 'digital-translation-search',
  tables: [digitalDocuments],
});
