/** The order-form module's surface: what other modules and the app use of it; they import nothing else of it. */
export { ENGLISH_LANGUAGE_ID, isServiceInScope } from './evaluation.ts';
export { ORDER_FORM_SESSION_READ } from './form-access.ts';
export { openFormFromOrder } from './open-from-order.ts';
export { orderFormPersonalData } from './personal-data.ts';
export { findOption, friendlyPrice } from './pricing.ts';
export { closeFormStatement, filesJsonOf, findFileByIdentity, hasOrderFormInProgressOf } from './repository.ts';
export { orderFormRoutes } from './routes.ts';
export { createOrderFormService, type TOrderFormService, type TQuoteView } from './service.ts';
export { startProfessionalEditing } from './start-professional-editing.ts';
export { stepUrl } from './steps.ts';
export { toFileView } from './view.ts';
