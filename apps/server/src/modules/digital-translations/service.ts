import {
  DIGITAL_ORDER_PAGE_SIZE,
  DIGITAL_TRANSLATION_ERROR,
  type TDigitalOrderArchiveResponse,
  type TDigitalOrderSearchResponse,
  type ZDigitalOrderSearchQuery,
} from '@portal/domain/api/digital-translation';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { TTranslationEngines } from '../../integrations/translation/engines.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import {
  archiveDocument,
  deleteFailedDocument,
  downloadResult,
  ownDocument,
  prepareDocumentSearch,
  searchDocuments,
} from '../digital-documents/index.ts';
import { createDocumentAnalyser } from '../files/index.ts';
import { createTranslation } from './create-translation.ts';
import { digitalOrderViewOf } from './translation-view.ts';

/**
 * Digital translation's use cases on the document pipeline (digital-documents): its own are the create call
 * (the language, a package's use and word limit) and its answers' shapes. A translation stays the caller's
 * once archived: it can still be downloaded or, failed, deleted.
 */
export function createDigitalTranslationService(deps: {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'featureFlags'>;
  storage: TStorage;
  translation: TTranslationEngines;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, config, storage, translation, log } = deps;
  const analyser = createDocumentAnalyser();
  const searchRead = prepareDocumentSearch(db, 'translation', DIGITAL_ORDER_PAGE_SIZE, 'digital_order_search');
  const ownTranslation = (request: FastifyRequest, identity: string) =>
    ownDocument('translation', requireAuth(request).user.id, identity, { withArchived: true });
  return {
    create: (request: FastifyRequest) => createTranslation({ db, config, storage, analyser, translation, log }, request),
    /**
     * GET /api/digital-order/search: a page of the researcher's translations (newest first, archived ones left
     * out), or the ones named by `identities` (the page polls those still processing).
     */
    search: async (
      request: FastifyRequest,
      query: z.output<typeof ZDigitalOrderSearchQuery>,
    ): Promise<TDigitalOrderSearchResponse> => {
      const { rows, pagination } = await searchDocuments(searchRead, request, query, DIGITAL_ORDER_PAGE_SIZE);
      return { results: rows.map(digitalOrderViewOf), pagination };
    },
    /** POST /api/digital-order/{id}/archive: the translation leaves the list ('{fileName} archived'). */
    archive: async (request: FastifyRequest, identity: string): Promise<TDigitalOrderArchiveResponse> => {
      const row = await archiveDocument(db, digitalDocuments, ownTranslation(request, identity));
      return { archives: [row.identity], success: `${row.name} archived` };
    },
    /**
     * DELETE /api/digital-order/{id}: a failed translation ('digital-translation-failure') is deleted with its
     * file ('%(fileName)s deleted'); others are archived instead, so the call refuses them.
     */
    remove: async (request: FastifyRequest, identity: string): Promise<TDigitalOrderArchiveResponse> => {
      const own = ownTranslation(request, identity);
      const row = await deleteFailedDocument({ db, storage, log }, digitalDocuments, own, DIGITAL_TRANSLATION_ERROR.notDeletable);
      return { archives: [row.identity], success: `${row.name} deleted` };
    },
    /** GET /api/digital-order/{id}/download: the translated .docx under its real name; 404 until completed. */
    download: (request: FastifyRequest, reply: FastifyReply, identity: string) =>
      downloadResult({ db, storage }, reply, ownTranslation(request, identity), {
        missing: () => AppError.notFound(),
        refusesArchived: false,
      }),
  };
}

export type TDigitalTranslationService = ReturnType<typeof createDigitalTranslationService>;
