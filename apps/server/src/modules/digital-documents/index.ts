/** The digital-documents module's surface: what other modules and the app use of it; they import nothing else of it. */
export { failDigitalDocument } from './fail-document.ts';
export { digitalDocumentsPersonalData } from './personal-data.ts';
export { documentsPageOf, documentsPageParams, hasUploadedOf, paginationOf, recentDocumentsOf } from './search-documents.ts';
