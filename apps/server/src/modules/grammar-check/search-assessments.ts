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
  const page = query.page ?? 1;
  const params = {
    identities: query.identities?.length ? query.identities.join(',') : null,
    offset: (page - 1) * LANGUAGE_ASSESSMENT_PAGE_SIZE,
  };
  const curve = deps.reads.scoreCurve.get();
  const row =
    (await runSessionRead(request, deps.reads.searchOfUser, params)) ??
    (await readAsVisitor(deps, request, (visitor) => deps.reads.searchOfVisitor.execute({ ...params, visitor })));
  const total = row?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LANGUAGE_ASSESSMENT_PAGE_SIZE));
  return {
    results: (row?.page ?? []).map(assessmentViewOf),
    pagination: {
      current: page,
      previous: page > 1 ? Math.min(page - 1, pages) : null,
      next: page < pages ? page + 1 : null,
      pages,
      total,
    },
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
