import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { DOCS_PREFIX } from './platform/api-docs.ts';
import { AppError } from './platform/errors.ts';
import { isLocalClient } from './platform/local-client.ts';
import { requireAuth, requireStaff, type TSessionLookup, tokenHashOf } from './platform/sessions.ts';

/**
 * Who may call each route: the one list every route must be in. A route missing from it cannot be
 * registered (the server refuses to start), so a new route cannot exist without saying who may call it;
 * the access tests (route-access.test.ts) read this list as their plan.
 *
 * - `public`: anyone, signed in or not (what it answers depends on who asks, never another user's data).
 * - `visitor`: the caller's own order form, signed in or through the anonymous order-form cookie; any other
 *   form answers 404.
 * - `signed-in`: a researcher's session; without one 401 `session-invalid` before the body is even read.
 * - `staff`: a staff member's own session; a researcher gets 403, and so does a session acting as a customer.
 * - `webhook`: server-to-server, authenticated by the provider's signature.
 * - `sandbox`: the built-in test providers' own pages (card frame, checkout, boleto; OpenID; WeChat's phone page),
 *   not the portal's: never registered in production, and answered only to this machine (loopback, not
 *   forwarded by a proxy) unless SANDBOX_ALLOW_REMOTE; anyone else gets 404.
 * - `development`: the development mailbox, off in production, this machine only unless MAILBOX_ALLOW_REMOTE.
 * - `docs`: the API description.
 */
export type TRouteAccess = 'public' | 'visitor' | 'signed-in' | 'staff' | 'webhook' | 'sandbox' | 'development' | 'docs';

const ORDER_FORM = '/api/order-form/:id';

