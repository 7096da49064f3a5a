import { toLocale } from '@portal/domain';
import { type TWeChatLoginPollResponse, WECHAT_LOGIN_ERROR } from '@portal/domain/api/wechat-login';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setLanguageCookie } from '../../platform/request-language.ts';
import { createSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { sessions } from '../../schema/auth.ts';
import { wechatLoginCodes } from '../../schema/wechat-login.ts';
import type { TAccountService } from '../account/index.ts';
import { secondStepPath, startPendingSignIn } from '../two-factor/index.ts';
import {
  assertAvailable,
  BROWSER_COOKIE,
  expireIfDue,
  findOwnCode,
  type TLoginCodeDeps,
  type TLoginCodeRow,
  unknownCode,
} from './login-codes.ts';

const notSignedIn = (status: TLoginCodeRow['status'], error: string | null = null): TWeChatLoginPollResponse => ({
  error,
  loggedIn: false,
  redirectUri: null,
  user: null,
  status,
});

/**
 * GET /api/auth/wechat-login/{loginCode}: the browser's poll. Once the phone confirmed, the first poll signs
 * in (a session made as the password sign-in makes it) and spends the code; every later poll of it is
 * answered as an unknown code.
 */
export async function pollWeChatSignIn(
  deps: TLoginCodeDeps & { account: TAccountService },
  request: FastifyRequest,
  reply: FastifyReply,
  loginCode: string,
): Promise<TWeChatLoginPollResponse> {
  assertAvailable(deps);
  const { db, config, account } = deps;
  const row = await expireIfDue(db, await findOwnCode(db, request, loginCode, 'login'));
  switch (row.status) {
    case 'pending':
    case 'scanned':
      return notSignedIn(row.status);
    case 'refused':
      return notSignedIn('refused', WECHAT_LOGIN_ERROR.refused);
    case 'expired':
      return notSignedIn('expired', WECHAT_LOGIN_ERROR.expired);
    case 'consumed':
      throw unknownCode();
  }
  const previous = request.auth;
  const signedIn = await db.transaction(async (tx) => {
    // Spent by one conditional update: two polls racing sign in once.
    const [spent] = await tx
      .update(wechatLoginCodes)
      .set({ status: 'consumed' })
      .where(and(eq(wechatLoginCodes.id, row.id), eq(wechatLoginCodes.status, 'confirmed')))
      .returning();
    if (!spent) throw unknownCode();
    if (spent.userId === null) return WECHAT_LOGIN_ERROR.notLinked;
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId));
    if (!user?.active) return WECHAT_LOGIN_ERROR.refused;
    // An account with a second factor gets its second step instead of a session.
    if (await startPendingSignIn(tx, config, reply, user.id)) return { pendingFor: user };
    // Rotate, as the password sign-in does: the session a visitor had before is never reused.
    if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, previous.tokenHash));
    await createSession(tx, config, reply, user.id);
    return user;
  });
  reply.clearCookie(BROWSER_COOKIE, { path: '/api/' });
  if (typeof signedIn === 'string') return notSignedIn('consumed', signedIn);
  if ('pendingFor' in signedIn)
    return { ...notSignedIn('consumed'), redirectUri: secondStepPath(toLocale(signedIn.pendingFor.language)) };
  // After commit, for the reason the password sign-in gives (PGlite's one connection).
  const user = await account.toUserView(signedIn, null);
  setLanguageCookie(reply, config, user.language);
  return { error: null, loggedIn: true, redirectUri: null, user, status: 'consumed' };
}
