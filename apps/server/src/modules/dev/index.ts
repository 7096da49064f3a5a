/** The dev module's surface: what other modules and the app use of it; they import nothing else of it. */
export { devMailboxRoutes } from './routes.ts';
