import type { ZDigitalOrderSearchQuery } from '@portal/domain/api/digital-translation';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { TTranslationEngines } from '../../integrations/translation/engines.ts';
import type { Db } from '../../platform/db.ts';
import { createDocumentAnalyser } from '../files/index.ts';
import { createTranslation } from './create-translation.ts';
import {
  archiveTranslation,
  deleteFailedTranslation,
  downloadTranslation,
  prepareTranslationSearch,
  searchTranslations,
} from './manage-translations.ts';

/** Digital translation's use cases, with what they share built once. */
export function createDigitalTranslationService(deps: {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'featureFlags'>;
  storage: TStorage;
  translation: TTranslationEngines;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, config, storage, translation, log } = deps;
  const analyser = createDocumentAnalyser();
  const searchRead = prepareTranslationSearch(db);
  return {
    create: (request: FastifyRequest) => createTranslation({ db, config, storage, analyser, translation, log }, request),
    search: (request: FastifyRequest, query: z.output<typeof ZDigitalOrderSearchQuery>) =>
      searchTranslations(searchRead, request, query),
    archive: (request: FastifyRequest, identity: string) => archiveTranslation({ db }, request, identity),
    remove: (request: FastifyRequest, identity: string) => deleteFailedTranslation({ db, storage, log }, request, identity),
    download: (request: FastifyRequest, reply: FastifyReply, identity: string) =>
      downloadTranslation({ db, storage, log }, request, reply, identity),
  };
}

export type TDigitalTranslationService = ReturnType<typeof createDigitalTranslationService>;