export const ROUTE_ACCESS: Readonly<Record<string, TRouteAccess>> = {
  // Shell, catalogue and reference data
  'GET /api/researcher/load': 'public',
  'GET /api/researcher/update-language': 'public',
  'GET /api/countries': 'public',
  'GET /api/payment/currencies': 'public',
  'GET /api/areas-of-study': 'public',
  'GET /api/journals': 'public',
  'GET /api/service-details': 'public',
  // Sign-in, registration, password reset
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/logout.gif': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/researcher_exists': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  // Two-factor sign-in's second step: the pending sign-in's cookie (set by the first step) is the caller's proof
  'GET /api/auth/two-factor': 'public',
  'POST /api/auth/two-factor': 'public',
  'POST /api/auth/two-factor/passkey-options': 'public',
  // The account's second factors (modules/two-factor): authenticator app, passkeys, recovery codes
  'GET /api/account/two-factor': 'signed-in',
  'POST /api/account/two-factor/totp': 'signed-in',
  'GET /api/account/two-factor/totp/qr.svg': 'signed-in',
  'POST /api/account/two-factor/totp/confirm': 'signed-in',
  'POST /api/account/two-factor/totp/remove': 'signed-in',
  'POST /api/account/two-factor/passkeys/options': 'signed-in',
  'POST /api/account/two-factor/passkeys': 'signed-in',
  'POST /api/account/two-factor/passkeys/:id/remove': 'signed-in',
  'POST /api/account/two-factor/recovery-codes': 'signed-in',
  // Social sign-in (OpenID Connect: ORCID, Google): start, callback, the pending registration or link, linked accounts
  'GET /api/auth/opa/:providerId': 'public',
  'GET /api/auth/opa/:providerId/callback': 'public',
  'GET /api/auth/opa/pending/:token': 'public',
  'POST /api/auth/opa/register': 'public',
  'POST /api/auth/opa/register/verify': 'public',
  'POST /api/auth/opa/link': 'public',
  'GET /api/account/linked-accounts': 'signed-in',
  'DELETE /api/account/linked-accounts/:id': 'signed-in',
  // WeChat QR sign-in: anyone may ask for a code; only the browser that asked may poll it or fetch its QR
  'POST /api/auth/wechat-login': 'public',
  'GET /api/auth/wechat-login/:loginCode': 'visitor',
  'GET /api/auth/wechat-login/:loginCode/qr.svg': 'visitor',
  // Linking WeChat to the signed-in account (same QR flow)
  'GET /api/account/wechat': 'signed-in',
  'DELETE /api/account/wechat': 'signed-in',
  'POST /api/account/wechat-link': 'signed-in',
  'GET /api/account/wechat-link/:loginCode': 'signed-in',
  // Account
  'GET /api/account': 'public',
  'GET /api/account/redirect': 'signed-in',
  'PUT /api/account/:identity/update-details': 'signed-in',
  'POST /api/account/addresses': 'signed-in',
  'PUT /api/account/addresses/:id': 'signed-in',
  'DELETE /api/account/addresses/:id': 'signed-in',
  'GET /api/users/:identity/order-count': 'signed-in',
  'POST /api/users/:identity/preferred-group': 'signed-in',
  'DELETE /api/users/:identity/preferred-group': 'signed-in',
  'PUT /api/users/:identity/hide-check-spam-message': 'signed-in',
  'PUT /api/users/:identity/wfoe-tos-accepted': 'signed-in',
  'GET /api/users/:identity/reward-points': 'signed-in',
  // A researcher's data rights: their archive ("Download my data"); closing the account is update-details
  'POST /api/account/data-exports': 'signed-in',
  'GET /api/account/data-exports/:exportId': 'signed-in',
  'GET /api/account/data-exports/:exportId/download': 'signed-in',
  // Staff
  'POST /api/staff/impersonate': 'staff',
  'POST /api/staff/stop-impersonating': 'signed-in',
  // Staff console: the order queue, an order's page and what staff do to it (modules/fulfilment)
  'GET /api/staff/orders': 'staff',
  'GET /api/staff/payment-proofs': 'staff',
  'GET /api/staff/editors': 'staff',
  'GET /api/staff/orders/:externalId': 'staff',
  'POST /api/staff/orders/:externalId/stage': 'staff',
  'PUT /api/staff/orders/:externalId/assignee': 'staff',
  'PUT /api/staff/orders/:externalId/flags': 'staff',
  'POST /api/staff/orders/:externalId/deliverables': 'staff',
  'GET /api/staff/orders/:externalId/deliverables/:key': 'staff',
  'DELETE /api/staff/orders/:externalId/deliverables/:key': 'staff',
  'GET /api/staff/orders/:externalId/files/:identity': 'staff',
  'POST /api/staff/orders/:externalId/certificate': 'staff',
  'GET /api/staff/orders/:externalId/payment-proofs/:identity': 'staff',
  'PUT /api/staff/orders/:externalId/payment-proofs/:identity/review': 'staff',
  // Order form (a visitor's or a researcher's own)
  'GET /api/order-form/new': 'public',
  'GET /api/order-form/load': 'public',
  'POST /api/order-form/reset': 'public',
  'GET /api/order/duplicate': 'public',
  [`GET ${ORDER_FORM}/load`]: 'visitor',
  [`PUT ${ORDER_FORM}/basic-details`]: 'visitor',
  [`PUT ${ORDER_FORM}/rework-basic-details`]: 'visitor',
  [`PUT ${ORDER_FORM}/referral-emails`]: 'visitor',
  [`PUT ${ORDER_FORM}/manuscript-details`]: 'visitor',
  [`PUT ${ORDER_FORM}/selected-service`]: 'visitor',
  [`PUT ${ORDER_FORM}/service-options/:serviceIdentity/quantity`]: 'visitor',
  [`POST ${ORDER_FORM}/service-bundle`]: 'visitor',
  [`POST ${ORDER_FORM}/service-bundle-interest`]: 'visitor',
  [`POST ${ORDER_FORM}/service-bundle-questions`]: 'visitor',
  [`PUT ${ORDER_FORM}/step`]: 'visitor',
  [`PUT ${ORDER_FORM}/update-delivery-tier`]: 'visitor',
  [`PUT ${ORDER_FORM}/update-word-count`]: 'visitor',
  [`PUT ${ORDER_FORM}/discount-code`]: 'visitor',
  [`PUT ${ORDER_FORM}/discount-code/:code`]: 'visitor',
  [`DELETE ${ORDER_FORM}/discount-code/:code`]: 'visitor',
  [`PUT ${ORDER_FORM}/details`]: 'visitor',
  [`GET ${ORDER_FORM}/document-details`]: 'visitor',
  [`GET ${ORDER_FORM}/applicable-promotional-code-benefits`]: 'visitor',
  [`PUT ${ORDER_FORM}/journal`]: 'visitor',
  [`GET ${ORDER_FORM}/get-bin-price`]: 'visitor',
  [`PUT ${ORDER_FORM}/generate-price-quote`]: 'visitor',
  [`POST ${ORDER_FORM}/convert-quote`]: 'visitor',
  [`POST ${ORDER_FORM}/files`]: 'visitor',
  [`DELETE ${ORDER_FORM}/files/:fileIdentity`]: 'visitor',
  'GET /api/file/:identity/download': 'visitor',
  'GET /api/price-quote/:estimateId/pdf': 'visitor',
  'POST /api/price-quote/:estimateId/email': 'visitor',
  // Checkout
  [`PUT ${ORDER_FORM}/payments`]: 'signed-in',
  [`PUT ${ORDER_FORM}/voucher/:code`]: 'signed-in',
  'GET /api/payment/load': 'signed-in',
  'GET /api/payment/braintree-client-token': 'signed-in',
  'GET /api/payment/return/:receiptCode': 'signed-in',
  'GET /api/payment/:id/pdf': 'signed-in',
  'GET /api/payment/:id/boleto': 'signed-in',
  'POST /api/payoff/payment': 'signed-in',
  'POST /api/prepay/payment': 'signed-in',
  'POST /api/payment/webhook/sandbox': 'webhook',
  // Orders, invoices, documents
  'GET /api/order/search': 'signed-in',
  'GET /api/order/:externalId': 'signed-in',
  'GET /api/order/:externalId/payment': 'signed-in',
  'GET /api/order/:externalId/services': 'signed-in',
  'GET /api/order/:externalId/deliverables': 'signed-in',
  'GET /api/order/:externalId/deliverables/:key': 'signed-in',
  // Reviewing the edited file online (docs/decisions.md, "Review the edits")
  'GET /api/order/:externalId/review': 'signed-in',
  'PUT /api/order/:externalId/review/decisions': 'signed-in',
  'GET /api/order/:externalId/review/download': 'signed-in',
  'GET /api/order/:externalId/review/questions': 'signed-in',
  'POST /api/order/:externalId/review/questions': 'signed-in',
  'POST /api/order/:externalId/review/questions/:questionId/replies': 'signed-in',
  'POST /api/order/:externalId/review/re-edit': 'signed-in',
  'GET /api/order/:externalId/review/re-edits/:reeditId': 'signed-in',
  'GET /api/staff/review-questions': 'staff',
  'POST /api/staff/review-questions/:questionId/answers': 'staff',
  'POST /api/staff/review-questions/:questionId/resolve': 'staff',
  'POST /api/staff/review-questions/re-edit': 'staff',
  'GET /api/staff/orders/:externalId/review-re-edits': 'staff',
  'PUT /api/order/:externalId/save': 'signed-in',
  'POST /api/order/:externalId/email-notifications': 'signed-in',
  // Certificates: the owner's view, edit, files and PDF; anyone may verify a code
  'GET /api/certificate/:code': 'signed-in',
  'PUT /api/certificate/save/:code': 'signed-in',
  'GET /api/certificate/:code/deliverables': 'signed-in',
  'GET /api/certificate/:code/deliverables/:key': 'signed-in',
  'GET /api/certificate/:code/pdf': 'signed-in',
  'GET /api/certificate/verify/:code': 'public',
  // The grammar check (language assessments): a researcher's own, or a visitor's through the grammar_check cookie
  // Jobs' progress pushed to the signed-in researcher's pages (Server-Sent Events; their own jobs only)
  'GET /api/events': 'signed-in',
  'GET /api/grammar-check/search': 'public',
  'GET /api/grammar-check/captcha': 'public',
  'POST /api/grammar-check/create': 'public',
  'GET /api/grammar-check/:identity': 'public',
  'POST /api/grammar-check/:identity/archive': 'public',
  'DELETE /api/grammar-check/:identity': 'public',
  'POST /api/grammar-check/:identity/accepted-suggestions': 'signed-in',
  // Digital translation: a researcher's own translations (the purchases' load call is listed with the purchases)
  'GET /api/digital-order/search': 'signed-in',
  'POST /api/digital-order/create': 'signed-in',
  'POST /api/digital-order/:id/archive': 'signed-in',
  'DELETE /api/digital-order/:id': 'signed-in',
  'GET /api/digital-order/:id/download': 'signed-in',
  'GET /api/order-form/from-language-assessment/:identity': 'signed-in',
  // Digital editing (a researcher's own edits), the home's recent digital documents, and locked terms
  'GET /api/digital-edit/search': 'signed-in',
  'POST /api/digital-edit/create': 'signed-in',
  'GET /api/digital-edit/:identity': 'signed-in',
  'POST /api/digital-edit/:identity/archive': 'signed-in',
  'DELETE /api/digital-edit/:identity': 'signed-in',
  'GET /api/digital-edit/:identity/download': 'signed-in',
  'GET /api/digital-edit/:identity/review': 'signed-in',
  'PUT /api/digital-edit/:identity/review/decisions': 'signed-in',
  'GET /api/digital-edit/:identity/review/download': 'signed-in',
  'GET /api/order-form/from-digital-edit/:identity': 'signed-in',
  'GET /api/digital-documents/recent': 'signed-in',
  'GET /api/locked-terms': 'signed-in',
  'POST /api/locked-terms': 'signed-in',
  'DELETE /api/locked-terms/:id': 'signed-in',
  // Loyalty levels, the points history and earned coupons
  'GET /api/loyalty/levels/load': 'signed-in',
  'GET /api/loyalty/load': 'signed-in',
  'GET /api/reward/history/load': 'signed-in',
  // The automated tools' purchases: the editing subscription, translation packages and the Chinese trial
  'GET /api/digital-edit/load': 'signed-in',
  'GET /api/digital-order/load': 'signed-in',
  'POST /api/digital-edit/payment': 'signed-in',
  'POST /api/digital-translation/payment': 'signed-in',
  'POST /api/digital-order/chinese-digital-trial': 'signed-in',
  // The dashboard's widgets and banners
  'GET /api/researcher/dashboard': 'signed-in',
  // Re-edits, rework requests and the support pages about an order
  'GET /api/order/:externalId/re-edit-options': 'signed-in',
  'GET /api/order-form/reedit/:externalId': 'signed-in',
  'GET /api/order-form/rework/:externalId': 'signed-in',
  'GET /api/order/:externalId/proof-of-payment': 'signed-in',
  'POST /api/order/:externalId/proof-of-payment': 'signed-in',
  'POST /api/order/:externalId/support-request': 'signed-in',
  'GET /api/invoice/load': 'signed-in',
  'GET /api/invoice/:invoiceNumber/pdf': 'signed-in',
  'GET /api/invoice/:invoiceNumber/statement-of-delivery': 'signed-in',
  'GET /api/retainer-invoice/:retainerInvoiceNumber/pdf': 'signed-in',
  // The referral page: the researcher's own share link, invitations, referred researchers, credits, QR code and flyer
  'GET /api/referral-rewards/load': 'signed-in',
  'GET /api/referral-rewards/total-credits': 'signed-in',
  'GET /api/referral-rewards/qr.svg': 'signed-in',
  'GET /api/referral-rewards/flyer.pdf': 'signed-in',
  // Fapiaos requested after payment (the owner's own; another's answers 404) and the staff console's fapiao queue
  'POST /api/fapiao': 'signed-in',
  'GET /api/fapiao': 'signed-in',
  'GET /api/fapiao/organizations': 'signed-in',
  'GET /api/fapiao/requestable/:invoiceNumber': 'signed-in',
  'DELETE /api/fapiao/:identity': 'signed-in',
  'GET /api/fapiao/:identity/document': 'signed-in',
  'GET /api/staff/fapiaos': 'staff',
  'POST /api/staff/fapiaos/:identity/issue': 'staff',
  'POST /api/staff/fapiaos/:identity/fail': 'staff',
  'GET /api/staff/fapiaos/:identity/document': 'staff',
  // Testimonials: a researcher sends one; staff list them, see the photo, approve or reject (modules/testimonials)
  'POST /api/testimonials/create': 'signed-in',
  'GET /api/staff/testimonials': 'staff',
  'GET /api/staff/testimonials/:identity/photo': 'staff',
  'POST /api/staff/testimonials/:identity/approve': 'staff',
  'POST /api/staff/testimonials/:identity/reject': 'staff',
  // The sandbox payment provider's own pages
  'GET /sandbox/card-frame': 'sandbox',
  'POST /sandbox/card/tokenize': 'sandbox',
  'GET /sandbox/checkout/:sessionId': 'sandbox',
  'POST /sandbox/checkout/:sessionId': 'sandbox',
  'POST /sandbox/checkout/:sessionId/decision': 'sandbox',
  'GET /sandbox/boleto/:receiptCode': 'sandbox',
  'POST /sandbox/boleto/:receiptCode/pay': 'sandbox',
  // The sandbox OpenID provider (social sign-in), when OIDC_SANDBOX is on
  'GET /sandbox/oidc/:providerId/.well-known/openid-configuration': 'sandbox',
  'GET /sandbox/oidc/:providerId/jwks': 'sandbox',
  'GET /sandbox/oidc/:providerId/authorize': 'sandbox',
  'POST /sandbox/oidc/:providerId/authorize': 'sandbox',
  'POST /sandbox/oidc/:providerId/token': 'sandbox',
  // The sandbox WeChat's phone page (what a scanned QR code opens)
  'GET /sandbox/wechat/scan': 'sandbox',
  'POST /sandbox/wechat/scan': 'sandbox',
  // The root's redirect to the site language; the web app's files and pages (what is not a file gets index.html)
  'GET /': 'public',
  'GET /*': 'public',
  // Development
  'GET /dev/mailbox': 'development',
  'GET /dev/mailbox.json': 'development',
};

