/** The catalogue module's surface: what other modules and the app use of it; they import nothing else of it. */
export { catalogueLanguageOf, localize, type TCatalogueLanguage, type TLocalizedText } from './localized-text.ts';
export type { TCatalogueBundle, TCatalogueServiceRecord, TOrderFormCatalogue } from './order-form-catalogue.ts';
export { cataloguePersonalData } from './personal-data.ts';
export { placedServiceName } from './placed-names.ts';
export { catalogueRoutes } from './routes.ts';
export { createCatalogueService, type TCatalogueService, toPreferredGroup } from './service.ts';
