import { GRAMMAR_CHECK_ERROR } from '@portal/domain/api/grammar-check';
import { percentileFromCounts } from '@portal/domain/rules/grammar-score';
import { and, eq, sql } from 'drizzle-orm';
import type { TStorage } from '../../../integrations/storage/storage.ts';
import type { Db } from '../../../platform/db.ts';
import { createJobProgress, type TJobProgress } from '../../../platform/job-events.ts';
import { type TJobHandler, withParking } from '../../../platform/jobs.ts';
import { languageAssessments } from '../../../schema/grammar-check.ts';
import { readStoredUpload } from '../../digital-documents/index.ts';
import { GrammarThreadError } from '../../language-engine/index.ts';
import { lockedTermsOf } from '../../locked-terms/index.ts';
import type { TTextAssessment } from '../assess-text.ts';
import { scoreDistribution } from '../assessment-view.ts';
import type { TGrammarChecker } from '../grammar-checker.ts';

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

  /** Writes the result; the researcher's page hears of it (the update and the event in one transaction). */
  async function finish(id: number, patch: Partial<typeof languageAssessments.$inferInsert>, progress?: TJobProgress) {
    await db.transaction(async (tx) => {
      const written = await tx
        .update(languageAssessments)
        .set({ ...patch, completedAt: sql`now()` })
        .where(and(eq(languageAssessments.id, id), eq(languageAssessments.status, 'processing')))
        .returning({ id: languageAssessments.id });
      if (written.length > 0) await progress?.finish(patch.status === 'failed' ? 'failed' : 'done', tx);
    });
  }

  const fail = (id: number, failure: string, progress?: TJobProgress) =>
    finish(id, { status: 'failed', scoreStatus: 'failed', errorCountStatus: 'failed', failure }, progress);

  /** A parked job's check, failed: its researcher (when signed in) hears of it. */
  async function failParked(id: number) {
    const [row] = await db
      .select({ userId: languageAssessments.userId, identity: languageAssessments.identity })
      .from(languageAssessments)
      .where(eq(languageAssessments.id, id));
    const progress = row ? createJobProgress(db, { userId: row.userId, topic: 'grammar-check', id: row.identity }) : undefined;
    await fail(id, GRAMMAR_CHECK_ERROR.failure, progress);
  }

  async function complete(id: number, assessment: TTextAssessment, progress: TJobProgress) {
    const isScored = assessment.score !== null;
    await progress.step('scoring');
    await finish(
      id,
      {
        status: isScored ? 'completed' : 'skipped',
        scoreStatus: isScored ? 'completed' : 'skipped',
        errorCountStatus: isScored ? 'completed' : 'skipped',
        score: assessment.score,
        percentile: assessment.score === null ? null : await percentileAmongCompleted(db, assessment.score),
        errorCounts: assessment.errorCounts,
        flaggedPassages: assessment.passages,
        wordCount: assessment.wordCount,
      },
      progress,
    );
  }

  return withParking(
    async (job) => {
      const id = Number(job.payload.assessmentId);
      const [row] = await db.select().from(languageAssessments).where(eq(languageAssessments.id, id));
      if (row?.status !== 'processing') return;
      // A visitor's check (no user) has no stream to hear it: their page polls.
      const progress = createJobProgress(db, { userId: row.userId, topic: 'grammar-check', id: row.identity });
      await progress.step('reading');
      const content = await readStoredUpload(storage, row.storedName);
      if (!content) return fail(id, GRAMMAR_CHECK_ERROR.failure, progress);
      try {
        // A signed-in researcher's locked terms are not flagged.
        const terms = row.userId === null ? [] : await lockedTermsOf(db, row.userId);
        await progress.step('checking');
        const result = await checker.check(row.name, content, terms);
        if (!result.ok) return fail(id, GRAMMAR_CHECK_ERROR.failure, progress);
        await complete(id, result.assessment, progress);
      } catch (error) {
        if (!(error instanceof GrammarThreadError) || job.attempts < job.maxAttempts) throw error;
        await fail(id, GRAMMAR_CHECK_ERROR.errorCountFailure, progress);
      }
    },
    (job) => failParked(Number(job.payload.assessmentId)),
  );
}

export function grammarCheckJobHandlers(deps: { db: Db; storage: TStorage; checker: TGrammarChecker }) {
  return { [CHECK_GRAMMAR_JOB]: createCheckGrammarHandler(deps) };
}
