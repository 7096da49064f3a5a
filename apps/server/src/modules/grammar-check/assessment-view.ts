import {
  GRAMMAR_CHECK_ERROR,
  type TLanguageAssessment,
  type TLanguageAssessmentStatus,
  type TPercentilePoint,
} from '@portal/domain/api/grammar-check';
import { GRAMMAR_BASELINE_SCORES, GRAMMAR_BASELINE_UNTIL } from '@portal/domain/rules/grammar-score';
import { type SQL, sql } from 'drizzle-orm';
import { languageAssessments, type TLanguageAssessmentRow } from '../../schema/grammar-check.ts';

/** The columns of an assessment the list and the report show. */
export type TAssessmentColumns = Pick<
  TLanguageAssessmentRow,
  | 'identity'
  | 'name'
  | 'status'
  | 'score'
  | 'scoreStatus'
  | 'errorCountStatus'
  | 'errorCounts'
  | 'percentile'
  | 'wordCount'
  | 'failure'
> & { createdAt: Date | string };

export function assessmentViewOf(row: TAssessmentColumns): TLanguageAssessment {
  const isScored = row.scoreStatus === 'completed';
  return {
    identity: row.identity,
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    status: row.status as TLanguageAssessmentStatus,
    score: isScored ? row.score : null,
    scoreStatus: row.scoreStatus as TLanguageAssessmentStatus,
    errorCountStatus: row.errorCountStatus as TLanguageAssessmentStatus,
    errorCount: row.errorCountStatus === 'completed' ? row.errorCounts : null,
    percentile: isScored ? row.percentile : null,
    wordCount: row.wordCount,
    failure: row.status === 'failed' ? (row.failure ?? GRAMMAR_CHECK_ERROR.failure) : null,
  };
}

/** An assessment row (alias `a`) as JSON with the columns of TAssessmentColumns. */
export const assessmentJson: SQL<TAssessmentColumns> = sql`json_build_object('identity', a.identity, 'name', a.name,
  'createdAt', a.created_at, 'status', a.status, 'score', a.score, 'scoreStatus', a.score_status,
  'errorCountStatus', a.error_count_status, 'errorCounts', a.error_counts, 'percentile', a.percentile,
  'wordCount', a.word_count, 'failure', a.failure)`;

/** The percentile chart's curve: percentiles 0 to 100 in steps of 5. */
const CURVE_PERCENTILES = Array.from({ length: 21 }, (_, i) => i * 5);

/**
 * The scores of every completed assessment, with the seeded baseline while fewer than GRAMMAR_BASELINE_UNTIL
 * have completed (docs/decisions.md): the distribution percentiles are read from.
 */
export const scoreDistribution: SQL = sql`(
  select score from ${languageAssessments} where score_status = 'completed'
  union all
  select unnest(array[${sql.raw(GRAMMAR_BASELINE_SCORES.join(','))}]::float8[])
  where (select count(*) from ${languageAssessments} where score_status = 'completed') < ${sql.raw(String(GRAMMAR_BASELINE_UNTIL))}
)`;

/** The score at each of the curve's percentiles, as one float8[] column. */
export const percentileCurve: SQL<number[]> = sql`(select percentile_cont(array[${sql.raw(
  CURVE_PERCENTILES.map((p) => p / 100).join(','),
)}]::float8[]) within group (order by d.score) from ${scoreDistribution} d)`;

export function percentilePointsOf(scores: readonly number[] | null): TPercentilePoint[] {
  return CURVE_PERCENTILES.map((percentile, i) => ({ percentile, score: Math.round((scores?.[i] ?? 0) * 10) / 10 }));
}
