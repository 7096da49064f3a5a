import type { TAcceptSuggestionsRequest, ZGrammarCheckSearchQuery } from '@portal/domain/api/grammar-check';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { createDocumentAnalyser } from '../files/index.ts';
import { acceptSuggestions, ownAssessment } from './accept-suggestions.ts';
import { archiveAssessment, deleteFailedAssessment } from './archive-assessment.ts';
import { assessmentDetails } from './assessment-details.ts';
import { prepareAssessmentReads } from './assessment-reads.ts';
import { createCaptcha } from './captcha.ts';
import { createAssessment } from './create-assessment.ts';
import { requesterOf } from './requester.ts';
import { searchAssessments } from './search-assessments.ts';
import { startEditingOrder } from './start-editing-order.ts';

/** The grammar check's use cases, one file each, with what they share built once. */
export function createGrammarCheckService(deps: {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'isSecureCookie' | 'allowsAnonymousLanguageAssessment' | 'featureFlags'>;
  storage: TStorage;
  catalogue: TCatalogueService;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, config, storage, catalogue, log } = deps;
  const reads = prepareAssessmentReads(db);
  const captcha = createCaptcha(db);
  const analyser = createDocumentAnalyser();
  return {
    /** Loads the percentile curve at start, so no reader waits for it (scoreCurveOf). */
    warmUp: async () => {
      await reads.scoreCurve.get();
    },
    create: (request: FastifyRequest, reply: FastifyReply) =>
      createAssessment({ db, config, storage, captcha, analyser, log }, request, reply, requesterOf(request)),
    search: (request: FastifyRequest, query: z.output<typeof ZGrammarCheckSearchQuery>) =>
      searchAssessments({ reads, config }, request, query),
    details: (request: FastifyRequest, identity: string) => assessmentDetails({ reads, config }, request, identity),
    archive: (request: FastifyRequest, identity: string) => archiveAssessment(db, requesterOf(request), identity),
    remove: (request: FastifyRequest, identity: string) =>
      deleteFailedAssessment({ db, storage, log }, requesterOf(request), identity),
    captcha: () => captcha.issue(),
    /** Throws 404 unless the caller owns the assessment: asked before the body is read. */
    requireOwnAssessment: async (request: FastifyRequest, identity: string) => {
      await ownAssessment(db, request, identity);
    },
    acceptSuggestions: (request: FastifyRequest, reply: FastifyReply, identity: string, body: TAcceptSuggestionsRequest) =>
      acceptSuggestions({ db, storage }, request, reply, identity, body),
    startEditingOrder: (request: FastifyRequest, identity: string) =>
      startEditingOrder({ db, storage, catalogue, log }, request, identity),
  };
}

export type TGrammarCheckService = ReturnType<typeof createGrammarCheckService>;
