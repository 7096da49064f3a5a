/** The data-rights module's surface: what other modules and the app use of it; they import nothing else of it. */
export { accountClosureJobHandlers, closeAccount } from './account-closure.ts';
export { createDataExportService } from './data-export.ts';
export { dataExportJobHandlers } from './data-export-archive.ts';
export { findExportsOfUser, patchExport } from './data-export-store.ts';
export { dataRightsRoutes } from './routes.ts';
