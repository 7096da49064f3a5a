/** The support module's surface: what other modules and the app use of it; they import nothing else of it. */
export { createPaymentProofService } from './proof-of-payment.ts';
export { supportRoutes } from './routes.ts';
export { createSupportRequestService } from './support-request.ts';
