import type { TSecondFactorMethod } from '@portal/domain/api/two-factor';
import { and, asc, count, eq, isNotNull, isNull, min } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import { auditEntryOf, recordAudit } from '../../platform/audit-log.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import type { TAuditAction } from '../../schema/platform.ts';
import { passkeys, recoveryCodes, totpFactors } from '../../schema/two-factor.ts';
import type { TAccountService } from '../account/index.ts';
import type { TRelyingParty } from './relying-party.ts';
import type { TSecretBox } from './secret-box.ts';

export type TTwoFactorDeps = { db: Db; config: TConfig; box: TSecretBox; rp: TRelyingParty; account: TAccountService };

/** The confirmed authenticator app of a user, if any. */
export async function findTotp(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row;
}

export async function findPasskeys(db: DbOrTx, userId: number) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** How many unused recovery codes the user holds, and when the set was made. */
export async function recoveryCodesLeft(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ remaining: count(), createdAt: min(recoveryCodes.createdAt) })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { remaining: row?.remaining ?? 0, createdAt: row?.createdAt ?? null };
}

/**
 * The ways a user can pass the second factor. An app or a passkey makes the account a two-factor one;
 * recovery codes only stand in for them.
 */
export async function secondFactorMethodsOf(db: DbOrTx, userId: number): Promise<TSecondFactorMethod[]> {
  const [totp, keys, codes] = await Promise.all([findTotp(db, userId), findPasskeys(db, userId), recoveryCodesLeft(db, userId)]);
  if (!totp && keys.length === 0) return [];
  return [
    ...(totp ? (['totp'] as const) : []),
    ...(keys.length > 0 ? (['passkey'] as const) : []),
    ...(codes.remaining > 0 ? (['recovery-code'] as const) : []),
  ];
}

export async function hasSecondFactor(db: DbOrTx, userId: number): Promise<boolean> {
  return (await secondFactorMethodsOf(db, userId)).length > 0;
}

/** An audit entry of two-factor sign-in: the user acts for themselves; which factor is in detail. */
export async function auditTwoFactor(
  db: DbOrTx,
  request: FastifyRequest,
  userId: number,
  action: TAuditAction,
  detail: string,
  statusCode: number,
): Promise<void> {
  await recordAudit(db, { ...auditEntryOf(request, userId, userId, action), detail, statusCode });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's passkey is the caller's (route-access.ts asks before the body is read; another's is 404). */
export async function ownsPasskey(db: DbOrTx, request: FastifyRequest, id: string): Promise<boolean> {
  const userId = request.auth?.user.id;
  if (userId === undefined || !UUID.test(id)) return false;
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row !== undefined;
}
