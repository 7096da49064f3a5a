import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { orders } from '../../schema/orders.ts';
import type { TOrderRow } from '../orders/index.ts';
import { isOrderDownloadable } from './downloadable.ts';
import { queueFulfilmentEmail } from './fulfilment-emails.ts';
import type { TOrderTarget } from './order-target.ts';

/**
 * Whether releasing a completed order's files now is news to the researcher: they could not download them
 * (unpaid, nothing released). Asked before the release.
 */
export async function isReleaseNews(tx: DbOrTx, order: TOrderRow): Promise<boolean> {
  return order.status === 'completed' && !order.downloadAvailable && !(await isOrderDownloadable(tx, order.id));
}

/** Tells the researcher that the completed order's files can be downloaded now. */
export async function tellFilesReleased(tx: DbOrTx, siteUrl: string, target: TOrderTarget, after: TOrderRow): Promise<void> {
  await queueFulfilmentEmail(tx, siteUrl, { ...target, order: after }, { kind: 'order-completed', isDownloadable: true });
}

/** Releases the order's files before payment (its version moves on, as with every staff change). */
export async function releaseDownloads(tx: DbOrTx, siteUrl: string, target: TOrderTarget): Promise<void> {
  if (target.order.downloadAvailable) return;
  const isNews = await isReleaseNews(tx, target.order);
  const [after] = await tx
    .update(orders)
    .set({ downloadAvailable: true, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(eq(orders.id, target.order.id))
    .returning();
  if (after && isNews) await tellFilesReleased(tx, siteUrl, target, after);
}
