/** The researcher module's surface: what other modules and the app use of it; they import nothing else of it. */
export { researcherRoutes } from './routes.ts';
export { createApplicationService } from './service.ts';
