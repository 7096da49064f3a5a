import { unlink } from 'node:fs/promises';
import { STAFF_ERROR } from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { contentTypeOf } from '../../platform/file-types.ts';
import { auditStaffAction, type TStaffActor } from '../../platform/staff-access.ts';
import { deliverables } from '../../schema/fulfilment.ts';
import { queueDeliveredReading } from '../edit-review/index.ts';
import { checkUploadContent, receiveUpload } from '../files/index.ts';
import { findOrderTarget } from './order-target.ts';

export type TDeliverableDeps = { db: Db; storage: TStorage; tempDir: string; log: FastifyBaseLogger };

/**
 * Stores an edited file for the order: streamed to a temporary file while it is counted and hashed (SHA-256),
 * checked as a researcher's upload is (type by kind, size, magic bytes, a .docx's archive), then handed to
 * storage and recorded. A refused file leaves nothing behind.
 */
export async function uploadDeliverable(
  deps: TDeliverableDeps,
  request: FastifyRequest,
  actor: TStaffActor,
  externalId: string,
): Promise<number> {
  const { order } = await findOrderTarget(deps.db, externalId);
  if (order.status === 'cancelled') throw new AppError(409, STAFF_ERROR.orderClosed);
  const upload = await receiveUpload(request, deps.tempDir);
  let storedName: string | null = null;
  try {
    await checkUploadContent(upload);
    storedName = await deps.storage.put({ tempFilePath: upload.tempFilePath });
    const stored = storedName;
    await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(deliverables)
        .values({
          orderId: order.id,
          originalName: upload.fileName,
          storedName: stored,
          contentType: contentTypeOf(upload.fileName),
          size: upload.size,
          sha256: upload.sha256,
          uploadedBy: actor.id,
        })
        .returning({ id: deliverables.id });
      // A delivered .docx is read for the review now, off the researcher's path (edit-review, read-job.ts).
      if (inserted) await queueDeliveredReading(tx, { id: inserted.id, name: upload.fileName });
      await auditStaffAction(tx, request, actor, order, 'deliverable-uploaded');
    });
    storedName = null;
    return order.id;
  } finally {
    if (storedName)
      await deps.storage.delete(storedName).catch((e) => deps.log.warn({ err: e }, 'stored deliverable not removed'));
    // Gone already when storage took it over.
    await unlink(upload.tempFilePath).catch(() => undefined);
  }
}
