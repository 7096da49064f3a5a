import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { wechatIdentities, wechatLoginCodes } from './table.ts';

/** Closing an account: its WeChat user (openid, nickname) is forgotten and no QR code signs in to it. */
export async function eraseWeChatData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId));
  await tx
    .delete(wechatLoginCodes)
    .where(or(eq(wechatLoginCodes.userId, userId), eq(wechatLoginCodes.requestedByUserId, userId)));
}
