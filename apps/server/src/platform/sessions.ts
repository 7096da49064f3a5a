import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TConfig } from '../config.ts';
import { readVersions, users } from '../schema/account.ts';
import { sessions } from '../schema/auth.ts';
import type { Db, DbOrTx } from './db.ts';
import { AppError } from './errors.ts';
import { fastSerializerCompiler } from './fast-serializer.ts';

export const SESSION_COOKIE = 'sid';

export type TUserRow = typeof users.$inferSelect;
export type TAuth = {
  user: TUserRow;
  tokenHash: string;
  impersonatorId: number | null;
  /** The staff member acting for the user (their identity), or null. */
  impersonatorIdentity: string | null;
  flash: Record<string, string> | null;
  /** Whether this session passed a second factor (staff routes need it). */
  isSecondFactorVerified: boolean;
};

/** A cached read's request (platform/read-cache.ts): its session, and the data version its statement saw. */
export type TReadCacheSlot = { tokenHash: string; seen: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
    readCacheSlot: TReadCacheSlot | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque 256-bit token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export type TSessionOptions = {
  impersonatorId?: number | null;
  /** The session passed a second factor (now, or the session it replaces did). */
  isSecondFactorVerified?: boolean;
};

export async function createSession(
  db: DbOrTx,
  config: TConfig,
  reply: FastifyReply,
  userId: number,
  options: TSessionOptions = {},
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionDays * 24 * 3600 * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    impersonatorId: options.impersonatorId ?? null,
    secondFactorAt: options.isSecondFactorVerified ? new Date() : null,
    expiresAt,
  });
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

const impersonators = alias(users, 'impersonators');

/**
 * A table's row as one JSON column (to_json of the row), decoded into the row drizzle would map from its
 * columns, each column decoded as drizzle decodes it; null for the missing side of an outer join. A read
 * that carries whole rows (the session's user, an order with its payment and invoice) selects one value
 * that PostgreSQL need not describe column by column and that is parsed natively, instead of dozens of
 * columns described, parsed and mapped one by one at every request. Only for tables whose columns JSON
 * carries exactly (no numeric, no timestamp in string mode).
 */
export function rowJsonOf<TTable extends PgTable>(table: TTable): SQL<TTable['$inferSelect']> {
  return sql`to_json(${table})`.mapWith(rowDecoderOf(table));
}

/** Decodes a row of `table` from its JSON (to_json: keyed by column name) as drizzle decodes its columns. */
export function rowDecoderOf<TTable extends PgTable>(table: TTable): (json: Record<string, unknown>) => TTable['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as TTable['$inferSelect'];
  };
}

/** The user row as one JSON column: every read selects it with the session. */
const userJson = rowJsonOf(users);

/** The columns that make a TAuth: select them beside a read's own, from sessionUserSource. */
export const SESSION_USER_FIELDS = {
  user: userJson,
  impersonatorId: sessions.impersonatorId,
  impersonatorIdentity: impersonators.identity,
  flash: sessions.flash,
  secondFactorAt: sessions.secondFactorAt,
  /** The version of the user's data (read-cache.ts). */
  readVersion: sql<number>`coalesce(${readVersions.version}, 0)`.mapWith(Number),
};

/**
 * The session of the `tokenHash` placeholder, live and of an active user; an impersonating session only
 * while its staff member is still active staff (demoted or deactivated, every call of it is signed out).
 */
export const isLiveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql`now()`),
  eq(users.active, true),
  or(isNull(sessions.impersonatorId), and(eq(impersonators.role, 'staff'), eq(impersonators.active, true))),
);

/**
 * `select …, <the read's columns> from sessions → users → the impersonating staff member`: a read adds its
 * own joins and columns (correlated on users.id), filters with isLiveSession and prepares the statement.
 */
export function selectWithSession<TExtra extends SelectedFields>(db: Db, extra: TExtra) {
  return db
    .select({ ...SESSION_USER_FIELDS, ...extra })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .leftJoin(readVersions, eq(readVersions.userId, users.id));
}

export type TSessionRow = {
  user: TUserRow;
  impersonatorId: number | null;
  impersonatorIdentity: string | null;
  flash: Record<string, string> | null;
  secondFactorAt: Date | null;
  readVersion: number;
};

/** The hash of a well-formed session cookie, or null. */
export function tokenHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  return hashToken(token);
}

function authOf(row: TSessionRow, tokenHash: string): TAuth {
  return {
    user: row.user,
    tokenHash,
    impersonatorId: row.impersonatorId,
    impersonatorIdentity: row.impersonatorIdentity,
    flash: row.flash,
    isSecondFactorVerified: row.secondFactorAt !== null,
  };
}

/** Route option of the reads that look the session up in their own statement (see runSessionRead). */
export const SESSION_IN_READ = { sessionInRead: true } as const;

/**
 * Runs a read prepared from sessionUserSource with the request's session: one statement for who is signed
 * in and what the read needs of their rows. Sets request.auth as the onRequest hook would; without a live
 * session it answers null and request.auth stays null.
 * In a cached read (platform/read-cache.ts) it notes the version of the researcher's data the statement saw,
 * which the answer is kept with.
 */
export async function runSessionRead<TRow extends TSessionRow>(
  request: FastifyRequest,
  read: { execute: (params: Record<string, unknown>) => Promise<TRow[]> },
  params: Record<string, unknown> = {},
): Promise<TRow | null> {
  const slot = request.readCacheSlot;
  const tokenHash = slot ? slot.tokenHash : tokenHashOf(request);
  if (!tokenHash) return null;
  const [row] = await read.execute({ ...params, tokenHash });
  if (!row) return null;
  request.auth = authOf(row, tokenHash);
  // The first statement's version: a read making more than one keeps the oldest, never a newer one.
  if (slot && slot.seen === null) slot.seen = row.readVersion;
  return row;
}

