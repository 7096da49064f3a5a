import { STAFF_ORDER_FLAGS, type TStaffFlagsRequest } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { findOrderTarget } from './order-target.ts';
import { assertVersion, updateOrderAtVersion } from './order-version.ts';
import { isReleaseNews, tellFilesReleased } from './release-downloads.ts';

/**
 * Sets the flags staff decide: downloads released before payment, free touch-up, paid re-edit, eligible for
 * additional scientific work. Only the flags named change, at the version the staff member saw.
 */
export async function setFlags(
  deps: { db: Db; siteUrl: string },
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
  body: TStaffFlagsRequest,
): Promise<number> {
  const target = await findOrderTarget(deps.db, externalId);
  const { order } = target;
  assertVersion(order, body.version);
  const change = Object.fromEntries(STAFF_ORDER_FLAGS.flatMap((flag) => (body[flag] === undefined ? [] : [[flag, body[flag]]])));
  return deps.db.transaction(async (tx) => {
    const isNews = body.downloadAvailable === true && (await isReleaseNews(tx, order));
    const after = await updateOrderAtVersion(tx, order.id, body.version, change);
    if (isNews) await tellFilesReleased(tx, deps.siteUrl, target, after);
    await auditStaffAction(tx, request, actor, order, 'order-flags-set');
    return order.id;
  });
}
