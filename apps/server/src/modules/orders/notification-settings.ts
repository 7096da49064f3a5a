import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { orders } from '../../schema/orders.ts';

/**
 * POST /api/order/{externalId}/email-notifications: the co-authors' addresses the order's e-mails also go to.
 * The researcher's own address is left out (they get every e-mail anyway). One conditional update: another
 * user's order matches no row and answers 404 with nothing written.
 */
export async function saveNotificationEmails(
  db: DbOrTx,
  request: FastifyRequest,
  externalId: string,
  emails: string[],
): Promise<{ settings: { emails: string[] } }> {
  const { user } = requireAuth(request);
  const own = user.email.toLowerCase();
  const [row] = await db
    .update(orders)
    .set({ notificationEmails: emails.filter((email) => email.toLowerCase() !== own), updatedAt: new Date() })
    .where(and(eq(orders.userId, user.id), eq(orders.externalId, externalId)))
    .returning({ emails: orders.notificationEmails });
  if (!row) throw AppError.notFound();
  return { settings: { emails: row.emails } };
}
