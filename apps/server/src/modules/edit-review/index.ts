/** The edit-review module's surface: what other modules and the app use of it; they import nothing else of it. */
export { ownsDigitalEdit } from './digital-edit-review.ts';
export { editReviewPersonalData } from './personal-data.ts';
export { editReviewJobHandlers, queueDeliveredReading, reviewChangeCount } from './read-job.ts';
export { editReviewRoutes } from './routes.ts';
