import type { FastifyRequest } from 'fastify';
import type { TAuditAction } from '../schema/platform.ts';
import { auditEntryOf, recordAudit } from './audit-log.ts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';
import { requireAuth, requireSecondFactor } from './sessions.ts';

/** The staff member acting: their own session, not one in which they act as a customer. */
export type TStaffActor = { id: number; fullName: string };

/**
 * A staff action needs a staff member's own session: a researcher gets 403, and so does an impersonating
 * session (it is the customer's while it lasts; fulfilling orders is done as oneself).
 */
export function requireStaffActor(request: FastifyRequest): TStaffActor {
  const auth = requireAuth(request);
  if (auth.user.role !== 'staff' || auth.impersonatorId !== null) throw AppError.forbidden();
  requireSecondFactor(auth);
  return { id: auth.user.id, fullName: fullNameOf(auth.user) };
}

export function fullNameOf(person: { firstName: string; lastName: string; email?: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || (person.email ?? '');
}

/** Writes a staff action on an order to the audit log, in the transaction that does it (so it is there exactly when the change is). */
export async function auditStaffAction(
  tx: DbOrTx,
  request: FastifyRequest,
  actor: TStaffActor,
  order: { id: number; userId: number },
  action: TAuditAction,
): Promise<void> {
  await recordAudit(tx, { ...auditEntryOf(request, actor.id, order.userId, action), orderId: order.id, statusCode: 200 });
}
