import { buffer } from 'node:stream/consumers';
import { GRAMMAR_CHECK_ERROR } from '@portal/domain/api/grammar-check';
import { percentileFromCounts } from '@portal/domain/rules/grammar-score';
import { and, eq, sql } from 'drizzle-orm';
import { StoredFileNotFoundError, type TStorage } from '../../../integrations/storage/storage.ts';
import type { Db } from '../../../platform/db.ts';
import { type TJobHandler, withParking } from '../../../platform/jobs.ts';
import { lockedTermsOf } from '../../locked-terms/service.ts';
import type { TTextAssessment } from '../assess-text.ts';
import { scoreDistribution } from '../assessment-view.ts';
import { GrammarThreadError, type TGrammarChecker } from '../grammar-checker.ts';
import { languageAssessments } from '../table.ts';

export const CHECK_GRAMMAR_JOB = 'check-grammar';

/** The percentile of a score among completed assessments (and the seeded baseline while there are few). */
async function percentileAmongCompleted(db: Db, score: number): Promise<number> {
  const result = await db.execute(sql`select
      count(*) filter (where d.score < ${score}::float8)::int as below,
      count(*) filter (where d.score = ${score}::float8)::int as equal,
      count(*)::int as total
    from ${scoreDistribution} d`);
  const row = (result as unknown as { rows: { below: number; equal: number; total: number }[] }).rows[0];
  return percentileFromCounts(Number(row?.below ?? 0), Number(row?.equal ?? 0), Number(row?.total ?? 0));
}

/**
 * Checks one uploaded manuscript: parsed once, linted with harper.js on the grammar thread, scored, and the
 * result written in one conditional update (only while the row is still processing: a retried or repeated
 * job writes nothing twice). A document that cannot be read fails at once; a crashed thread is retried, and
 * fails the check on the last attempt.
 */
export function createCheckGrammarHandler(deps: { db: Db; storage: TStorage; checker: TGrammarChecker }): TJobHandler {
  const { db, storage, checker } = deps;

  async function finish(id: number, patch: Partial<typeof languageAssessments.$inferInsert>) {
    await db
      .update(languageAssessments)
      .set({ ...patch, completedAt: sql`now()` })
      .where(and(eq(languageAssessments.id, id), eq(languageAssessments.status, 'processing')));
  }

  const fail = (id: number, failure: string) =>
    finish(id, { status: 'failed', scoreStatus: 'failed', errorCountStatus: 'failed', failure });

  async function complete(id: number, assessment: TTextAssessment) {
    const isScored = assessment.score !== null;
    await finish(id, {
      status: isScored ? 'completed' : 'skipped',
      scoreStatus: isScored ? 'completed' : 'skipped',
      errorCountStatus: isScored ? 'completed' : 'skipped',
      score: assessment.score,
      percentile: assessment.score === null ? null : await percentileAmongCompleted(db, assessment.score),
      errorCounts: assessment.errorCounts,
      flaggedPassages: assessment.passages,
      wordCount: assessment.wordCount,
    });
  }

  return withParking(
    async (job) => {
      const id = Number(job.payload.assessmentId);
      const [row] = await db.select().from(languageAssessments).where(eq(languageAssessments.id, id));
      if (row?.status !== 'processing') return;
      const stored = await storage.get(row.storedName).catch((error) => {
        if (error instanceof StoredFileNotFoundError) return null;
        throw error;
      });
      if (!stored) return fail(id, GRAMMAR_CHECK_ERROR.failure);
      try {
        // A signed-in researcher's locked terms are not flagged.
        const terms = row.userId === null ? [] : await lockedTermsOf(db, row.userId);
        const result = await checker.check(row.name, await buffer(stored), terms);
        if (!result.ok) return fail(id, GRAMMAR_CHECK_ERROR.failure);
        await complete(id, result.assessment);
      } catch (error) {
        if (!(error instanceof GrammarThreadError) || job.attempts < job.maxAttempts) throw error;
        await fail(id, GRAMMAR_CHECK_ERROR.errorCountFailure);
      }
    },
    (job) => fail(Number(job.payload.assessmentId), GRAMMAR_CHECK_ERROR.failure).then(() => undefined),
  );
}

export function grammarCheckJobHandlers(deps: { db: Db; storage: TStorage; checker: TGrammarChecker }) {
  return { [CHECK_GRAMMAR_JOB]: createCheckGrammarHandler(deps) };
}
