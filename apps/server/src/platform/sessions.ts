import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config.ts';
import { users } from '../modules/account/table.ts';
import { sessions } from '../modules/auth/table.ts';
import type { Db, DbOrTx } from './db.ts';
import { AppError } from './errors.ts';

export const SESSION_COOKIE = 'sid';

export type TUserRow = typeof users.$inferSelect;
export type TAuth = { user: TUserRow; tokenHash: string; impersonatorId: number | null; flash: Record<string, string> | null };

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque 256-bit token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: DbOrTx,
  config: TConfig,
  reply: FastifyReply,
  userId: number,
  impersonatorId: number | null = null,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionDays * 24 * 3600 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, impersonatorId, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isSecureCookie,
    expires: expiresAt,
  });
}

export async function destroySession(db: DbOrTx, reply: FastifyReply, auth: TAuth | null): Promise<void> {
  if (auth) await db.delete(sessions).where(eq(sessions.tokenHash, auth.tokenHash));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function destroyAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Stores a one-shot message shown at the next application load. */
export async function setFlash(db: DbOrTx, auth: TAuth, kind: 'error' | 'info' | 'success' | 'warning', message: string) {
  await db
    .update(sessions)
    .set({ flash: { ...(auth.flash ?? {}), [kind]: message } })
    .where(eq(sessions.tokenHash, auth.tokenHash));
}

export async function takeFlash(db: DbOrTx, auth: TAuth | null): Promise<Record<string, string>> {
  if (!auth?.flash) return {};
  await db.update(sessions).set({ flash: null }).where(eq(sessions.tokenHash, auth.tokenHash));
  return auth.flash;
}

/** Resolves the session cookie to its user on every API request (one indexed query). */
export function registerSessions(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // Pages and their scripts carry the cookie too; only the API acts for a user.
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const tokenHash = hashToken(token);
    const [row] = await db
      .select({ user: users, impersonatorId: sessions.impersonatorId, flash: sessions.flash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(users.active, true)));
    if (row) request.auth = { user: row.user, tokenHash, impersonatorId: row.impersonatorId, flash: row.flash };
  });
}

export function requireAuth(request: FastifyRequest): TAuth {
  if (!request.auth) throw AppError.sessionInvalid();
  return request.auth;
}

/** A path naming a user must name the signed-in one; any other identity answers 404. */
export function requireSelf(request: FastifyRequest, identity: string): TAuth {
  const auth = requireAuth(request);
  if (auth.user.identity !== identity) throw AppError.notFound();
  return auth;
}

export function requireStaff(request: FastifyRequest): TAuth {
  const auth = requireAuth(request);
  if (auth.user.role !== 'staff' && auth.impersonatorId === null) throw AppError.forbidden();
  return auth;
}
