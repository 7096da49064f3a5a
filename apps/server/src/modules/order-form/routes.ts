import {
  ZAreasOfStudyQuery,
  ZAreasOfStudyResponse,
  ZBasicDetailsRequest,
  ZBinPriceQuery,
  ZBinPriceResponse,
  ZBundleInterestRequest,
  ZBundleQuestionsRequest,
  ZBundleQuestionsResponse,
  ZDeliveryTierRequest,
  ZDetailsRequest,
  ZDiscountCodeResponse,
  ZDuplicateQuery,
  ZDuplicateResponse,
  ZJournalRequest,
  ZJournalSearchQuery,
  ZJournalSearchResponse,
  ZLoadOrderFormResponse,
  ZManuscriptDetailsRequest,
  ZOrderFormResponse,
  ZPricingResponse,
  ZPromotionalCodeBenefitsResponse,
  ZQuantityRequest,
  ZReferralEmailsRequest,
  ZReferralEmailsResponse,
  ZReworkBasicDetailsRequest,
  ZSelectBundleRequest,
  ZSelectedServiceRequest,
  ZServiceDetailsQuery,
  ZServiceDetailsResponse,
  ZStepRequest,
  ZUpdateWordCountRequest,
} from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { compileAnswersOf } from '../../platform/fast-serializer.ts';
import { newToken } from '../../platform/sessions.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { ORDER_FORM_COOKIE, requesterOf, type TOrderFormService } from './service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
type TOrderFormView = z.output<typeof ZOrderFormResponse>['order'];
const ZCodeParams = ZIdParams.extend({ code: z.string().max(64) });
const ZQuantityParams = ZIdParams.extend({ serviceIdentity: z.string().max(80) });

const VISITOR_COOKIE_DAYS = 30;
const AREA_SEARCH_MIN = 2;
const AREA_SEARCH_LIMIT = 6;
const JOURNAL_SEARCH_MIN = 3;
const JOURNAL_SEARCH_LIMIT = 10;

