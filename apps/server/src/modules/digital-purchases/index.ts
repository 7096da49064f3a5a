/** The digital-purchases module's surface: what other modules and the app use of it; they import nothing else of it. */
export { activeEditingPurchase, digitalEditingAccess, grantDigitalPurchase, spendTranslationUse } from './access.ts';
export { digitalPurchasesPersonalData } from './personal-data.ts';
export {
  activatePurchase,
  cancelPurchaseOfPayment,
  insertPendingPurchase,
  linkPurchaseToPayment,
  type TPendingDigitalPurchase,
} from './purchase-lifecycle.ts';
export { digitalPurchasesRoutes } from './routes.ts';
export { createDigitalPurchasesService } from './service.ts';
