import { sql } from 'drizzle-orm';
import { SANDBOX_WECHAT_USERS } from '../integrations/wechat/sandbox-provider.ts';
import type { Db } from '../platform/db.ts';
import { users } from '../schema/account.ts';
import { wechatIdentities } from '../schema/wechat-login.ts';

/** li.wei@demo.test signs in with the sandbox's first WeChat user (README: WeChat QR sign-in). Added once. */
export async function seedWeChatDemo(db: Db): Promise<void> {
  const [liWei] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'li.wei@demo.test'`);
  const wechatUser = SANDBOX_WECHAT_USERS[0];
  if (!liWei || !wechatUser) return;
  await db
    .insert(wechatIdentities)
    .values({ userId: liWei.id, openid: wechatUser.openid, unionid: wechatUser.unionid, nickname: wechatUser.nickname })
    .onConflictDoNothing();
}
