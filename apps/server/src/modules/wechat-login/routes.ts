import {
  ZWeChatAccountResponse,
  ZWeChatLinkPollResponse,
  ZWeChatLoginCodeParams,
  ZWeChatLoginCreateResponse,
  ZWeChatLoginPollResponse,
} from '@portal/domain/api/wechat-login';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import { createWeChatProvider } from '../../integrations/wechat/create-wechat-provider.ts';
import { weChatSandboxPages } from '../../integrations/wechat/sandbox-pages.ts';
import type { Db } from '../../platform/db.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import type { TAccountService } from '../account/index.ts';
import { WECHAT_ACCOUNT_READ } from './kept-reads.ts';
import { pollWeChatLink, prepareLinkedWeChatRead, readLinkedWeChat, unlinkWeChat } from './link-account.ts';
import { createLoginCode, createScanEvents, loginCodeQrSvg, type TLoginCodeDeps } from './login-codes.ts';
import { pollWeChatSignIn } from './sign-in.ts';

/**
 * WeChat QR sign-in (shell-and-account §7): POST /api/auth/wechat-login and its poll, the QR image, and the
 * account page's link, poll, read and unlink. Every answer is no-store: codes and sessions are in them.
 */
function weChatLoginRoutes(deps: TLoginCodeDeps & { account: TAccountService }): FastifyPluginAsyncZod {
  const linkedWeChatRead = prepareLinkedWeChatRead(deps.db);
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.post('/api/auth/wechat-login', { schema: { response: { 200: ZWeChatLoginCreateResponse } } }, (request, reply) =>
      createLoginCode(deps, request, reply, 'login'),
    );

    app.get(
      '/api/auth/wechat-login/:loginCode',
      { schema: { params: ZWeChatLoginCodeParams, response: { 200: ZWeChatLoginPollResponse } } },
      (request, reply) => pollWeChatSignIn(deps, request, reply, request.params.loginCode),
    );

    app.get(
      '/api/auth/wechat-login/:loginCode/qr.svg',
      { schema: { params: ZWeChatLoginCodeParams } },
      async (request, reply) => {
        const svg = await loginCodeQrSvg(deps, request, request.params.loginCode);
        return reply.type('image/svg+xml').send(svg);
      },
    );

    // Kept by the read cache: wechat_identities bumps its researcher's version (migration 0021).
    app.get(
      '/api/account/wechat',
      { schema: { response: { 200: ZWeChatAccountResponse } }, config: keptReadRoute(WECHAT_ACCOUNT_READ) },
      (request) => readLinkedWeChat(linkedWeChatRead, request),
    );

    app.delete('/api/account/wechat', { schema: { response: { 200: ZWeChatAccountResponse } } }, (request) =>
      unlinkWeChat(deps.db, request),
    );

    app.post('/api/account/wechat-link', { schema: { response: { 200: ZWeChatLoginCreateResponse } } }, (request, reply) =>
      createLoginCode(deps, request, reply, 'link'),
    );

    app.get(
      '/api/account/wechat-link/:loginCode',
      { schema: { params: ZWeChatLoginCodeParams, response: { 200: ZWeChatLinkPollResponse } } },
      (request, reply) => pollWeChatLink(deps, request, reply, request.params.loginCode),
    );
  };
}

/** The module's routes, and the sandbox provider's phone page where the sandbox is the provider. */
export async function registerWeChatLogin(app: FastifyInstance, db: Db, config: TConfig, account: TAccountService) {
  const provider = createWeChatProvider(config);
  await app.register(weChatLoginRoutes({ db, config, provider, account }));
  if (provider?.name === 'sandbox') await app.register(weChatSandboxPages(createScanEvents(db)));
}
