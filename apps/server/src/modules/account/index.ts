/** The account module's surface: what other modules and the app use of it; they import nothing else of it. */
export { linkedAccountsJsonOf, QUALIFIED_USER_ID, toLinkedAccount } from './linked-accounts-json.ts';
export { accountPersonalData } from './personal-data.ts';
export { accountRoutes } from './routes.ts';
export { addressesJsonOf, createAccountService, FOUND_US_OPTIONS, type TAccountService } from './service.ts';
export { markTestimonialSubmitted } from './submitted-testimonial.ts';
