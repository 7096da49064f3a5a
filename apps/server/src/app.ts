import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { LOCALE_TO_SEGMENT, MESSAGE } from '@portal/domain';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { TConfig } from './config.ts';
import { resolveWebhookSecret } from './integrations/payments/payment-config.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import { createTranslationEngines, offeredTranslationLanguages } from './integrations/translation/engines.ts';
import { jobHandlers } from './job-handlers.ts';
import { accountRoutes, createAccountService } from './modules/account/index.ts';
import { authRoutes, createAuthService } from './modules/auth/index.ts';
import { catalogueRoutes, createCatalogueService } from './modules/catalogue/index.ts';
import { certificatesRoutes, ownsCertificate } from './modules/certificates/index.ts';
import { createDataExportService, dataRightsRoutes } from './modules/data-rights/index.ts';
import { devMailboxRoutes } from './modules/dev/index.ts';
import { createDigitalEditingService, digitalEditingRoutes } from './modules/digital-editing/index.ts';
import { createDigitalPurchasesService, digitalPurchasesRoutes } from './modules/digital-purchases/index.ts';
import { createDigitalTranslationService, digitalTranslationRoutes } from './modules/digital-translations/index.ts';
import { editReviewRoutes, ownsDigitalEdit } from './modules/edit-review/index.ts';
import { createFapiaoDeps, fapiaoRoutes } from './modules/fapiao/index.ts';
import { createFilesService, filesRoutes } from './modules/files/index.ts';
import { fulfilmentRoutes } from './modules/fulfilment/index.ts';
import { createGrammarCheckService, grammarCheckRoutes } from './modules/grammar-check/index.ts';
import { invoicesRoutes, ownsInvoice, ownsPayment, ownsRetainerInvoice } from './modules/invoices/index.ts';
import { jobEventsRoutes, type TStreamTimings } from './modules/job-events/index.ts';
import { createLockedTermsService, lockedTermsRoutes } from './modules/locked-terms/index.ts';
import { createOrderFormService, ORDER_FORM_SESSION_READ, orderFormRoutes } from './modules/order-form/index.ts';
import { ordersRoutes, ownsOrder } from './modules/orders/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { createPriceQuoteService, priceQuoteRoutes } from './modules/price-quote/index.ts';
import { createReeditService, reeditRoutes } from './modules/re-edit/index.ts';
import { createReferralsService, referralsRoutes } from './modules/referrals/index.ts';
import { createApplicationService, researcherRoutes } from './modules/researcher/index.ts';
import { createRewardReads, rewardsRoutes } from './modules/rewards/index.ts';
import { socialSignInRoutes } from './modules/social-sign-in/index.ts';
import { staffRoutes } from './modules/staff/index.ts';
import { createPaymentProofService, createSupportRequestService, supportRoutes } from './modules/support/index.ts';
import { testimonialsRoutes } from './modules/testimonials/index.ts';
import { createSecretBox, ownsPasskey, relyingPartyOf, twoFactorRoutes } from './modules/two-factor/index.ts';
import { registerWeChatLogin } from './modules/wechat-login/index.ts';
import { createPersonalDataMap } from './personal-data-map.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerImpersonationAudit } from './platform/audit-log.ts';
import { registerCompression } from './platform/compression.ts';
import { registerControlCharacterGuard } from './platform/control-characters.ts';
import type { Db } from './platform/db.ts';
import { answerFrameworkError, LOG_SERIALIZERS, registerErrorHandler } from './platform/errors.ts';
import { createJobEventBus, type TJobEventBus, type TListen } from './platform/job-events.ts';
import { createJobRunner, type TJobRunner } from './platform/jobs.ts';
import { registerLocationEncoding } from './platform/location-header.ts';
import { closeParsePools, setParsePoolLog } from './platform/parse-pool/shared-pools.ts';
import type { TQueryStats } from './platform/query-stats.ts';
import { registerReadCache } from './platform/read-cache.ts';
import { requestLocale } from './platform/request-language.ts';
import { registerCsrfGuard, registerSecurityHeaders } from './platform/security.ts';
import { registerSessions } from './platform/sessions.ts';
import { createWebPage } from './platform/web-page.ts';
import { registerRouteAccess, type TRegisteredRoute } from './route-access.ts';

/** routeTable: every route the app registered, with who may call it (route-access.ts). */
export type TApp = FastifyInstance & { jobs: TJobRunner; jobEvents: TJobEventBus; routeTable: readonly TRegisteredRoute[] };

const BODY_LIMIT = 1024 * 1024;

