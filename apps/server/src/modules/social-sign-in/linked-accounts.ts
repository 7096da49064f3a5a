import { SOCIAL_MESSAGE, type TLinkedAccount } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { isLiveSession, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { userIdentities } from '../../schema/social-sign-in.ts';
import { linkedAccountsJsonOf, QUALIFIED_USER_ID, toLinkedAccount } from '../account/index.ts';

/** GET /api/account/linked-accounts in one statement with the session (SESSION_IN_READ). */
export function prepareLinkedAccountsRead(db: Db) {
  return selectWithSession(db, { linkedAccounts: linkedAccountsJsonOf(QUALIFIED_USER_ID) })
    .where(isLiveSession)
    .prepare('linked_accounts');
}

export type TLinkedAccountsRead = ReturnType<typeof prepareLinkedAccountsRead>;

export async function readLinkedAccounts(read: TLinkedAccountsRead, request: FastifyRequest): Promise<TLinkedAccount[]> {
  const row = await requireSessionRead(request, read);
  return row.linkedAccounts.map(toLinkedAccount);
}

export async function listLinkedAccounts(db: Db, userId: number): Promise<TLinkedAccount[]> {
  const rows = await researcherRowsOf(
    db,
    userIdentities,
    userId,
    {
      id: userIdentities.id,
      providerId: userIdentities.providerId,
      email: userIdentities.email,
      linkedAt: userIdentities.createdAt,
    },
    [userIdentities.createdAt, userIdentities.id],
  );
  return rows.map((row) => toLinkedAccount({ ...row, linkedAt: row.linkedAt.toISOString() }));
}

/**
 * Removes one of the user's linked identities; another user's (or an unknown) id answers 404. Refused when
 * it is the account's only way to sign in: no password and no other identity. The user's row is locked
 * first, so two unlinks racing cannot each leave the other as the last one and then remove it too.
 */
export async function unlinkAccount(db: Db, userId: number, identityId: string): Promise<TLinkedAccount[]> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    const [identity] = await tx
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(and(eq(userIdentities.id, identityId), eq(userIdentities.userId, userId)));
    if (!user || !identity) throw AppError.notFound();
    const [linked] = await tx.select({ total: count() }).from(userIdentities).where(eq(userIdentities.userId, userId));
    if (user.passwordHash === null && (linked?.total ?? 0) <= 1) throw new AppError(409, SOCIAL_MESSAGE.unlinkLastSignIn);
    await tx.delete(userIdentities).where(eq(userIdentities.id, identity.id));
  });
  return listLinkedAccounts(db, userId);
}
