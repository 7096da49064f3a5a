import { ZEmail } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { auditEntryOf, recordAudit, type TAuditConfig } from '../../platform/audit-log.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createSession, destroySession, requireAuth, requireSecondFactor } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';

/**
 * Support staff act as a customer: the session becomes the customer's, remembering the staff
 * member as impersonator (exempt from the migration gate, shown as impersonatorIdentity). The start, the stop
 * and every state-changing call in between are written to the audit log.
 */
export function staffRoutes(db: Db, config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/staff/impersonate', { schema: { body: z.object({ email: ZEmail }) } }, async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.user.role !== 'staff') throw AppError.forbidden();
      requireSecondFactor(auth);
      const [customer] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${request.body.email})`);
      if (customer?.role !== 'researcher' || !customer.active) throw AppError.notFound();
      await db.transaction(async (tx) => {
        await destroySession(tx, reply, auth);
        // The staff session passed its second factor (requireSecondFactor): the customer's session carries that on.
        await createSession(tx, config, reply, customer.id, { impersonatorId: auth.user.id, isSecondFactorVerified: true });
        await recordAudit(tx, { ...auditEntryOf(request, auth.user.id, customer.id, 'impersonation-start'), statusCode: 200 });
      });
      return { impersonating: customer.identity };
    });

    // Audited by registerImpersonationAudit, as every call of an impersonated session, under its own action.
    const stopConfig: TAuditConfig = { auditAction: 'impersonation-stop' };
    app.post('/api/staff/stop-impersonating', { config: stopConfig }, async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.impersonatorId === null) throw AppError.forbidden();
      const [staff] = await db.select().from(users).where(eq(users.id, auth.impersonatorId));
      if (staff?.role !== 'staff' || !staff.active) {
        // No longer staff: the customer's session ends, and no staff session is handed back.
        await destroySession(db, reply, auth);
        throw AppError.forbidden();
      }
      await db.transaction(async (tx) => {
        await destroySession(tx, reply, auth);
        await createSession(tx, config, reply, staff.id, { isSecondFactorVerified: auth.isSecondFactorVerified });
      });
      return { impersonating: null };
    });
  };
}
