import {
  ZDashboardResponse,
  ZDeliverablesResponse,
  ZEmailNotificationsRequest,
  ZEmailNotificationsResponse,
  ZOrderDetailsResponse,
  ZOrderPaymentResponse,
  ZOrderSaveRequest,
  ZOrderSaveResponse,
  ZOrderSearchQuery,
  ZOrderSearchResponse,
  ZOrderServicesResponse,
  ZRewardPointsResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { requireSelf, SESSION_IN_READ } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { catalogueLanguageOf, type TCatalogueService } from '../catalogue/index.ts';
import { prepareDashboardRead, readDashboard } from './dashboard-read.ts';
import {
  deliverableKeyOf,
  downloadOrderDeliverable,
  listOrderDeliverables,
  prepareDeliverableRead,
  prepareDeliverablesRead,
} from './deliverables.ts';
import {
  DASHBOARD_READ,
  ORDER_DELIVERABLES_READ,
  ORDER_DETAILS_READ,
  ORDER_PAYMENT_READ,
  ORDER_SEARCH_READ,
  ORDER_SERVICES_READ,
} from './kept-reads.ts';
import { saveNotificationEmails } from './notification-settings.ts';
import { orderDetailsOf, prepareOrderRead, readOrderDetails, readOrderRow } from './order-details.ts';
import { addableServicesOf, saveOrderDetails } from './order-edit.ts';
import { prepareOrderSearch, searchOrders } from './order-search.ts';
import { findOrderForUser } from './service.ts';

const ZExternalIdParams = z.object({ externalId: z.string().min(1).max(40) });
/** Any text up to 100 characters: a key that is not a UUID names no file (404), and is never used as a path. */
const ZDeliverableParams = ZExternalIdParams.extend({ key: z.string().min(1).max(100) });

/** What the placed-order calls are given by app.ts. */
type TOrdersRoutesDeps = { db: Db; config: TConfig; catalogue: TCatalogueService; log: FastifyBaseLogger; storage: TStorage };

/**
 * The placed-order calls of researcher-area §7 (search, the order, its payment, services, files, edit and
 * notifications), the dashboard's widgets read and the reward points an order brought.
 */
export function ordersRoutes(deps: TOrdersRoutesDeps): FastifyPluginAsyncZod {
  const { db, catalogue, config, storage, log } = deps;
  const orderRead = prepareOrderRead(db);
  const search = prepareOrderSearch(db);
  const deliverablesRead = prepareDeliverablesRead(db);
  const deliverableRead = prepareDeliverableRead(db);
  const dashboardRead = prepareDashboardRead(db);
  const companyName = config.provider.name;
  const readOrder = (request: Parameters<typeof readOrderDetails>[1], externalId: string) =>
    readOrderDetails({ catalogue, read: orderRead }, request, externalId);

  return async (app) => {
    app.get(
      '/api/researcher/dashboard',
      { schema: { response: { 200: ZDashboardResponse } }, config: keptReadRoute(DASHBOARD_READ) },
      (request) => readDashboard({ catalogue, read: dashboardRead }, request),
    );

    app.get(
      '/api/order/search',
      {
        schema: { querystring: ZOrderSearchQuery, response: { 200: ZOrderSearchResponse } },
        config: keptReadRoute(ORDER_SEARCH_READ),
      },
      (request) => searchOrders({ catalogue: () => catalogue.orderForm(), read: search }, request, request.query),
    );

    app.get(
      '/api/order/:externalId',
      {
        schema: { params: ZExternalIdParams, response: { 200: ZOrderDetailsResponse } },
        config: keptReadRoute(ORDER_DETAILS_READ),
      },
      async (request) => ({ order: await readOrder(request, request.params.externalId) }),
    );

    app.get(
      '/api/order/:externalId/payment',
      {
        schema: { params: ZExternalIdParams, response: { 200: ZOrderPaymentResponse } },
        config: keptReadRoute(ORDER_PAYMENT_READ),
      },
      async (request) => {
        const { externalId, title, status, paid, freeOrder, payment } = await readOrder(request, request.params.externalId);
        return { order: { externalId, title, status, paid, freeOrder, payment } };
      },
    );

    app.get(
      '/api/order/:externalId/services',
      {
        schema: { params: ZExternalIdParams, response: { 200: ZOrderServicesResponse } },
        config: keptReadRoute(ORDER_SERVICES_READ),
      },
      async (request) => {
        const row = await readOrderRow(orderRead, request, request.params.externalId);
        const language = catalogueLanguageOf(requestLocale(request));
        const details = await orderDetailsOf(catalogue, row, language);
        const options = addableServicesOf(await catalogue.orderForm(), row.order, new Date(), language);
        return {
          services: details.services,
          serviceOptions: options.map(({ identity, name, type, price, deadline }) => ({ identity, name, type, price, deadline })),
          currency: details.payment.currency,
        };
      },
    );

    app.get(
      '/api/order/:externalId/deliverables',
      {
        schema: { params: ZExternalIdParams, response: { 200: ZDeliverablesResponse } },
        config: keptReadRoute(ORDER_DELIVERABLES_READ),
      },
      (request) => listOrderDeliverables({ read: deliverablesRead, companyName }, request, request.params.externalId),
    );

    app.get(
      '/api/order/:externalId/deliverables/:key',
      { schema: { params: ZDeliverableParams }, config: SESSION_IN_READ },
      async (request, reply) => {
        return downloadOrderDeliverable({ read: deliverableRead, storage, log }, request, reply, {
          externalId: request.params.externalId,
          key: deliverableKeyOf(request.params.key),
        });
      },
    );

    app.put(
      '/api/order/:externalId/save',
      { schema: { params: ZExternalIdParams, body: ZOrderSaveRequest, response: { 200: ZOrderSaveResponse } } },
      (request) => saveOrderDetails({ db, catalogue }, request, request.params.externalId, request.body.orderDetails),
    );

    app.post(
      '/api/order/:externalId/email-notifications',
      {
        schema: { params: ZExternalIdParams, body: ZEmailNotificationsRequest, response: { 200: ZEmailNotificationsResponse } },
      },
      (request) => saveNotificationEmails(db, request, request.params.externalId, request.body.settings.emails),
    );

    // The researcher's points total, and whether this order's points are credited yet.
    app.get(
      '/api/users/:identity/reward-points',
      {
        schema: {
          params: z.object({ identity: z.string().max(64) }),
          querystring: z.object({ externalId: z.string().min(1).max(40).optional() }),
          response: { 200: ZRewardPointsResponse },
        },
      },
      async (request) => {
        const { user } = requireSelf(request, request.params.identity);
        const order = request.query.externalId ? await findOrderForUser(db, user.id, request.query.externalId) : null;
        const [row] = await db.select({ total: users.totalRewardPoints }).from(users).where(eq(users.id, user.id));
        return { totalRewardPoints: row?.total ?? 0, updated: order?.rewardPointsCreditedAt != null };
      },
    );
  };
}