export type TBuildOptions = {
  queryStats?: TQueryStats | null;
  /** Where the log goes instead of stdout (a test reading it); logs are off in tests otherwise. */
  logDestination?: DestinationStream;
  /**
   * The database's LISTEN (TDatabase.listen): jobs' progress reaches the pages through it (GET /api/events), and a
   * queued job wakes the job runner at once.
   */
  listen?: TListen;
  /** Shorter keep-alive and lifetime of the event streams (tests). */
  streamTimings?: TStreamTimings;
};

export async function buildApp(config: TConfig, db: Db, options: TBuildOptions = {}): Promise<TApp> {
  // Fastify keeps its own req and res serializers beside ours.
  const logger: FastifyLoggerOptions & { level: string; stream?: DestinationStream } = {
    level: config.logLevel,
    serializers: LOG_SERIALIZERS as FastifyLoggerOptions['serializers'],
    ...(options.logDestination ? { stream: options.logDestination } : {}),
  };
  const app = Fastify({
    logger: options.logDestination !== undefined || config.env !== 'test' ? logger : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.env === 'production',
    frameworkErrors: answerFrameworkError,
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // Uploaded bytes are parsed in child processes (platform/parse-pool); they end with the app.
  setParsePoolLog(app.log);
  app.addHook('onClose', closeParsePools);
  registerLocationEncoding(app);
  options.queryStats?.register(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config, config.consentScriptUrl ? [new URL(config.consentScriptUrl).origin] : []);
  registerCompression(app);
  // Payment providers' webhooks are server-to-server calls, authenticated by their signature instead.
  registerCsrfGuard(app, config, ['/api/payment/webhook/']);
  // An order-form route's session lookup reads the form its path names too (its ownership check comes next).
  const sessionOf = registerSessions(app, db, [ORDER_FORM_SESSION_READ]);
  registerReadCache(app, config, sessionOf);
  const routeAccess = registerRouteAccess(app, {
    sessionOf,
    isRemoteAllowed: { sandbox: config.isSandboxRemoteAllowed, development: config.isMailboxRemoteAllowed },
  });
  app.decorate('routeTable', routeAccess.routes);
  registerControlCharacterGuard(app);
  registerImpersonationAudit(app, db);
  await registerApiDocs(app, config);

  await resolveWebhookSecret(db);
  const catalogue = createCatalogueService(db);
  await catalogue.warmUp();
  const account = createAccountService(db, config, catalogue);
  const auth = createAuthService(db, config, catalogue, account);
  const application = createApplicationService(config, catalogue);
  const orderForm = createOrderFormService(db, config, catalogue);
  const storage = createStorage(config);
  const files = createFilesService({ db, config, storage, orderForm, log: app.log });
  const priceQuote = createPriceQuoteService({ db, config, orderForm, log: app.log });
  const dataExports = createDataExportService({ db, storage });
  routeAccess.setOwnershipChecks({
    orderForm: (request, identity) => orderForm.isOwnedBy(request, identity),
    address: (request, id) => account.ownsAddress(request, id),
    dataExport: (request, id) => dataExports.ownsExport(request, id),
    order: (request, externalId) => ownsOrder(db, request, externalId),
    certificate: (request, code) => ownsCertificate(db, request, code),
    invoice: (request, invoiceNumber) => ownsInvoice(db, request, invoiceNumber),
    retainerInvoice: (request, number) => ownsRetainerInvoice(db, request, number),
    payment: (request, id) => ownsPayment(db, request, { id }),
    boleto: (request, receiptCode) => ownsPayment(db, request, { receiptCode }),
    passkey: (request, id) => ownsPasskey(db, request, id),
    digitalEdit: (request, identity) => ownsDigitalEdit(db, request, identity),
  });

  await app.register(catalogueRoutes(catalogue));
  await app.register(accountRoutes(db, account, createPersonalDataMap({ db, config, catalogue, log: app.log })));
  await app.register(dataRightsRoutes(dataExports));
  await app.register(authRoutes(db, config, auth));
  const twoFactorBox = await createSecretBox(db, config);
  await app.register(twoFactorRoutes({ db, config, box: twoFactorBox, rp: relyingPartyOf(config), account }));
  await app.register(socialSignInRoutes({ db, config, auth, catalogue, inject: (options) => app.inject(options) }));
  await app.register(researcherRoutes(db, config, application, catalogue));
  await app.register(staffRoutes(db, config));
  await app.register(orderFormRoutes(config, orderForm, catalogue));
  await app.register(filesRoutes(files, config));
  await app.register(priceQuoteRoutes(priceQuote));
  const reedit = createReeditService({ db, catalogue, storage, log: app.log });
  await app.register(reeditRoutes(reedit));
  const grammarCheck = createGrammarCheckService({ db, config, storage, catalogue, log: app.log });
  await grammarCheck.warmUp();
  await app.register(grammarCheckRoutes(grammarCheck, config));
  const translation = createTranslationEngines(config.translation);
  await app.register(
    digitalTranslationRoutes(createDigitalTranslationService({ db, config, storage, translation, log: app.log }), config),
  );
  await app.register(digitalEditingRoutes(createDigitalEditingService({ db, config, storage, catalogue, log: app.log }), config));
  await app.register(lockedTermsRoutes(createLockedTermsService(db)));
  await app.register(rewardsRoutes(createRewardReads(db, catalogue)));
  await app.register(
    supportRoutes(
      createPaymentProofService({ db, config, storage, log: app.log }),
      createSupportRequestService({ db, config }),
      config,
    ),
  );
  const checkoutDeps = { db, config, catalogue, account, orderForm, log: app.log };
  await app.register(paymentsRoutes(checkoutDeps));
  await app.register(
    digitalPurchasesRoutes(
      createDigitalPurchasesService({
        db,
        catalogue,
        // What a configured engine translates now (Chinese only with its flag).
        offeredTranslationLanguages: () => offeredTranslationLanguages(translation, config.featureFlags),
      }),
    ),
  );
  await app.register(invoicesRoutes(checkoutDeps));
  await app.register(ordersRoutes({ ...checkoutDeps, storage }));
  await app.register(editReviewRoutes({ db, storage, log: app.log, reedit, siteUrl: config.publicUrl }));
  await app.register(certificatesRoutes({ ...checkoutDeps, storage }));
  await app.register(fulfilmentRoutes({ db, config, storage, log: app.log, catalogue }));
  await app.register(referralsRoutes(createReferralsService({ db, config, catalogue, log: app.log })));
  await app.register(fapiaoRoutes(createFapiaoDeps({ db, config, log: app.log })));
  await app.register(testimonialsRoutes({ db, config, storage, log: app.log }));
  await registerWeChatLogin(app, db, config, account);
  if (config.isMailboxEnabled) await app.register(devMailboxRoutes(db));
  const jobEvents = createJobEventBus(options.listen, app.log);
  app.decorate('jobEvents', jobEvents);
  await app.register(jobEventsRoutes(jobEvents, options.streamTimings));
  app.addHook('onClose', () => jobEvents.close());

  const jobs = createJobRunner(db, jobHandlers({ db, config, log: app.log, catalogue, orderForm }), app.log, {
    leaseSeconds: config.jobLeaseSeconds,
    ...(options.listen ? { listen: options.listen } : {}),
  });
  app.decorate('jobs', jobs);

  await registerWebApp(app, config);
  return app as unknown as TApp;
}

/**
 * Serves the built single-page app; every non-API GET without a file gets index.html. Unknown API
 * paths (and every unknown path when the web app is not built) answer 404 `not-found`.
 */
async function registerWebApp(app: FastifyInstance, config: TConfig): Promise<void> {
  const hasWebApp = existsSync(path.join(config.webDist, 'index.html'));
  // `/` has no language segment: it goes to the site language's root, keeping the query (`?logout`), as the
  // web app's own root does. Answered here, so health checks, link previews and crawlers get it as well.
  app.get('/', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const query = queryAt === -1 ? '' : request.url.slice(queryAt);
    return reply.redirect(`/${LOCALE_TO_SEGMENT[requestLocale(request)]}${query}`, 302);
  });
  const webPage = createWebPage(config.webDist);
  app.setNotFoundHandler((request, reply) => {
    // A missing script or stylesheet must not be answered with the HTML page.
    const isFileRequest = request.url.startsWith('/assets/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    // A sandbox or the mailbox that is not there (production) is a plain 404, as it is for another machine.
    const isToolPath = request.url.startsWith('/sandbox/') || request.url.startsWith('/dev/');
    if (!hasWebApp || request.url.startsWith('/api/') || request.method !== 'GET' || isFileRequest || isToolPath) {
      return reply.status(404).send({ error: MESSAGE.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(webPage(request.url));
  });
  if (!hasWebApp) return;
  await app.register(fastifyStatic, {
    root: config.webDist,
    // Looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
    preCompressed: true,
    index: false,
    // setHeaders decides the caching; the plugin's own Cache-Control would replace its header.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
