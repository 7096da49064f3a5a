import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { isDocumentIdentity } from '../digital-documents/index.ts';
import { startProfessionalEditing } from '../order-form/index.ts';

/**
 * GET /api/order-form/from-language-assessment/{identity}: the report's next step. Opens the researcher's
 * order form for professional editing with the checked manuscript attached, at the step where the editing
 * service is chosen, and answers where the page goes. Another researcher's assessment is 404.
 */
export async function startEditingOrder(
  deps: { db: Db; storage: TStorage; catalogue: TCatalogueService; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  identity: string,
): Promise<string> {
  const auth = requireAuth(request);
  if (!isDocumentIdentity(identity)) throw AppError.notFound();
  const [assessment] = await deps.db
    .select()
    .from(languageAssessments)
    .where(and(eq(languageAssessments.identity, identity), eq(languageAssessments.userId, auth.user.id)));
  if (!assessment) throw AppError.notFound();
  return startProfessionalEditing(deps, request, auth.user.id, assessment);
}