/** The access of a route as registered (`:id` and `:orderIdentity` name the same order form); undefined when unlisted. */
export function accessOf(method: string, url: string): TRouteAccess | undefined {
  if (url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) return 'docs';
  return ROUTE_ACCESS[`${method} ${url.replace('/api/order-form/:orderIdentity/', '/api/order-form/:id/')}`];
}

type TAccessConfig = { access?: TRouteAccess; sessionInRead?: boolean };

/** Whether the record a path names belongs to the caller; answered by the module that owns the record. */
export type TOwnershipCheck = (request: FastifyRequest, id: string) => Promise<boolean>;
export type TOwnershipChecks = {
  orderForm: TOwnershipCheck;
  address: TOwnershipCheck;
  dataExport: TOwnershipCheck;
  order: TOwnershipCheck;
  certificate: TOwnershipCheck;
  invoice: TOwnershipCheck;
  retainerInvoice: TOwnershipCheck;
  payment: TOwnershipCheck;
  boleto: TOwnershipCheck;
  passkey: TOwnershipCheck;
  digitalEdit: TOwnershipCheck;
};

/** Which record a route's path names, by its registered path. */
function ownedRecordOf(url: string, params: Record<string, string | undefined>) {
  if (url.startsWith('/api/order-form/:id/') || url.startsWith('/api/order-form/:orderIdentity/')) {
    return { kind: 'orderForm' as const, id: params.id ?? params.orderIdentity ?? '' };
  }
  if (url.startsWith('/api/account/addresses/:id')) return { kind: 'address' as const, id: params.id ?? '' };
  if (url.startsWith('/api/account/data-exports/:exportId')) {
    return { kind: 'dataExport' as const, id: params.exportId ?? '' };
  }
  if (url.startsWith('/api/order/:externalId/') || /^\/api\/order-form\/(reedit|rework)\/:externalId$/.test(url)) {
    return { kind: 'order' as const, id: params.externalId ?? '' };
  }
  if (url.startsWith('/api/invoice/:invoiceNumber/')) return { kind: 'invoice' as const, id: params.invoiceNumber ?? '' };
  if (url.startsWith('/api/retainer-invoice/:retainerInvoiceNumber/')) {
    return { kind: 'retainerInvoice' as const, id: params.retainerInvoiceNumber ?? '' };
  }
  if (url === '/api/payment/:id/pdf') return { kind: 'payment' as const, id: params.id ?? '' };
  // The boleto's path names its payment by receipt code.
  if (url === '/api/payment/:id/boleto') return { kind: 'boleto' as const, id: params.id ?? '' };
  // Every path naming a certificate by its code (the public verification is not signed-in, so never asked).
  if (url.startsWith('/api/certificate/save/:code') || url.startsWith('/api/certificate/:code')) {
    return { kind: 'certificate' as const, id: params.code ?? '' };
  }
  // The review of a digital edit reads a body or a query: the edit must be the caller's before either is checked.
  if (url.startsWith('/api/digital-edit/:identity/review')) return { kind: 'digitalEdit' as const, id: params.identity ?? '' };
  if (url.startsWith('/api/account/two-factor/passkeys/:id')) return { kind: 'passkey' as const, id: params.id ?? '' };
  if (url.startsWith('/api/account/:identity/') || url.startsWith('/api/users/:identity/')) {
    return { kind: 'self' as const, id: params.identity ?? '' };
  }
  return null;
}

