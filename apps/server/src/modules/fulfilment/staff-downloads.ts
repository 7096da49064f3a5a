import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { deliverables, paymentProofs } from '../../schema/fulfilment.ts';
import { FILE_EXPIRED, type TDownload } from '../files/index.ts';
import { findFileByIdentity } from '../order-form/index.ts';
import type { TOrderRow } from '../orders/index.ts';
import { findOrderTarget, isUuid } from './order-target.ts';

type TStoredFile = { originalName: string; storedName: string; contentType: string; size: number };

/**
 * The files of an order as staff download them: the researcher's uploads, the edited files (removed ones too,
 * for checking what was replaced) and the proofs of payment. A file of another order is 404.
 */
export function createStaffDownloads(deps: { db: Db; storage: TStorage; log: FastifyBaseLogger }) {
  const { db, storage, log } = deps;

  /** The file `find` answers for the order of `externalId`, when `id` can name one. */
  async function openOfOrder(
    externalId: string,
    id: string,
    find: (order: TOrderRow) => Promise<TStoredFile | undefined>,
  ): Promise<TDownload> {
    const { order } = await findOrderTarget(db, externalId);
    const file = isUuid(id) ? await find(order) : undefined;
    if (!file) throw AppError.notFound();
    try {
      return {
        stream: await storage.get(file.storedName),
        fileName: file.originalName,
        contentType: file.contentType,
        size: file.size,
      };
    } catch (error) {
      if (!(error instanceof StoredFileNotFoundError)) throw error;
      log.warn({ storedName: file.storedName }, 'order file without stored content');
      throw new AppError(410, FILE_EXPIRED);
    }
  }

  return {
    researcherFile: (externalId: string, identity: string) =>
      openOfOrder(externalId, identity, async (order) => {
        const file = await findFileByIdentity(db, identity);
        return file && order.orderFormId !== null && file.orderFormId === order.orderFormId ? file : undefined;
      }),
    deliverable: (externalId: string, key: string) =>
      openOfOrder(externalId, key, async (order) => {
        const [file] = await db
          .select()
          .from(deliverables)
          .where(and(eq(deliverables.key, key), eq(deliverables.orderId, order.id)));
        return file;
      }),
    paymentProof: (externalId: string, identity: string) =>
      openOfOrder(externalId, identity, async (order) => {
        const [file] = await db
          .select()
          .from(paymentProofs)
          .where(and(eq(paymentProofs.identity, identity), eq(paymentProofs.orderId, order.id)));
        return file;
      }),
  };
}
