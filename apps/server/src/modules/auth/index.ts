/** The auth module's surface: what other modules and the app use of it; they import nothing else of it. */
export { accountEmailLayout, createResearcher, registrationPlace, takeRegistrationSlot } from './create-researcher.ts';
export { eraseSignInData } from './personal-data.ts';
export { authRoutes } from './routes.ts';
export { createAuthService, type TAuthService } from './service.ts';