/** A registered route: who may call it, and whether its body is multipart (an upload) rather than JSON. */
export type TRegisteredRoute = { method: string; url: string; access: TRouteAccess; isMultipart: boolean };

/** The kinds of route that answer only a client on this machine unless told otherwise. */
type TLocalOnlyAccess = 'sandbox' | 'development';

export type TRouteAccessOptions = {
  /** The plain session lookup (registerSessions). */
  sessionOf: TSessionLookup;
  /** SANDBOX_ALLOW_REMOTE, and MAILBOX_ALLOW_REMOTE for the mailbox. */
  isRemoteAllowed: Record<TLocalOnlyAccess, boolean>;
};

/** Another machine asking for a sandbox page or the mailbox: they are not there (404, as an unknown path). */
const refuseRemoteClient: onRequestAsyncHookHandler = async (request) => {
  if (!isLocalClient(request)) throw AppError.notFound();
};

/**
 * Classifies every route as it is registered (an unlisted one throws, so the server does not start), and
 * before any input is validated checks who calls: signed-in and staff routes need their session, and a
 * path naming a record (an order form, an address, a data export, a passkey, a user, an order, an invoice, a payment) must
 * name one of the caller's, else 404. A caller learns nothing from another's record, not even which fields or
 * query parameters a request about it would need; an impersonating session is refused on staff routes.
 * Reads that look the session up in their own statement (SESSION_IN_READ) check it there; when their input is
 * invalid, the session is looked up and checked here first, so such a read too refuses a caller before it says
 * what is wrong with the input (`sessionOf` is the plain session lookup).
 */
