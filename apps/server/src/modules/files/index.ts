/** The files module's surface: what other modules and the app use of it; they import nothing else of it. */
export { checkUploadContent } from './check-content.ts';
export { createDocumentAnalyser, type TDocumentAnalyser } from './document-analyser.ts';
export { ANALYSE_DOCUMENT_JOB, createAnalyseDocumentHandler } from './jobs/analyse-document.ts';
export { cleanFileName, receiveFile, receiveFileUnderThrottle, receiveUpload } from './receive-upload.ts';
export { filesRoutes } from './routes.ts';
export { sendDownload, type TDownload } from './send-download.ts';
export { createFilesService, FILE_EXPIRED } from './service.ts';
export { storeUpload } from './store-upload.ts';
