/** The digital-editing module's surface: what other modules and the app use of it; they import nothing else of it. */
export { writeChosenEdit } from './document-editor.ts';
export type { TChosenChange } from './engine/chosen-changes.ts';
export { editDocx, editedFileName } from './engine/edit-document.ts';
export { digitalEditJobHandlers } from './jobs/digital-edit.ts';
export { digitalEditingRoutes } from './routes.ts';
export { createDigitalEditingService } from './service.ts';
