import { type TWeChatIdentity, type TWeChatLinkPollResponse, WECHAT_LOGIN_ERROR } from '@portal/domain/api/wechat-login';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { column, jsonRow, rowOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { isLiveSession, requireAuth, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { wechatIdentities, wechatLoginCodes } from '../../schema/wechat-login.ts';
import { assertAvailable, BROWSER_COOKIE, expireIfDue, findOwnCode, type TLoginCodeDeps, unknownCode } from './login-codes.ts';

const identityView = (row: { nickname: string; linkedAt: Date }): TWeChatIdentity => ({
  nickname: row.nickname,
  linkedAt: row.linkedAt.toISOString(),
});

/** The WeChat user linked to the account (alias `wi`). */
const LINKED_ROW = jsonRow({ nickname: column<string>(sql`wi.nickname`), linkedAt: column<string>(sql`wi.linked_at`) });
type _LinkedAgrees = TAssert<TRowAgrees<TRowType<typeof LINKED_ROW>, TWeChatIdentity>>;

/** GET /api/account/wechat in one statement with the session (SESSION_IN_READ); one WeChat user a user (wechat_identities_user). */
export function prepareLinkedWeChatRead(db: Db) {
  return selectWithSession(db, {
    wechat: rowOf(LINKED_ROW, (row) => sql`(select ${row} from ${wechatIdentities} wi where wi.user_id = ${users.id})`),
  })
    .where(isLiveSession)
    .prepare('linked_wechat');
}

export type TLinkedWeChatRead = ReturnType<typeof prepareLinkedWeChatRead>;

/** GET /api/account/wechat: the WeChat user linked to the signed-in account, if any. */
export async function readLinkedWeChat(
  read: TLinkedWeChatRead,
  request: FastifyRequest,
): Promise<{ wechat: TWeChatIdentity | null }> {
  const row = await requireSessionRead(request, read);
  return { wechat: row.wechat ? identityView({ nickname: row.wechat.nickname, linkedAt: new Date(row.wechat.linkedAt) }) : null };
}

/** DELETE /api/account/wechat: WeChat no longer signs in to this account. */
export async function unlinkWeChat(db: Db, request: FastifyRequest): Promise<{ wechat: null }> {
  const auth = requireAuth(request);
  await db.delete(wechatIdentities).where(eq(wechatIdentities.userId, auth.user.id));
  return { wechat: null };
}

const notLinked = (status: TWeChatLinkPollResponse['status'], error: string | null = null): TWeChatLinkPollResponse => ({
  error,
  linked: false,
  status,
  wechat: null,
});

/**
 * GET /api/account/wechat-link/{loginCode}: the account page's poll. Once the phone confirmed, the first poll
 * links that WeChat user to the signed-in account (replacing the one linked before) and spends the code.
 */
export async function pollWeChatLink(
  deps: TLoginCodeDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  loginCode: string,
): Promise<TWeChatLinkPollResponse> {
  assertAvailable(deps);
  const { db } = deps;
  const auth = requireAuth(request);
  const row = await expireIfDue(db, await findOwnCode(db, request, loginCode, 'link'));
  switch (row.status) {
    case 'pending':
    case 'scanned':
      return notLinked(row.status);
    case 'refused':
      return notLinked('refused', WECHAT_LOGIN_ERROR.refused);
    case 'expired':
      return notLinked('expired', WECHAT_LOGIN_ERROR.expired);
    case 'consumed':
      throw unknownCode();
  }
  const result = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(wechatLoginCodes)
      .set({ status: 'consumed' })
      .where(and(eq(wechatLoginCodes.id, row.id), eq(wechatLoginCodes.status, 'confirmed')))
      .returning();
    if (!spent?.openid) throw unknownCode();
    const [elsewhere] = await tx
      .select({ id: wechatIdentities.id })
      .from(wechatIdentities)
      .where(and(eq(wechatIdentities.openid, spent.openid), ne(wechatIdentities.userId, auth.user.id)));
    if (elsewhere) return null;
    await tx.delete(wechatIdentities).where(eq(wechatIdentities.userId, auth.user.id));
    const [linked] = await tx
      .insert(wechatIdentities)
      .values({ userId: auth.user.id, openid: spent.openid, unionid: spent.unionid, nickname: spent.nickname ?? '' })
      // Two accounts linking one WeChat user at once: the unique openid decides.
      .onConflictDoNothing()
      .returning();
    return linked ?? null;
  });
  reply.clearCookie(BROWSER_COOKIE, { path: '/api/' });
  if (!result) return notLinked('consumed', WECHAT_LOGIN_ERROR.linkedElsewhere);
  return { error: null, linked: true, status: 'consumed', wechat: identityView(result) };
}
