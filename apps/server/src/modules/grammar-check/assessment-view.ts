import {
  GRAMMAR_CHECK_ERROR,
  type TLanguageAssessment,
  type TLanguageAssessmentStatus,
  type TPercentilePoint,
} from '@portal/domain/api/grammar-check';
import { GRAMMAR_BASELINE_SCORES, GRAMMAR_BASELINE_UNTIL } from '@portal/domain/rules/grammar-score';
import { type SQL, sql } from 'drizzle-orm';
import { column, jsonRow, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { languageAssessments, type TLanguageAssessmentRow } from '../../schema/grammar-check.ts';

/** An assessment row (alias `a`) as JSON: the columns the list and the report show. */
const ASSESSMENT_ROW = jsonRow({
  identity: column<string>(sql`a.identity`),
  name: column<string>(sql`a.name`),
  createdAt: column<string>(sql`a.created_at`),
  status: column<TLanguageAssessmentStatus>(sql`a.status`),
  score: column<number | null>(sql`a.score`),
  scoreStatus: column<TLanguageAssessmentStatus>(sql`a.score_status`),
  errorCountStatus: column<TLanguageAssessmentStatus>(sql`a.error_count_status`),
  errorCounts: column<TLanguageAssessmentRow['errorCounts']>(sql`a.error_counts`),
  percentile: column<number | null>(sql`a.percentile`),
  wordCount: column<number | null>(sql`a.word_count`),
  failure: column<string | null>(sql`a.failure`),
});
type TAssessmentJson = TRowType<typeof ASSESSMENT_ROW>;
// The error counts and the failure are shown only once their check completed or failed (assessmentViewOf).
type _AssessmentAgrees = TAssert<TRowAgrees<Omit<TAssessmentJson, 'errorCounts' | 'failure'>, TLanguageAssessment>>;

/** The columns of an assessment the list and the report show: its JSON, or its selected row (createdAt a Date). */
export type TAssessmentColumns = Omit<TAssessmentJson, 'createdAt'> & { createdAt: Date | string };

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
export const assessmentJson: SQL<TAssessmentColumns> = ASSESSMENT_ROW.sql;

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
