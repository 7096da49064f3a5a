import { GRAMMAR_CHECK_ERROR, type TGrammarCheckArchiveResponse } from '@portal/domain/api/grammar-check';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import type { TGrammarRequester } from './requester.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own assessment of that identity: a researcher's by user, a visitor's by cookie. */
export function ownAssessment(requester: TGrammarRequester, identity: string): SQL | null {
  if (!UUID.test(identity)) return null;
  const owner = requester.auth
    ? eq(languageAssessments.userId, requester.auth.user.id)
    : requester.visitorHash
      ? and(isNull(languageAssessments.userId), eq(languageAssessments.anonymousTokenHash, requester.visitorHash))
      : null;
  return owner ? (and(owner, eq(languageAssessments.identity, identity)) ?? null) : null;
}

/** POST /api/grammar-check/{identity}/archive: the assessment leaves the list; '{fileName} archived'. */
export async function archiveAssessment(
  db: Db,
  requester: TGrammarRequester,
  identity: string,
): Promise<TGrammarCheckArchiveResponse> {
  const own = ownAssessment(requester, identity);
  if (!own) throw AppError.notFound();
  const [row] = await db
    .update(languageAssessments)
    .set({ archivedAt: new Date() })
    .where(and(own, isNull(languageAssessments.archivedAt)))
    .returning({ name: languageAssessments.name });
  if (!row) throw AppError.notFound();
  return { success: `${row.name} archived` };
}

/**
 * DELETE /api/grammar-check/{identity}: a check that could not complete is deleted with its file
 * ('%(fileName)s deleted'); others are archived instead, so the call refuses them.
 */
export async function deleteFailedAssessment(
  deps: { db: Db; storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  requester: TGrammarRequester,
  identity: string,
): Promise<TGrammarCheckArchiveResponse> {
  const own = ownAssessment(requester, identity);
  if (!own) throw AppError.notFound();
  const [row] = await deps.db
    .delete(languageAssessments)
    .where(and(own, eq(languageAssessments.status, 'failed')))
    .returning({ name: languageAssessments.name, storedName: languageAssessments.storedName });
  if (!row) {
    const [exists] = await deps.db.select({ id: languageAssessments.id }).from(languageAssessments).where(own);
    throw exists ? new AppError(409, GRAMMAR_CHECK_ERROR.notDeletable) : AppError.notFound();
  }
  await deps.storage
    .delete(row.storedName)
    .catch((error) => deps.log.warn({ err: error }, 'deleted assessment file not removed from storage'));
  return { success: `${row.name} deleted` };
}
