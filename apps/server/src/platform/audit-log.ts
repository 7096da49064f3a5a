import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onResponseAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { auditLog, type TAuditAction } from '../schema/platform.ts';
import type { DbOrTx } from './db.ts';
import { isStateChangingApiRoute } from './security.ts';

export type TAuditEntry = {
  actorId: number;
  subjectUserId: number;
  action: TAuditAction;
  method: string;
  route: string;
  statusCode?: number;
  /** The order a staff action was about. */
  orderId?: number;
  /** Which factor a two-factor entry is about. */
  detail?: string;
};

/** Route option of a call whose audit entry names its own action instead of `impersonated-request`. */
export type TAuditConfig = { auditAction?: TAuditAction };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function recordAudit(db: DbOrTx, entry: TAuditEntry): Promise<number> {
  const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
  if (!row) throw new Error('audit entry not stored');
  return row.id;
}

/** The entry a request of the request's own route would write: who acts, for whom, on which route. */
export function auditEntryOf(request: FastifyRequest, actorId: number, subjectUserId: number, action: TAuditAction): TAuditEntry {
  return { actorId, subjectUserId, action, method: request.method, route: request.routeOptions.url ?? request.url };
}

/**
 * Every state-changing API call made in an impersonated session is written to the audit log before its handler
 * runs (a crash cannot lose it, a refused call is kept too), and its status when the answer is sent. A route
 * naming its own action is audited whatever its method: sign-out by logout.gif ends an impersonation too.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: DbOrTx): void {
  const entryIds = new WeakMap<FastifyRequest, number>();
  const recordCall: preHandlerAsyncHookHandler = async (request) => {
    const auth = request.auth;
    if (!auth || auth.impersonatorId === null) return;
    const namedAction = (request.routeOptions.config as TAuditConfig | undefined)?.auditAction;
    if (namedAction === undefined && SAFE_METHODS.has(request.method)) return;
    const action = namedAction ?? 'impersonated-request';
    entryIds.set(request, await recordAudit(db, auditEntryOf(request, auth.impersonatorId, auth.user.id, action)));
  };
  const recordStatus: onResponseAsyncHookHandler = async (request, reply) => {
    const id = entryIds.get(request);
    if (id !== undefined) await db.update(auditLog).set({ statusCode: reply.statusCode }).where(eq(auditLog.id, id));
  };
  // Only the API's state-changing routes and those naming an action are audited: other reads are not hooked at all.
  app.addHook('onRoute', (route) => {
    const isNamed = (route.config as TAuditConfig | undefined)?.auditAction !== undefined;
    if (!isNamed && !isStateChangingApiRoute(route.method, route.url)) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(recordCall);
    route.onResponse = [route.onResponse ?? []].flat().concat(recordStatus);
  });
}
