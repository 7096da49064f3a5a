import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { wechatIdentities, wechatLoginCodes } from '../../schema/wechat-login.ts';

/** The WeChat user linked to the researcher (at most one), for their data export; login codes are left out. */
export async function wechatIdentitiesForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    wechatIdentities,
    userId,
    {
      openid: wechatIdentities.openid,
      unionid: wechatIdentities.unionid,
      nickname: wechatIdentities.nickname,
      linkedAt: wechatIdentities.linkedAt,
    },
    [wechatIdentities.id],
  );
}

/** Closing an account: its WeChat user (openid, nickname) is forgotten and no QR code signs in to it. */
export async function eraseWeChatData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId));
  await tx
    .delete(wechatLoginCodes)
    .where(or(eq(wechatLoginCodes.userId, userId), eq(wechatLoginCodes.requestedByUserId, userId)));
}
