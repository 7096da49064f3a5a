import type { TGrammarCheckDetailsResponse } from '@portal/domain/api/grammar-check';
import { GRAMMAR_EDITING_UPSELL_PRICE } from '@portal/domain/rules/grammar-score';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import { runSessionRead } from '../../platform/sessions.ts';
import { isDocumentIdentity } from '../digital-documents/index.ts';
import type { TAssessmentReads } from './assessment-reads.ts';
import { assessmentViewOf, percentilePointsOf } from './assessment-view.ts';
import { readAsVisitor } from './search-assessments.ts';
import { reportPassage } from './stored-passages.ts';

/** The currency of the upsell for a visitor, who has none of their own. */
const VISITOR_CURRENCY = 'USD';

/**
 * GET /api/grammar-check/{identity}: the Language Quality Report of one of the caller's assessments (its
 * score, counts, percentile, flagged passages, the percentile curve and the editing upsell in the caller's
 * currency), in one statement (the curve is the instance's, scoreCurveOf). Another researcher's or visitor's assessment answers 404.
 */
export async function assessmentDetails(
  deps: { reads: TAssessmentReads; config: Pick<TConfig, 'allowsAnonymousLanguageAssessment'> },
  request: FastifyRequest,
  identity: string,
): Promise<TGrammarCheckDetailsResponse> {
  if (!isDocumentIdentity(identity)) throw AppError.notFound();
  const params = { identity };
  const curve = deps.reads.scoreCurve.get();
  const userRow = await runSessionRead(request, deps.reads.detailsOfUser, params);
  const row =
    userRow ?? (await readAsVisitor(deps, request, (visitor) => deps.reads.detailsOfVisitor.execute({ ...params, visitor })));
  if (!row?.assessment) throw AppError.notFound();
  const view = assessmentViewOf(row.assessment);
  return {
    assessment: view,
    passages: view.errorCountStatus === 'completed' ? (row.passages ?? []).map(reportPassage) : [],
    percentiles: percentilePointsOf(await curve),
    upsell: { price: GRAMMAR_EDITING_UPSELL_PRICE, currencyIso: userRow?.currencyIso ?? VISITOR_CURRENCY },
  };
}
