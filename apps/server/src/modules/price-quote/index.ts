/** The price-quote module's surface: what other modules and the app use of it; they import nothing else of it. */
export { priceQuoteRoutes } from './routes.ts';
export { createPriceQuoteService } from './service.ts';
