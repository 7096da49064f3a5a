import { DIGITAL_EDIT_ERROR, type ZDigitalEditSearchQuery } from '@portal/domain/api/digital-edit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import {
  archiveDocument,
  deleteFailedDocument,
  downloadResult,
  ownDocument,
  startEditingOrderFrom,
} from '../digital-documents/index.ts';
import { createDocumentAnalyser } from '../files/index.ts';
import { createEdit } from './create-edit.ts';
import { editDetails, prepareEditReads, recentDocuments, searchEdits } from './edit-reads.ts';

/**
 * Digital editing's use cases on the document pipeline (digital-documents): its own are the create call (the
 * subscription, the style of English, its limits), the details, the recent documents and the editing order.
 */
export function createDigitalEditingService(deps: {
  db: Db;
  config: Pick<TConfig, 'dataDir'>;
  storage: TStorage;
  catalogue: TCatalogueService;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, config, storage, catalogue, log } = deps;
  const analyser = createDocumentAnalyser();
  const reads = prepareEditReads(db);
  const ownEdit = (request: FastifyRequest, identity: string, options?: { withArchived: boolean }) =>
    ownDocument('edit', requireAuth(request).user.id, identity, options);
  return {
    create: (request: FastifyRequest) => createEdit({ db, config, storage, analyser, log }, request),
    search: (request: FastifyRequest, query: z.output<typeof ZDigitalEditSearchQuery>) => searchEdits(reads, request, query),
    details: (request: FastifyRequest, identity: string) => editDetails(db, request, identity),
    /** POST /api/digital-edit/{identity}/archive: the edit leaves the list and its files are no longer downloadable. */
    archive: async (request: FastifyRequest, identity: string) => {
      const { name } = await archiveDocument(db, digitalDocuments, ownEdit(request, identity));
      return { success: `${name} archived` };
    },
    /** DELETE /api/digital-edit/{identity}: a failed edit only ('automated-edit-failure' offers nothing else), with its file. */
    remove: async (request: FastifyRequest, identity: string) => {
      const own = ownEdit(request, identity);
      const { name } = await deleteFailedDocument({ db, storage, log }, digitalDocuments, own, DIGITAL_EDIT_ERROR.notDeletable);
      return { success: `${name} deleted` };
    },
    /**
     * GET /api/digital-edit/{identity}/download: the edited .docx with tracked changes, as "<name> (edited).docx".
     * An archived edit, one not completed or whose result is gone answers 404 'curie.file-archived'.
     */
    download: (request: FastifyRequest, reply: FastifyReply, identity: string) =>
      downloadResult({ db, storage }, reply, ownEdit(request, identity, { withArchived: true }), {
        missing: () => new AppError(404, DIGITAL_EDIT_ERROR.fileArchived),
        refusesArchived: true,
      }),
    recent: (request: FastifyRequest) => recentDocuments(reads, request),
    /** GET /api/order-form/from-digital-edit/{identity}: the edit's next step, exactly as the grammar check's. */
    startEditingOrder: (request: FastifyRequest, identity: string) =>
      startEditingOrderFrom({ db, storage, catalogue, log }, request, digitalDocuments, (userId) =>
        ownDocument('edit', userId, identity, { withArchived: true }),
      ),
  };
}

export type TDigitalEditingService = ReturnType<typeof createDigitalEditingService>;