/** runSessionRead for a read that needs a live session: 401 without one. */
export async function requireSessionRead<TRow extends TSessionRow>(
  request: FastifyRequest,
  read: { execute: (params: Record<string, unknown>) => Promise<TRow[]> },
  params: Record<string, unknown> = {},
): Promise<TRow> {
  const row = await runSessionRead(request, read, params);
  if (!row) throw AppError.sessionInvalid();
  return row;
}

/** The live session of a token hash with the version of its user's data (read-cache.ts), or null. */
export type TSessionLookup = (tokenHash: string) => Promise<{ auth: TAuth; readVersion: number } | null>;

/** The route options a read registers with: see runSessionRead and registerSessions. */
type TSessionRouteConfig = { sessionInRead?: boolean } | undefined;

/**
 * Resolves the session cookie to its user on every API request: one prepared statement (built once,
 * planned once per connection) that also names the impersonating staff member. The hook is attached to the
 * API routes only, as they are registered, so pages, files and answers without a route pay nothing for it.
 * Routes marked SESSION_IN_READ skip it: their own statement looks the session up with their data
 * (runSessionRead), and they answer through a serializer compiled from their response schema
 * (fast-serializer.ts) instead of validating every answer with zod again.
 */
export function registerSessions(app: FastifyInstance, db: Db, recordReads: readonly TSessionRecordRead[] = []): TSessionLookup {
  const sessionUser = selectWithSession(db, {}).where(isLiveSession).prepare('session_user');
  app.decorateRequest('auth', null);
  const sessionOf: TSessionLookup = async (tokenHash) => {
    const [row] = await sessionUser.execute({ tokenHash });
    return row ? { auth: authOf(row, tokenHash), readVersion: row.readVersion } : null;
  };
  const lookUpSession: onRequestAsyncHookHandler = async (request) => {
    const tokenHash = tokenHashOf(request);
    if (!tokenHash) return;
    request.auth = (await sessionOf(tokenHash))?.auth ?? null;
  };
  /**
   * The session lookup of a route whose path names a record: the record comes back with the session. One
   * hook (and one prepared statement) per record read, shared by all its routes.
   */
  const lookUpSessionWith = new Map<TSessionRecordRead, onRequestAsyncHookHandler>();
  const hookOf = (recordRead: TSessionRecordRead): onRequestAsyncHookHandler => {
    const statement = selectWithSession(db, { record: recordRead.column })
      .where(isLiveSession)
      .prepare(`session_user_${recordRead.name}`);
    return async (request) => {
      const tokenHash = tokenHashOf(request);
      if (!tokenHash) return;
      const id = recordRead.idOf(request.params as Record<string, string | undefined>);
      if (id === null) {
        request.auth = (await sessionOf(tokenHash))?.auth ?? null;
        return;
      }
      const [row] = await statement.execute({ tokenHash, recordId: id });
      // No live session: nothing is kept, and the ownership check reads the record itself.
      if (!row) return;
      request.auth = authOf(row, tokenHash);
      recordRead.keep(request, id, row.record);
    };
  };
  for (const recordRead of recordReads) lookUpSessionWith.set(recordRead, hookOf(recordRead));
  app.addHook('onRoute', (route) => {
    // Pages and their scripts carry the cookie too; only the API acts for a user.
    if (!route.url.startsWith('/api/')) return;
    if ((route.config as TSessionRouteConfig)?.sessionInRead) {
      route.serializerCompiler ??= fastSerializerCompiler;
      return;
    }
    const recordRead = recordReads.find((read) => read.matches(route.url));
    const lookUp = (recordRead && lookUpSessionWith.get(recordRead)) ?? lookUpSession;
    route.onRequest = [route.onRequest ?? []].flat().concat(lookUp);
  });
  return sessionOf;
}

/**
 * A record that the routes under some paths name and check the ownership of first (route-access.ts): the
 * session lookup of those routes reads it in the same statement (`column`, correlated on nothing but the
 * `recordId` placeholder) and hands it to `keep`, where the module's ownership check finds it, so a
 * signed-in call of such a route starts with one statement instead of two. Without a live session, or
 * with an id that cannot name a record (`idOf` answers null), the lookup is the plain one.
 */
export type TSessionRecordRead = {
  /** Names the prepared statement (`session_user_<name>`). */
  name: string;
  matches: (routeUrl: string) => boolean;
  idOf: (params: Record<string, string | undefined>) => string | null;
  column: SQL<unknown>;
  keep: (request: FastifyRequest, id: string, record: unknown) => void;
};

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

/** A staff member's own session: a researcher's is refused, and so is one in which staff act as a customer. */
export function requireStaff(request: FastifyRequest): TAuth {
  const auth = requireAuth(request);
  if (auth.user.role !== 'staff' || auth.impersonatorId !== null) throw AppError.forbidden();
  requireSecondFactor(auth);
  return auth;
}

/**
 * Staff work only in a session that passed a second factor (ASVS 6.3.3), else 403 `two-factor-required`.
 * Staff with a factor always pass it at sign-in, and enrolling the first one ends the account's other
 * sessions, so such a session is nearly always one of staff who have not enrolled yet: the console sends
 * them to enrol. A session acting for a customer inherits the staff session's (staff/routes.ts).
 */
export function requireSecondFactor(auth: Pick<TAuth, 'isSecondFactorVerified'>): void {
  if (!auth.isSecondFactorVerified) throw new AppError(403, 'two-factor-required');
}
