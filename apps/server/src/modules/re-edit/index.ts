/** The re-edit module's surface: what other modules and the app use of it; they import nothing else of it. */
export { reeditRoutes } from './routes.ts';
export { createReeditService } from './service.ts';
