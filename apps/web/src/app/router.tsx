import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { ensureCatalogues } from '../lib/i18n.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A route module that needs catalogue parts beyond the start-up ones gets them before it renders. */
function withCatalogues<T>(parts: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), ensureCatalogues(parts)]);
    return module;
  };
}

/** Every screen keeps the shell around its error page: a failing screen shows the generic error in place. */
function screen(path: string | undefined, lazy: RouteObject['lazy']): RouteObject {
  return path === undefined
    ? { index: true, lazy, ErrorBoundary: RouteErrorBoundary }
    : { path, lazy, ErrorBoundary: RouteErrorBoundary };
}

/**
 * Every route sits below a language segment (spec: shell-and-account §2). Route modules are
 * lazy so each screen's code loads with it; each exports `Component` (and may export `ErrorBoundary`).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: () => import('./routes/root-redirect.tsx'),
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorBoundary,
  },
  {
    path: '/:lang',
    lazy: () => import('./routes/language-root.tsx'),
    HydrateFallback: PageSpinner,
    children: [
      screen(undefined, () => import('./routes/language-index.tsx')),
      screen('login', () => import('../features/auth/routes/login-route.tsx')),
      screen('login/forgot-password', () => import('../features/auth/routes/forgot-password-route.tsx')),
      screen('login/reset-password/:hash/:userIdentity', () => import('../features/auth/routes/reset-password-route.tsx')),
      screen('login/:kind/:message', () => import('../features/auth/routes/login-route.tsx')),
      screen('register', () => import('../features/auth/routes/register-route.tsx')),
      screen('logout', () => import('../features/auth/routes/logout-route.tsx')),
      screen(
        'account',
        withCatalogues(['account'], () => import('../features/account/routes/account-route.tsx')),
      ),
      screen(
        'account/addresses',
        withCatalogues(['account'], () => import('../features/account/routes/addresses-route.tsx')),
      ),
      screen(
        'account/addresses/:id',
        withCatalogues(['account'], () => import('../features/account/routes/address-route.tsx')),
      ),
      screen(
        'home',
        withCatalogues(['home'], () => import('../features/home/routes/home-route.tsx')),
      ),
      screen(
        'researcher',
        withCatalogues(['home'], () => import('../features/home/routes/researcher-route.tsx')),
      ),
      screen(
        'researcher/wfoe-migration-status',
        withCatalogues(['migration'], () => import('../features/migration/routes/migration-status-route.tsx')),
      ),
      screen(
        'researcher/submit/:step?',
        withCatalogues(
          ['order-form', 'price-quote', 'payment'],
          () => import('../features/order-form/routes/order-form-route.tsx'),
        ),
      ),
      screen(
        'researcher/index/details/:externalId/:variant?',
        withCatalogues(['payment', 'orders'], () => import('../features/orders/routes/order-details-route.tsx')),
      ),
      screen(
        'researcher/invoices/pay/:invoiceNumbers',
        withCatalogues(['payment', 'invoices'], () => import('../features/invoices/routes/pay-invoices-route.tsx')),
      ),
      screen(
        'researcher/invoices/unpaid/:type',
        withCatalogues(['payment', 'invoices'], () => import('../features/invoices/routes/payoff-result-route.tsx')),
      ),
      screen(
        'researcher/invoices/:status?',
        withCatalogues(['payment', 'invoices'], () => import('../features/invoices/routes/invoices-route.tsx')),
      ),
      screen(
        'researcher/prepay/complete/:type',
        withCatalogues(['payment', 'prepay'], () => import('../features/prepay/routes/prepay-complete-route.tsx')),
      ),
      screen(
        'researcher/prepay/:retainerInvoiceNumber?',
        withCatalogues(['payment', 'prepay'], () => import('../features/prepay/routes/prepay-route.tsx')),
      ),
      screen(
        'legal/:document',
        withCatalogues(['info'], () => import('../features/info/routes/legal-route.tsx')),
      ),
      screen(
        'support',
        withCatalogues(['info'], () => import('../features/info/routes/support-route.tsx')),
      ),
      screen(
        'support/index/submission/:externalId/*',
        withCatalogues(['info'], () => import('../features/info/routes/support-route.tsx')),
      ),
      screen('error', () => import('./routes/error-route.tsx')),
      screen('*', () => import('./routes/not-found-route.tsx')),
    ],
  },
]);
