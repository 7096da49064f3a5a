import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { isLiveSession, selectWithSession } from '../../platform/sessions.ts';
import { orders } from '../../schema/orders.ts';
import { isUsersOrderOfNumber, readUsersOrder } from '../orders/index.ts';

/**
 * GET /api/order/{externalId}/re-edit-options in one statement: the session and, of the user's order of
 * that number (another user's is simply not joined), the few columns the re-edit page is made of. Not the
 * whole row: its forty columns, described and decoded one by one, cost five times this statement's CPU.
 */
export function prepareReeditOptionsRead(db: Db) {
  return selectWithSession(db, {
    order: {
      externalId: orders.externalId,
      title: orders.title,
      kind: orders.kind,
      services: orders.services,
      touchUpAvailable: orders.touchUpAvailable,
      reeditAvailable: orders.reeditAvailable,
      scientificReworkEligible: orders.scientificReworkEligible,
    },
  })
    .leftJoin(orders, isUsersOrderOfNumber)
    .where(isLiveSession)
    .prepare('reedit_options_read');
}

export type TReeditOptionsRead = ReturnType<typeof prepareReeditOptionsRead>;

/** The user's order as the re-edit page reads it: 401 without a live session, 404 for an order not the user's. */
export async function readReeditOrder(read: TReeditOptionsRead, request: FastifyRequest, externalId: string) {
  return (await readUsersOrder(read, request, externalId)).order;
}
