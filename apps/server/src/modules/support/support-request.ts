import type { TSupportRequest } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { queueEmail } from '../../platform/mail.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { findOrderForUser } from '../orders/index.ts';
import { supportRequestForResearcher, supportRequestForSupport } from './emails.ts';

/**
 * A researcher's message to the support team about one of their orders (the contact-support path of a
 * re-edit, /support/index/submission/{externalId}/type/inactive-service): e-mailed to the support mailbox
 * with who wrote and about which order, and confirmed to the researcher, in one transaction.
 */
export function createSupportRequestService(deps: { db: Db; config: Pick<TConfig, 'publicUrl' | 'supportEmail'> }) {
  const { db, config } = deps;
  const siteUrl = config.publicUrl.replace(/\/+$/, '');
  return {
    async send(request: FastifyRequest, externalId: string, body: TSupportRequest): Promise<{ sent: true }> {
      const auth = requireAuth(request);
      const order = await findOrderForUser(db, auth.user.id, externalId);
      const mailOrder = { externalId: order.externalId, title: order.title };
      await db.transaction(async (tx) => {
        await queueEmail(
          tx,
          supportRequestForSupport({
            supportEmail: config.supportEmail,
            user: auth.user,
            order: mailOrder,
            topic: body.topic,
            message: body.message,
          }),
        );
        await queueEmail(tx, supportRequestForResearcher({ siteUrl, user: auth.user, order: mailOrder, message: body.message }));
      });
      return { sent: true };
    },
  };
}

export type TSupportRequestService = ReturnType<typeof createSupportRequestService>;