export function registerRouteAccess(app: FastifyInstance, options: TRouteAccessOptions) {
  const { sessionOf, isRemoteAllowed } = options;
  const registered: TRegisteredRoute[] = [];
  let owners: TOwnershipChecks | null = null;
  app.addHook('onRoute', function classify(route) {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    // Fastify's own HEAD twin of a GET route: the GET carries the classification.
    if (methods.length === 0) return;
    const accesses = new Set(methods.map((method) => accessOf(method, route.url)));
    const [access] = accesses;
    if (access === undefined || accesses.has(undefined) || accesses.size !== 1) {
      throw new Error(`${methods.join(',')} ${route.url} is not classified in apps/server/src/route-access.ts`);
    }
    route.config = { ...(route.config as object), access } as typeof route.config;
    // `this` is the plugin the route is registered in: multipart is parsed only where an upload plugin registered it.
    const isMultipart = this.hasContentTypeParser('multipart/form-data');
    for (const method of methods) registered.push({ method, url: route.url, access, isMultipart });
    if ((access === 'sandbox' || access === 'development') && !isRemoteAllowed[access]) {
      route.onRequest = [refuseRemoteClient, ...[route.onRequest ?? []].flat()];
    }
    // Hooked only where there is something to check, so public routes and SESSION_IN_READ reads pay nothing.
    const needsSession = access === 'signed-in' || access === 'staff';
    if (!needsSession && !ownedRecordOf(route.url, {})) return;
    if ((route.config as TAccessConfig).sessionInRead) {
      // The read's one statement stays the only one on valid input; invalid input reaches checkBeforeRefusal.
      route.attachValidation = true;
      route.preHandler = [checkBeforeRefusal, ...[route.preHandler ?? []].flat()];
      return;
    }
    route.preValidation = [route.preValidation ?? []].flat().concat(checkAccess);
  });
  async function checkBeforeRefusal(request: FastifyRequest) {
    if (!request.validationError) return;
    const tokenHash = tokenHashOf(request);
    request.auth = tokenHash ? ((await sessionOf(tokenHash))?.auth ?? null) : null;
    await checkAccess(request);
    throw request.validationError;
  }
  async function checkAccess(request: FastifyRequest) {
    const config = request.routeOptions.config as TAccessConfig | undefined;
    if (config?.access === 'signed-in') requireAuth(request);
    else if (config?.access === 'staff') requireStaff(request);
    const record = ownedRecordOf(request.routeOptions.url ?? '', request.params as Record<string, string | undefined>);
    if (!record) return;
    if (record.kind === 'self') {
      if (requireAuth(request).user.identity !== record.id) throw AppError.notFound();
      return;
    }
    if (!owners) throw new Error('registerRouteAccess: ownership checks were not set');
    if (!(await owners[record.kind](request, record.id))) throw AppError.notFound();
  }
  return {
    routes: registered as readonly TRegisteredRoute[],
    /** The modules' checks, set once their services exist (before the server listens). */
    setOwnershipChecks(checks: TOwnershipChecks) {
      owners = checks;
    },
  };
}
