import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { passwordResets, sessions } from '../../schema/auth.ts';

/** Closing an account: every session ends (on every device) and no password-reset link works any more. */
export async function eraseSignInData(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
