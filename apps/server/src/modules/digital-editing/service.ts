import type { ZDigitalEditSearchQuery } from '@portal/domain/api/digital-edit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { createDocumentAnalyser } from '../files/index.ts';
import { createEdit } from './create-edit.ts';
import {
  archiveEdit,
  deleteFailedEdit,
  downloadEdit,
  editDetails,
  prepareEditReads,
  recentDocuments,
  searchEdits,
} from './edit-reads.ts';
import { startEditingOrderFromEdit } from './start-editing-order.ts';

/** Digital editing's use cases, with what they share built once. */
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
  return {
    create: (request: FastifyRequest) => createEdit({ db, config, storage, analyser, log }, request),
    search: (request: FastifyRequest, query: z.output<typeof ZDigitalEditSearchQuery>) => searchEdits(reads, request, query),
    details: (request: FastifyRequest, identity: string) => editDetails(db, request, identity),
    archive: (request: FastifyRequest, identity: string) => archiveEdit(db, request, identity),
    remove: (request: FastifyRequest, identity: string) => deleteFailedEdit({ db, storage, log }, request, identity),
    download: (request: FastifyRequest, reply: FastifyReply, identity: string) =>
      downloadEdit({ db, storage }, request, reply, identity),
    recent: (request: FastifyRequest) => recentDocuments(reads, request),
    startEditingOrder: (request: FastifyRequest, identity: string) =>
      startEditingOrderFromEdit({ db, storage, catalogue, log }, request, identity),
  };
}

export type TDigitalEditingService = ReturnType<typeof createDigitalEditingService>;
