import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { TJobProgress } from '../../platform/job-events.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';

type TOwner = { userId: number; identity: string };

/**
 * Fails a digital document still processing (an edit or a translation) with the failure's message key, and
 * tells its researcher's page in the same transaction: `progress` when the job has one, else `progressOf`
 * the row (a parked job's).
 */
export function failDigitalDocument(
  db: Db,
  id: number,
  failure: string,
  progressOf: (owner: TOwner) => TJobProgress,
  progress?: TJobProgress,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(digitalDocuments)
      .set({ status: 'failed', failure, completedAt: sql`now()` })
      .where(and(eq(digitalDocuments.id, id), eq(digitalDocuments.status, 'processing')))
      .returning({ userId: digitalDocuments.userId, identity: digitalDocuments.identity });
    if (failed) await (progress ?? progressOf(failed)).finish('failed', tx);
  });
}
