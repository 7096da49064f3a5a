import { GRAMMAR_CHECK_ERROR, type TGrammarCheckArchiveResponse } from '@portal/domain/api/grammar-check';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { archiveDocument, deleteFailedDocument, isDocumentIdentity } from '../digital-documents/index.ts';
import type { TGrammarRequester } from './requester.ts';

/** The caller's own assessment of that identity: a researcher's by user, a visitor's by cookie. */
export function ownAssessment(requester: TGrammarRequester, identity: string): SQL | null {
  if (!isDocumentIdentity(identity)) return null;
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
  const { name } = await archiveDocument(db, languageAssessments, ownAssessment(requester, identity));
  return { success: `${name} archived` };
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
  const { name } = await deleteFailedDocument(deps, languageAssessments, own, GRAMMAR_CHECK_ERROR.notDeletable);
  return { success: `${name} deleted` };
}
