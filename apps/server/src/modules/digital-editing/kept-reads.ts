import { declareKeptRead } from '../../platform/kept-read.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** A page of the researcher’s digitally edited documents. (GET /api/digital-edit/search) */
export const DIGITAL_EDIT_SEARCH_READ = declareKeptRead({ name: 'digital-edit-search', tables: [digitalDocuments] });

/** The researcher’s latest documents of the digital tools. (GET /api/digital-documents/recent) */
export const RECENT_DIGITAL_DOCUMENTS_READ = declareKeptRead({ name: 'recent-digital-documents', tables: [digitalDocuments] });
