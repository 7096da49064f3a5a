/** The certificates module's surface: what other modules and the app use of it; they import nothing else of it. */
export { ownsCertificate } from './certificate-reads.ts';
export { certificatesRoutes } from './routes.ts';
