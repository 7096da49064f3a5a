/** The payments module's surface: what other modules and the app use of it; they import nothing else of it. */
export { paymentJobHandlers } from './jobs.ts';
export { paymentsPersonalData } from './personal-data.ts';
export { paymentsRoutes } from './routes.ts';
