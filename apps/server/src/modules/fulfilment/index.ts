/** The fulfilment module's surface: what other modules and the app use of it; they import nothing else of it. */
export { fulfilmentPersonalData } from './personal-data.ts';
export { fulfilmentRoutes } from './routes.ts';
