import { type ComponentType, lazy, Component as ReactComponent, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner.tsx';
import { ensureCatalogues } from '../lib/i18n.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { Component as LanguageRoot } from './routes/language-root.tsx';
import { useScrollAndFocus } from './use-scroll-and-focus.ts';

/**
 * What a route module exports: its screen, and optionally `prefetch`, which starts the screen's first reads (and
 * any code it loads in turn) for the address being opened, as soon as the module has arrived: beside the
 * catalogue parts the screen waits for, not after it has rendered.
 */
type TRouteModule = { Component: ComponentType; prefetch?: (pathname: string) => void };

/** A route's screen; `preload` starts loading a lazy screen's code before it first renders. */
type TScreen = { Screen: ComponentType; preload?: () => Promise<unknown> };

/**
 * A route module that loads with its route, together with the catalogue parts it needs beyond the
 * start-up ones.
 */
function lazyScreen(load: () => Promise<TRouteModule>, catalogueParts: readonly string[] = []): TScreen {
  let loading: Promise<TRouteModule> | undefined;
  const preload = () => {
    loading ??= Promise.all([
      load().then((module) => {
        module.prefetch?.(window.location.pathname);
        return module;
      }),
      ensureCatalogues(catalogueParts),
    ]).then(([module]) => module);
    return loading;
  };
  return { Screen: lazy(() => preload().then((module) => ({ default: module.Component }))), preload };
}

type TErrorFrameProps = { fallback: ReactNode; resetKey: string; children: ReactNode };

/** Shows `fallback` when its screen fails to load or to render; the next navigation tries again. */
class ErrorFrame extends ReactComponent<TErrorFrameProps, { hasError: boolean; resetKey: string }> {
  override state = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: TErrorFrameProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}

function RouteScreen({ screen, fallback }: { screen: TScreen; fallback: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorFrame fallback={fallback} resetKey={key}>
      <screen.Screen />
    </ErrorFrame>
  );
}

/** A failure of the shell itself: the generic error page, without the shell. */
const shellFailure = (
  <main id="main-content" className="site-main">
    <div className="container">
      <RouteErrorBoundary />
    </div>
  </main>
);

type TRouteOptions = { fallback?: ReactNode; children?: RouteObject[] };

/** Every screen keeps the shell around its error page: a failing screen shows the generic error in place. */
function route(path: string | undefined, screen: TScreen, options: TRouteOptions = {}): RouteObject {
  const element = <RouteScreen screen={screen} fallback={options.fallback ?? <RouteErrorBoundary />} />;
  const handle: TScreen['preload'] = screen.preload;
  return path === undefined ? { index: true, element, handle } : { path, element, handle, children: options.children };
}

const login = lazyScreen(() => import('../features/auth/routes/login-route.tsx'), ['auth']);
const support = lazyScreen(() => import('../features/info/routes/support-route.tsx'), ['info']);
/** The dashboard, with or without filters in its path. */
const dashboard = lazyScreen(() => import('../features/home/routes/researcher-route.tsx'), ['home', 'dashboard']);
/** The order page; its optional segments: the variant ('thank-you') and the chatbot flag (researcher-area §2). */
const orderDetails = lazyScreen(
  () => import('../features/orders/routes/order-details-route.tsx'),
  ['payment', 'orders', 'dashboard', 'certificates'],
);
/** Reviewing the edited file's tracked changes online, of an order or a digital edit (docs/decisions.md, "Review the edits"). */
const orderReview = lazyScreen(() => import('../features/edit-review/routes/order-review-route.tsx'), ['edit-review']);
const verify = lazyScreen(() => import('../features/certificates/routes/verify-route.tsx'), ['certificates', 'file-upload']);
const testimonialSubmit = lazyScreen(
  () => import('../features/testimonials/routes/testimonial-submit-route.tsx'),
  ['testimonials', 'file-upload'],
);

/**
 * Every route sits below a language segment (spec: shell-and-account §2). Route modules are lazy so
 * each screen's code loads with it; each exports `Component`. The declarative router (not the data
 * router with its loaders and actions, which the portal does not use) keeps the shared start-up
 * code about 18 KB smaller.
 */
const routes: RouteObject[] = [
  route(
    '/',
    lazyScreen(() => import('./routes/root-redirect.tsx')),
  ),
  route(
    '/:lang',
    // The shell is part of every screen: it comes with the start-up code rather than after it.
    { Screen: LanguageRoot },
    {
      fallback: shellFailure,
      children: [
        route(
          undefined,
          lazyScreen(() => import('./routes/language-index.tsx')),
        ),
        route('login', login),
        route(
          'login/forgot-password',
          lazyScreen(() => import('../features/auth/routes/forgot-password-route.tsx'), ['auth']),
        ),
        route(
          'login/reset-password/:hash/:userIdentity',
          lazyScreen(() => import('../features/auth/routes/reset-password-route.tsx'), ['auth']),
        ),
        route(
          'login/two-factor',
          lazyScreen(() => import('../features/auth/routes/two-factor-route.tsx'), ['auth', 'two-factor']),
        ),
        route('login/:kind/:message', login),
        route(
          'login/failure/oauth-failure',
          lazyScreen(() => import('../features/social-sign-in/routes/oauth-failure-route.tsx'), ['auth', 'social-sign-in']),
        ),
        route(
          'login/link-account',
          lazyScreen(() => import('../features/social-sign-in/routes/link-account-route.tsx'), ['auth', 'social-sign-in']),
        ),
        route(
          'register',
          lazyScreen(() => import('../features/auth/routes/register-route.tsx'), ['auth']),
        ),
        route(
          'register/verify',
          lazyScreen(() => import('../features/social-sign-in/routes/verify-email-route.tsx'), ['auth', 'social-sign-in']),
        ),
        route(
          'logout',
          lazyScreen(() => import('../features/auth/routes/logout-route.tsx'), ['auth']),
        ),
        route(
          'account',
          lazyScreen(() => import('../features/account/routes/account-route.tsx'), ['account', 'two-factor']),
        ),
        route(
          'account/addresses',
          lazyScreen(() => import('../features/account/routes/addresses-route.tsx'), ['account']),
        ),
        route(
          'account/addresses/:id',
          lazyScreen(() => import('../features/account/routes/address-route.tsx'), ['account']),
        ),
        route(
          'home',
          lazyScreen(() => import('../features/home/routes/home-route.tsx'), ['home', 'dashboard', 'digital-editing']),
        ),
        route('researcher', dashboard),
        route('researcher/index/orders/:xid/:orderTitle/:from/:to/:page', dashboard),
        route(
          'researcher/wfoe-migration-status',
          lazyScreen(() => import('../features/migration/routes/migration-status-route.tsx'), ['migration']),
        ),
        route(
          'researcher/submit/:step?',
          lazyScreen(() => import('../features/order-form/routes/order-form-route.tsx'), ['order-form', 'service-choice']),
        ),
        route(
          'researcher/index/details/:externalId/rework-success/:data?',
          lazyScreen(() => import('../features/re-edit/routes/rework-success-route.tsx'), ['re-edit']),
        ),
        route(
          'researcher/re-edit/:externalId',
          lazyScreen(() => import('../features/re-edit/routes/re-edit-route.tsx'), ['re-edit']),
        ),
        route('researcher/index/details/:externalId/review', orderReview),
        route(
          'researcher/index/details/:externalId/review/re-edit/:reeditId',
          lazyScreen(() => import('../features/edit-review/routes/reedit-link-route.tsx')),
        ),
        route('researcher/index/details/:externalId/:variant?', orderDetails),
        route('researcher/index/details/:externalId/:variant/:chatbot', orderDetails),
        route(
          'researcher/invoices/pay/:invoiceNumbers',
          lazyScreen(() => import('../features/invoices/routes/pay-invoices-route.tsx'), ['payment', 'invoices']),
        ),
        route(
          'researcher/invoices/unpaid/:type',
          lazyScreen(() => import('../features/invoices/routes/payoff-result-route.tsx'), ['payment', 'invoices']),
        ),
        route(
          'researcher/invoices/:invoiceNumber/fapiao',
          // The service-type message ('value-required') and the type labels are the order form's and payment's.
          lazyScreen(() => import('../features/fapiao/routes/invoice-fapiao-route.tsx'), ['fapiao', 'payment', 'order-form']),
        ),
        route(
          'researcher/invoices/:status?',
          lazyScreen(() => import('../features/invoices/routes/invoices-route.tsx'), ['payment', 'invoices', 'fapiao']),
        ),
        route(
          'researcher/grammar-check',
          // Upload refusals are the order form's messages.
          lazyScreen(
            () => import('../features/grammar-check/routes/grammar-check-route.tsx'),
            ['grammar-check', 'order-form', 'file-upload'],
          ),
        ),
        route(
          'researcher/grammar-check/details/:identity',
          lazyScreen(
            () => import('../features/grammar-check/routes/grammar-check-details-route.tsx'),
            ['grammar-check', 'grammar-check-report'],
          ),
        ),
        // The automated tools' purchases (payment pages), the Chinese trial and the /curie and /rubriq addresses.
        route(
          'researcher/digital-editing/subscribe/:receiptCode?/:success?',
          lazyScreen(
            () => import('../features/digital-purchases/routes/digital-editing-subscribe-route.tsx'),
            ['payment', 'digital-purchases'],
          ),
        ),
        route(
          'researcher/digital-translations/purchase/:receiptCode?/:success?',
          lazyScreen(
            () => import('../features/digital-purchases/routes/digital-translations-purchase-route.tsx'),
            ['payment', 'digital-purchases'],
          ),
        ),
        route(
          'chinese-digital-trial',
          lazyScreen(() => import('../features/digital-purchases/routes/chinese-digital-trial-route.tsx'), ['digital-purchases']),
        ),
        route(
          'curie/*',
          lazyScreen(() => import('../features/digital-purchases/routes/curie-route.tsx')),
        ),
        route(
          'rubriq/plan/subscribe/:kind?/:receiptCode?/:success?',
          lazyScreen(
            () => import('../features/digital-purchases/routes/rubriq-plans-route.tsx'),
            ['payment', 'digital-purchases'],
          ),
        ),
        route(
          'rubriq/*',
          lazyScreen(() => import('../features/digital-purchases/routes/rubriq-route.tsx'), ['digital-purchases']),
        ),
        route(
          'researcher/digital-translations/:status?',
          // Upload refusals are the order form's messages; the locked-terms panel has its own catalogue.
          lazyScreen(
            () => import('../features/digital-translations/routes/digital-translations-route.tsx'),
            ['digital-translations', 'locked-terms', 'order-form', 'file-upload'],
          ),
        ),
        // The same review page for a completed digital edit's result (docs/decisions.md, "Review the edits of a digital edit").
        route('researcher/digital-editing/details/:identity/review', orderReview),
        route(
          'researcher/digital-editing/details/:identity',
          lazyScreen(() => import('../features/digital-editing/routes/digital-edit-details-route.tsx'), ['digital-editing']),
        ),
        route(
          'researcher/digital-editing/:status?',
          // Upload refusals are the order form's messages; the locked-terms panel has its own catalogue.
          lazyScreen(
            () => import('../features/digital-editing/routes/digital-editing-route.tsx'),
            ['digital-editing', 'locked-terms', 'file-upload', 'order-form'],
          ),
        ),
        route(
          'researcher/prepay/complete/:type',
          lazyScreen(() => import('../features/prepay/routes/prepay-complete-route.tsx'), ['payment', 'prepay']),
        ),
        route(
          'researcher/prepay/:retainerInvoiceNumber/fapiao',
          lazyScreen(() => import('../features/fapiao/routes/prepay-fapiao-route.tsx'), ['fapiao', 'payment', 'order-form']),
        ),
        route(
          'researcher/prepay/:retainerInvoiceNumber?',
          lazyScreen(() => import('../features/prepay/routes/prepay-route.tsx'), ['payment', 'prepay', 'fapiao']),
        ),
        // The loyalty programme: the rewards page, its former aje-plus address and the earned coupons.
        route(
          'researcher/rewards',
          lazyScreen(() => import('../features/rewards/routes/rewards-route.tsx'), ['rewards', 'dashboard']),
        ),
        route(
          'researcher/aje-plus',
          lazyScreen(() => import('../features/rewards/routes/aje-plus-route.tsx')),
        ),
        route(
          'researcher/coupons',
          lazyScreen(() => import('../features/rewards/routes/coupons-route.tsx'), ['rewards', 'dashboard', 'order-form']),
        ),
        // The staff console (the shell lets staff only in): its code loads with these routes, never for researchers.
        route(
          'staff',
          lazyScreen(() => import('../features/staff/routes/staff-queue-route.tsx'), ['staff', 'fapiao']),
        ),
        route(
          'staff/fapiaos',
          lazyScreen(
            () => import('../features/fapiao/routes/staff-fapiaos-route.tsx'),
            ['staff', 'fapiao', 'payment', 'file-upload'],
          ),
        ),
        route(
          'staff/review-questions',
          lazyScreen(() => import('../features/staff/routes/staff-review-questions-route.tsx'), ['staff']),
        ),
        route(
          'staff/orders/:externalId',
          // Upload refusals are the order form's messages.
          lazyScreen(() => import('../features/staff/routes/staff-order-route.tsx'), ['staff', 'order-form', 'file-upload']),
        ),
        route(
          'referral-rewards',
          lazyScreen(() => import('../features/referrals/routes/referral-rewards-route.tsx'), ['referrals']),
        ),
        route(
          'staff/testimonials',
          lazyScreen(() => import('../features/testimonials/routes/staff-testimonials-route.tsx'), ['staff', 'testimonials']),
        ),
        // Testimonials: the route and its child `submit` show the same form (shell and account §2).
        route('testimonials', testimonialSubmit),
        route('testimonials/submit', testimonialSubmit),
        route(
          'legal/:document',
          lazyScreen(() => import('../features/info/routes/legal-route.tsx'), ['info']),
        ),
        route(
          'certificate',
          lazyScreen(() => import('../features/certificates/routes/certificate-index-route.tsx'), ['certificates']),
        ),
        route('certificate/verify', verify),
        route('certificate/verify/:code', verify),
        route(
          'certificate/:code',
          lazyScreen(() => import('../features/certificates/routes/certificate-route.tsx'), ['certificates', 'orders']),
        ),
        route('support', support),
        route(
          'support/index/submission/:externalId/type/proof-of-payment',
          // The upload's refusals are the order form's messages.
          lazyScreen(() => import('../features/info/routes/proof-of-payment-route.tsx'), ['info', 'order-form']),
        ),
        route(
          'support/index/submission/:externalId/type/inactive-service',
          lazyScreen(() => import('../features/info/routes/inactive-service-route.tsx'), ['info']),
        ),
        route('support/index/submission/:externalId/*', support),
        route(
          'error',
          lazyScreen(() => import('./routes/error-route.tsx')),
        ),
        route(
          '*',
          lazyScreen(() => import('./routes/not-found-route.tsx')),
        ),
      ],
    },
  ),
];

/** Starts loading the screens of a path (and their catalogue parts) before the app first renders. */
export function preloadRoutes(pathname: string): void {
  for (const { route: matched } of matchRoutes(routes, pathname) ?? []) {
    const preload = matched.handle as TScreen['preload'];
    void preload?.().catch(() => undefined);
  }
}

/** The route tree; while a first screen loads, a spinner. Later navigations keep the old screen until the new one is ready. */
export function AppRoutes() {
  const element = useRoutes(routes);
  useScrollAndFocus();
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}
