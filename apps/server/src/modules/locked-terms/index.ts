/** The locked-terms module's surface: what other modules and the app use of it; they import nothing else of it. */
export { lockedTermsRoutes } from './routes.ts';
export { createLockedTermsService, lockedTermsOf } from './service.ts';
