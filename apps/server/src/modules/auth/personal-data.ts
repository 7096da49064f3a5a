import type { DbOrTx } from '../../platform/db.ts';
import { deleteResearcherRows } from '../../platform/researcher-rows.ts';
import { passwordResets, sessions } from '../../schema/auth.ts';

/** Closing an account: every session ends (on every device) and no password-reset link works any more. */
export async function eraseSignInData(tx: DbOrTx, userId: number): Promise<void> {
  await deleteResearcherRows(tx, userId, [sessions, passwordResets]);
}
