import path from 'node:path';
import type { TOrderFormResponse, ZDocumentDetailsResponse, ZUploadResponse } from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { contentTypeOf } from '../../platform/file-types.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { type TOrderFormService, toFileView } from '../order-form/index.ts';
import { isAnalysable } from './document-analysis.ts';
import { ANALYSE_DOCUMENT_JOB } from './jobs/analyse-document.ts';
import { receiveUpload, removeStaleUploads } from './receive-upload.ts';
import { deleteFileOfForm, findLatestMainFile } from './repository.ts';
import type { TDownload } from './send-download.ts';
import { storeUpload } from './store-upload.ts';

export const FILE_EXPIRED = 'file-expired';

/** What the files module uses of the order-form module. */
export type TOrderFormAccess = Pick<
  TOrderFormService,
  'findOrderFormForRequest' | 'toOrderFormView' | 'recordOrderFormFile' | 'findFileForRequest'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createFilesService(deps: {
  db: Db;
  config: Pick<TConfig, 'dataDir'>;
  storage: TStorage;
  orderForm: TOrderFormAccess;
  log: FastifyBaseLogger;
}) {
  const { db, storage, orderForm, log } = deps;
  /** Uploads in progress; beside the data so that moving them into local storage is a rename. */
  const tempDir = path.join(deps.config.dataDir, 'uploads-in-progress');
  void removeStaleUploads(tempDir).catch((error) => log.warn({ err: error }, 'stale uploads not removed'));

  return {
    /**
     * Stores one uploaded file on the requester's open order form. The file row and, for a main manuscript
     * we can read, its analysis job are written in one transaction; a refused file leaves nothing behind.
     */
    async upload(request: FastifyRequest, orderFormIdentity: string): Promise<z.infer<typeof ZUploadResponse>> {
      const form = await orderForm.findOrderFormForRequest(request, orderFormIdentity);
      const upload = await receiveUpload(request, tempDir);
      const isAnalysed = upload.kind === 'main' && isAnalysable(upload.fileName);
      const file = await storeUpload({ storage, log }, upload, {
        record: (storedName) =>
          db.transaction(async (tx) => {
            const row = await orderForm.recordOrderFormFile(tx, form.id, {
              kind: upload.kind,
              originalName: upload.fileName,
              storedName,
              contentType: contentTypeOf(upload.fileName),
              size: upload.size,
              sha256: upload.sha256,
              analysisStatus: isAnalysed ? 'pending' : 'done',
            });
            if (isAnalysed) await enqueueJob(tx, ANALYSE_DOCUMENT_JOB, { fileId: row.id });
            return row;
          }),
      });
      const updated = await orderForm.findOrderFormForRequest(request, orderFormIdentity);
      return { file: toFileView(file), order: await orderForm.toOrderFormView(request, updated) };
    },

    async remove(request: FastifyRequest, orderFormIdentity: string, fileIdentity: string): Promise<TOrderFormResponse> {
      const form = await orderForm.findOrderFormForRequest(request, orderFormIdentity);
      if (!UUID.test(fileIdentity)) throw AppError.notFound();
      const removed = await db.transaction((tx) => deleteFileOfForm(tx, form.id, fileIdentity));
      if (!removed) throw AppError.notFound();
      // After the commit: a file left behind by a failure here is only unused space.
      await storage
        .delete(removed.storedName)
        .catch((error) => log.warn({ err: error, storedName: removed.storedName }, 'deleted file not removed from storage'));
      const updated = await orderForm.findOrderFormForRequest(request, orderFormIdentity);
      return { error: null, order: await orderForm.toOrderFormView(request, updated) };
    },

    /** The word count and language of the main manuscript uploaded last, once its analysis has finished. */
    async documentDetails(request: FastifyRequest, orderFormIdentity: string): Promise<z.infer<typeof ZDocumentDetailsResponse>> {
      const form = await orderForm.findOrderFormForRequest(request, orderFormIdentity);
      const file = await findLatestMainFile(db, form.id);
      if (!file || file.analysisStatus === 'pending')
        return { documentDetailsReceived: false, manuscriptLanguageId: null, wordCount: null };
      return {
        documentDetailsReceived: file.wordCount !== null && file.languageId !== null,
        manuscriptLanguageId: file.languageId,
        wordCount: file.wordCount,
      };
    },

    async openDownload(request: FastifyRequest, fileIdentity: string): Promise<TDownload> {
      const { file } = await orderForm.findFileForRequest(request, fileIdentity);
      if (file.expired) throw new AppError(410, FILE_EXPIRED);
      try {
        const stream = await storage.get(file.storedName);
        return { stream, fileName: file.originalName, contentType: file.contentType, size: file.size };
      } catch (error) {
        if (!(error instanceof StoredFileNotFoundError)) throw error;
        log.warn({ fileIdentity }, 'file row without stored content');
        throw new AppError(410, FILE_EXPIRED);
      }
    },
  };
}

export type TFilesService = ReturnType<typeof createFilesService>;
