/** The testimonials module's surface: what other modules and the app use of it; they import nothing else of it. */
export { testimonialsPersonalData } from './personal-data.ts';
export { testimonialsRoutes } from './routes.ts';
