import type { Readable } from 'node:stream';
import { MESSAGE } from '@portal/domain';
import { DATA_EXPORT_ERROR, type TDataExport } from '@portal/domain/api/data-rights';
import type { FastifyRequest } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import { auditEntryOf, recordAudit } from '../../platform/audit-log.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';
import { createExportSigner, exportViewOf, findExport, insertExportJob, statusOf, type TExportRow } from './data-export-store.ts';

/** Archives a researcher may ask for in a day: each one reads all their data and copies all their files. */
const EXPORTS_PER_DAY = 3;
const DAY_MS = 24 * 3600 * 1000;

export type TDataExportDownload = { stream: Readable; fileName: string };

/** "Download my data": asking for an archive, following its preparation, and downloading it through the e-mailed link. */
export function createDataExportService(deps: { db: Db; storage: TStorage }) {
  const { db, storage } = deps;
  const signer = createExportSigner(db);

  /** The caller's own export, or 404 (another researcher's id answers as an unknown one does). */
  async function ownExport(auth: TAuth, id: number): Promise<TExportRow> {
    const row = await findExport(db, id);
    if (!row || row.payload.userId !== auth.user.id) throw AppError.notFound();
    return row;
  }

  const actorOf = (auth: TAuth) => auth.impersonatorId ?? auth.user.id;

  return {
    /** Checked before a request's input is read (route-access.ts). */
    async ownsExport(request: FastifyRequest, id: string): Promise<boolean> {
      if (!request.auth || !/^\d{1,15}$/.test(id)) return false;
      const row = await findExport(db, Number(id));
      return row?.payload.userId === request.auth.user.id;
    },

    async requestExport(request: FastifyRequest, auth: TAuth): Promise<TDataExport> {
      const slots = await takeThrottleSlots(db, [
        { key: `data-export:${auth.user.id}`, limit: EXPORTS_PER_DAY, windowMs: DAY_MS },
      ]);
      if (!slots) throw new AppError(429, MESSAGE.tooManyRequests);
      const row = await db.transaction(async (tx) => {
        const queued = await insertExportJob(tx, auth.user.id);
        await recordAudit(tx, {
          ...auditEntryOf(request, actorOf(auth), auth.user.id, 'data-export-requested'),
          statusCode: 202,
        });
        return queued;
      });
      return exportViewOf(row);
    },

    async readExport(auth: TAuth, id: number): Promise<TDataExport> {
      return exportViewOf(await ownExport(auth, id));
    },

    /**
     * The archive, for its owner's session with the link's signature: a wrong signature answers 404 like an
     * unknown export; the owner's link past its day answers 410 data-export-expired.
     */
    async openDownload(request: FastifyRequest, auth: TAuth, id: number, token: string): Promise<TDataExportDownload> {
      const row = await ownExport(auth, id);
      const status = statusOf(row);
      const { expiresAt, storedName } = row.payload;
      if (status === 'preparing' || status === 'failed' || !expiresAt) throw new AppError(409, DATA_EXPORT_ERROR.notReady);
      if (status === 'expired' || !storedName) throw new AppError(410, DATA_EXPORT_ERROR.expired);
      if (!(await signer.isValid(token, row.id, auth.user.id, expiresAt))) throw AppError.notFound();
      const stream = await storage.get(storedName).catch((error: unknown) => {
        // Deleted by its expiry job a moment ago.
        if (error instanceof StoredFileNotFoundError) throw new AppError(410, DATA_EXPORT_ERROR.expired);
        throw error;
      });
      await recordAudit(db, { ...auditEntryOf(request, actorOf(auth), auth.user.id, 'data-export-downloaded'), statusCode: 200 });
      return { stream, fileName: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },
  };
}

export type TDataExportService = ReturnType<typeof createDataExportService>;