export function orderFormRoutes(
  config: TConfig,
  orderForm: TOrderFormService,
  catalogue: TCatalogueService,
): FastifyPluginAsyncZod {
  /**
   * Who is asking. A signed-in requester's visitor cookie is dropped once the service has moved the
   * visitor's form to the account; a visitor opening a form gets a cookie when they have none.
   */
  function requester(request: FastifyRequest, reply: FastifyReply, options: { issueVisitorCookie?: boolean } = {}) {
    const cookie = request.cookies[ORDER_FORM_COOKIE];
    if (request.auth && cookie) reply.clearCookie(ORDER_FORM_COOKIE, { path: '/' });
    if (!request.auth && !cookie && options.issueVisitorCookie) {
      const token = newToken();
      reply.setCookie(ORDER_FORM_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isSecureCookie,
        maxAge: VISITOR_COOKIE_DAYS * 24 * 3600,
      });
      return requesterOf(request, token);
    }
    return requesterOf(request);
  }

  const withError = <T>(outcome: { order: T }) => ({ error: null, order: outcome.order });
  /** A pricing change's answer: the form's discounts and lines beside the form. */
  const pricingOf = (order: TOrderFormView) => ({ discounts: order.discounts, lineItems: order.lineItems, order });

  return async (app) => {
    compileAnswersOf(app, [ZOrderFormResponse, ZLoadOrderFormResponse]);

    app.get('/api/order-form/new', { schema: { response: { 200: ZLoadOrderFormResponse } } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orderForm.openForm(requester(request, reply, { issueVisitorCookie: true }));
    });

    app.get('/api/order-form/load', { schema: { response: { 200: ZLoadOrderFormResponse } } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return orderForm.loadCurrent(requester(request, reply));
    });

    app.get(
      '/api/order-form/:id/load',
      { schema: { params: ZIdParams, response: { 200: ZLoadOrderFormResponse } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return orderForm.loadById(requester(request, reply), request.params.id);
      },
    );

    app.post('/api/order-form/reset', async (request, reply) => {
      await orderForm.reset(requester(request, reply));
      return reply.status(204).send();
    });

    /** PUT /api/order-form/{id}/<step>: one step's answers saved; the answer is the form as it now is. */
    function putAnswers<TBody extends z.ZodType>(
      step: string,
      body: TBody,
      save: (who: ReturnType<typeof requester>, id: string, answers: z.output<TBody>) => Promise<{ order: TOrderFormView }>,
    ) {
      app.put(
        `/api/order-form/:id/${step}`,
        { schema: { params: ZIdParams, body, response: { 200: ZOrderFormResponse } } },
        async (request, reply) =>
          withError(await save(requester(request, reply), request.params.id, request.body as z.output<TBody>)),
      );
    }

    putAnswers('basic-details', ZBasicDetailsRequest, orderForm.saveBasicDetails);
    putAnswers('rework-basic-details', ZReworkBasicDetailsRequest, orderForm.saveReworkBasicDetails);
    putAnswers('manuscript-details', ZManuscriptDetailsRequest, orderForm.saveManuscriptDetails);
    putAnswers('selected-service', ZSelectedServiceRequest, orderForm.saveSelectedService);
    putAnswers('journal', ZJournalRequest, orderForm.saveJournal);

    app.put(
      '/api/order-form/:id/update-delivery-tier',
      { schema: { params: ZIdParams, body: ZDeliveryTierRequest, response: { 200: ZPricingResponse } } },
      async (request, reply) => {
        const { order } = await orderForm.saveDeliveryTier(requester(request, reply), request.params.id, request.body);
        return pricingOf(order);
      },
    );

    app.put(
      '/api/order-form/:id/service-options/:serviceIdentity/quantity',
      { schema: { params: ZQuantityParams, body: ZQuantityRequest, response: { 200: ZPricingResponse } } },
      async (request, reply) => {
        const { id, serviceIdentity } = request.params;
        const { order } = await orderForm.saveQuantity(requester(request, reply), id, serviceIdentity, request.body.quantity);
        return pricingOf(order);
      },
    );

    // A PUT with an empty code segment reaches here too ('/discount-code/'): it answers promo-code-required.
    app.put(
      '/api/order-form/:id/discount-code/:code',
      { schema: { params: ZCodeParams, response: { 200: ZDiscountCodeResponse } } },
      async (request, reply) => {
        const { order, result } = await orderForm.applyPromotionalCode(
          requester(request, reply),
          request.params.id,
          request.params.code,
        );
        return {
          ...pricingOf(order),
          error: null,
          requestedCodeApplied: result?.isApplied ?? false,
          message: result?.message ?? null,
        };
      },
    );

    app.put('/api/order-form/:id/discount-code', { schema: { params: ZIdParams } }, async () => {
      throw AppError.invalid({ code: 'promo-code-required' });
    });

    app.delete(
      '/api/order-form/:id/discount-code/:code',
      { schema: { params: ZCodeParams, response: { 200: ZDiscountCodeResponse } } },
      async (request, reply) => {
        const { order, result } = await orderForm.removePromotionalCode(
          requester(request, reply),
          request.params.id,
          request.params.code,
        );
        return { ...pricingOf(order), error: null, requestedCodeApplied: false, message: result?.message ?? null };
      },
    );

    app.get(
      '/api/order-form/:id/applicable-promotional-code-benefits',
      { schema: { params: ZIdParams, response: { 200: ZPromotionalCodeBenefitsResponse } } },
      async (request, reply) => orderForm.promotionalCodeBenefits(requester(request, reply), request.params.id),
    );

    app.post(
      '/api/order-form/:id/service-bundle-interest',
      { schema: { params: ZIdParams, body: ZBundleInterestRequest, response: { 200: ZOrderFormResponse } } },
      async (request, reply) =>
        withError(await orderForm.saveBundleInterest(requester(request, reply), request.params.id, request.body.interested)),
    );

    app.post(
      '/api/order-form/:id/service-bundle-questions',
      { schema: { params: ZIdParams, body: ZBundleQuestionsRequest, response: { 200: ZBundleQuestionsResponse } } },
      async (request, reply) => orderForm.saveBundleAnswers(requester(request, reply), request.params.id, request.body.answers),
    );

    app.post(
      '/api/order-form/:id/service-bundle',
      { schema: { params: ZIdParams, body: ZSelectBundleRequest, response: { 200: ZOrderFormResponse } } },
      async (request, reply) => withError(await orderForm.saveBundle(requester(request, reply), request.params.id, request.body)),
    );

    app.put(
      '/api/order-form/:id/details',
      { schema: { params: ZIdParams, body: ZDetailsRequest, response: { 200: ZOrderFormResponse } } },
      async (request, reply) => {
        const who = requester(request, reply);
        const body = request.body;
        const outcome =
          'currencyIso' in body
            ? await orderForm.saveCurrency(who, request.params.id, body.currencyIso)
            : await orderForm.saveDetails(who, request.params.id, body);
        return withError(outcome);
      },
    );

    app.put(
      '/api/order-form/:id/step',
      { schema: { params: ZIdParams, body: ZStepRequest, response: { 200: ZOrderFormResponse } } },
      async (request, reply) =>
        withError(await orderForm.saveStep(requester(request, reply), request.params.id, request.body.step)),
    );

    app.put(
      '/api/order-form/:id/referral-emails',
      { schema: { params: ZIdParams, body: ZReferralEmailsRequest, response: { 200: ZReferralEmailsResponse } } },
      async (request, reply) =>
        orderForm.saveReferralEmails(requester(request, reply), request.params.id, request.body.referralEmails),
    );

    app.get(
      '/api/order-form/:id/get-bin-price',
      { schema: { params: ZIdParams, querystring: ZBinPriceQuery, response: { 200: ZBinPriceResponse } } },
      async (request, reply) => orderForm.binPrice(requester(request, reply), request.params.id, request.query.newWordCount),
    );

    app.put(
      '/api/order-form/:id/update-word-count',
      { schema: { params: ZIdParams, body: ZUpdateWordCountRequest, response: { 200: ZOrderFormResponse } } },
      async (request, reply) =>
        orderForm.updateWordCount(requester(request, reply), request.params.id, request.body.newWordCount),
    );

    app.put(
      '/api/order-form/:id/generate-price-quote',
      { schema: { params: ZIdParams, response: { 200: ZOrderFormResponse } } },
      async (request, reply) => withError(await orderForm.generatePriceQuote(requester(request, reply), request.params.id)),
    );

    app.post(
      '/api/order-form/:id/convert-quote',
      { schema: { params: ZIdParams, response: { 200: ZOrderFormResponse } } },
      async (request, reply) => withError(await orderForm.convertQuote(requester(request, reply), request.params.id)),
    );

    app.get(
      '/api/service-details',
      { schema: { querystring: ZServiceDetailsQuery, response: { 200: ZServiceDetailsResponse } } },
      async (request) => {
        const identities = request.query.serviceIdentities
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        return orderForm.serviceDetails(requesterOf(request), [...new Set(identities)]);
      },
    );

    app.get(
      '/api/order/duplicate',
      { schema: { querystring: ZDuplicateQuery, response: { 200: ZDuplicateResponse } } },
      async (request) => orderForm.findDuplicateOrder(requesterOf(request), request.query.title),
    );

    app.get(
      '/api/areas-of-study',
      { schema: { querystring: ZAreasOfStudyQuery, response: { 200: ZAreasOfStudyResponse } } },
      async (request) => {
        const language = requesterOf(request).language;
        const search = request.query.search?.trim();
        if (search === undefined) return { areasOfStudy: await catalogue.areaOfStudyTree(language) };
        if (search.length < AREA_SEARCH_MIN) return { areasOfStudy: [] };
        return { areasOfStudy: await catalogue.searchAreasOfStudy(search, language, AREA_SEARCH_LIMIT) };
      },
    );

    app.get(
      '/api/journals',
      { schema: { querystring: ZJournalSearchQuery, response: { 200: ZJournalSearchResponse } } },
      async (request) => {
        const search = request.query.search.trim();
        if (search.length < JOURNAL_SEARCH_MIN) return { journals: [] };
        return { journals: await catalogue.searchJournals(search, JOURNAL_SEARCH_LIMIT) };
      },
    );
  };
}
