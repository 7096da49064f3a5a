import {
  LANGUAGE_ASSESSMENT_PAGE_SIZE,
  type TGrammarCheckSearchResponse,
  type ZGrammarCheckSearchQuery,
} from '@portal/domain/api/grammar-check';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { runSessionRead } from '../../platform/sessions.ts';
import { documentsPageParams, paginationOf } from '../digital-documents/index.ts';
import type { TAssessmentReads } from './assessment-reads.ts';
import { assessmentViewOf, percentilePointsOf } from './assessment-view.ts';
import { requesterOf } from './requester.ts';

/**
 * GET /api/grammar-check/search: a page of the caller's assessments (newest first, archived ones left out),
 * or the ones named by `identities` (the list polls those still processing), with the percentile curve.
 * One statement: with the session for a researcher, by the cookie's hash for a visitor (the curve is the
 * instance's, scoreCurveOf).
 */
export async function searchAssessments(
  deps: { reads: TAssessmentReads; config: Pick<TConfig, 'allowsAnonymousLanguageAssessment'> },
  request: FastifyRequest,
  query: z.output<typeof ZGrammarCheckSearchQuery>,
): Promise<TGrammarCheckSearchResponse> {
  const params = documentsPageParams(query, LANGUAGE_ASSESSMENT_PAGE_SIZE);
  const curve = deps.reads.scoreCurve.get();
  const row =
    (await runSessionRead(request, deps.reads.searchOfUser, params)) ??
    (await readAsVisitor(deps, request, (visitor) => deps.reads.searchOfVisitor.execute({ ...params, visitor })));
  return {
    results: (row?.page ?? []).map(assessmentViewOf),
    pagination: paginationOf(query.page ?? 1, row?.total ?? 0, LANGUAGE_ASSESSMENT_PAGE_SIZE),
    percentiles: percentilePointsOf(await curve),
  };
}

/**
 * A visitor's read: 401 when visitors may not check (the page then asks them to sign in), nothing when
 * they have no cookie yet.
 */
export async function readAsVisitor<TRow>(
  deps: { config: Pick<TConfig, 'allowsAnonymousLanguageAssessment'> },
  request: FastifyRequest,
  read: (visitorHash: string) => Promise<TRow[]>,
): Promise<TRow | null> {
  if (!deps.config.allowsAnonymousLanguageAssessment) throw AppError.sessionInvalid();
  const { visitorHash } = requesterOf(request);
  if (!visitorHash) return null;
  const [row] = await read(visitorHash);
  return row ?? null;
}
