/** The digital-translations module's surface: what other modules and the app use of it; they import nothing else of it. */
export { digitalTranslationJobHandlers } from './jobs/translate-document-job.ts';
export { digitalTranslationRoutes } from './routes.ts';
export { createDigitalTranslationService } from './service.ts';
