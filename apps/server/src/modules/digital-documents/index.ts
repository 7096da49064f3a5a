/**
 * The digital-documents module's surface: the document pipeline the grammar check, digital editing and digital
 * translation share (upload → isolated parse → job → result file → list, archive, delete), each tool adding its
 * engine, limits, texts and API paths. Other modules and the app import nothing else of it.
 */
export {
  createFromUpload,
  insertDigitalDocument,
  type TReceivedDocument,
  type TUploadedDocument,
  type TUploadForm,
} from './create-from-upload.ts';
export { isDocumentIdentity, ownDocument } from './document-identity.ts';
export { documentJobHandler, readStoredUpload, type TDocumentResult } from './document-job.ts';
export { documentRoutes } from './document-routes.ts';
export { failDigitalDocument } from './fail-document.ts';
export { archiveDocument, deleteFailedDocument, downloadResult, startEditingOrderFrom } from './manage-documents.ts';
export { digitalDocumentsPersonalData } from './personal-data.ts';
export {
  documentsPageOf,
  documentsPageParams,
  hasUploadedOf,
  paginationOf,
  prepareDocumentSearch,
  recentDocumentsOf,
  searchDocuments,
  type TDocumentSearch,
} from './search-documents.ts';
