/** The social-sign-in module's surface: what other modules and the app use of it; they import nothing else of it. */
export { eraseSocialSignInData, linkedIdentitiesForExport } from './personal-data.ts';
export { socialSignInRoutes } from './routes.ts';
