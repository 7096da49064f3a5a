/** The job-events module's surface: what other modules and the app use of it; they import nothing else of it. */
export { jobEventsRoutes, type TStreamTimings } from './routes.ts';
