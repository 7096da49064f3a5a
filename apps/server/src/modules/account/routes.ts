import {
  MESSAGE,
  ZAccountResponse,
  ZAddressRequest,
  ZAddressResponse,
  ZDeleteResponse,
  ZJoinGroupRequest,
  ZOrderCountResponse,
  ZPreferredGroupResponse,
  ZUpdateDetailsRequest,
  ZUpdateDetailsResponse,
  ZUserResponse,
  ZWfoeAcceptedResponse,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import type { TPersonalDataMap } from '../../platform/personal-data.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { destroySession, requireAuth, requireSelf } from '../../platform/sessions.ts';
import { catalogueLanguageOf } from '../catalogue/index.ts';
import { closeAccount } from '../data-rights/index.ts';
import { countOrders } from '../orders/index.ts';
import { ACCOUNT_READ } from './kept-reads.ts';
import { FOUND_US_OPTIONS, type TAccountService } from './service.ts';

const ZIdentityParams = z.object({ identity: z.string().max(64) });
const ZAddressParams = z.object({ id: z.coerce.number({ error: MESSAGE.notFound }).int().positive().max(2_147_483_647) });
/** The address edit form posts the whole address; unknown keys (id, country objects) are tolerated. */
const ZAddressBody = ZAddressRequest;

export function accountRoutes(db: Db, account: TAccountService, personalData: TPersonalDataMap): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/account',
      { schema: { response: { 200: ZAccountResponse } }, config: keptReadRoute(ACCOUNT_READ) },
      async (request) => {
        const user = await account.readAccount(request);
        return { user: user ?? { loggedIn: false as const }, foundUsOptions: FOUND_US_OPTIONS };
      },
    );

    app.put(
      '/api/account/:identity/update-details',
      { schema: { params: ZIdentityParams, body: ZUpdateDetailsRequest, response: { 200: ZUpdateDetailsResponse } } },
      async (request, reply) => {
        const auth = requireSelf(request, request.params.identity);
        if (request.body.active === false) {
          // Closing the account: erasure and the end of every session (data-rights/account-closure.ts), not a details update.
          const closed = await closeAccount(db, request, auth, personalData);
          await destroySession(db, reply, auth);
          return { userDetails: await account.toUserView(closed, auth, undefined, pageLanguageOf(request)) };
        }
        return { userDetails: await account.updateDetails(auth, request.body, pageLanguageOf(request)) };
      },
    );

    app.post(
      '/api/account/addresses',
      { schema: { body: ZAddressBody, response: { 201: ZAddressResponse } } },
      async (request, reply) => {
        const auth = requireAuth(request);
        reply.status(201);
        return { address: await account.createAddress(auth.user.id, request.body) };
      },
    );

    app.put(
      '/api/account/addresses/:id',
      { schema: { params: ZAddressParams, body: ZAddressBody, response: { 200: ZAddressResponse } } },
      async (request) => {
        const auth = requireAuth(request);
        return { address: await account.updateAddress(auth.user.id, request.params.id, request.body) };
      },
    );

    app.delete(
      '/api/account/addresses/:id',
      { schema: { params: ZAddressParams, response: { 200: ZDeleteResponse } } },
      async (request) => {
        const auth = requireAuth(request);
        await account.deleteAddress(auth.user.id, request.params.id);
        return { deleted: true as const };
      },
    );

    app.get(
      '/api/users/:identity/order-count',
      { schema: { params: ZIdentityParams, response: { 200: ZOrderCountResponse } } },
      async (request) => {
        const auth = requireSelf(request, request.params.identity);
        return { numberOfOrders: await countOrders(db, auth.user.id) };
      },
    );

    app.post(
      '/api/users/:identity/preferred-group',
      { schema: { params: ZIdentityParams, body: ZJoinGroupRequest, response: { 200: ZPreferredGroupResponse } } },
      async (request) => {
        const auth = requireSelf(request, request.params.identity);
        return { error: null, preferredGroup: await account.joinGroup(auth, request.body.groupCode, pageLanguageOf(request)) };
      },
    );

    app.delete(
      '/api/users/:identity/preferred-group',
      { schema: { params: ZIdentityParams, response: { 200: ZPreferredGroupResponse } } },
      async (request) => {
        const auth = requireSelf(request, request.params.identity);
        await account.leaveGroup(auth);
        return { error: null, preferredGroup: null };
      },
    );

    app.put(
      '/api/users/:identity/hide-check-spam-message',
      { schema: { params: ZIdentityParams, response: { 200: ZUserResponse } } },
      async (request) => {
        const auth = requireSelf(request, request.params.identity);
        return { user: await account.hideCheckSpamMessage(auth, pageLanguageOf(request)) };
      },
    );

    app.put(
      '/api/users/:identity/wfoe-tos-accepted',
      { schema: { params: ZIdentityParams, response: { 200: ZWfoeAcceptedResponse } } },
      async (request) => {
        const auth = requireSelf(request, request.params.identity);
        const user = await account.acceptWfoeTerms(auth);
        return { wfoeMigrationStatus: user.wfoeMigrationStatus };
      },
    );
  };
}

/** The language the page that called shows: the group's name and greeting are answered in it. */
function pageLanguageOf(request: FastifyRequest) {
  return catalogueLanguageOf(requestLocale(request));
}
