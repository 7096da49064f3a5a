import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { digitalDocuments } from '../../schema/digital-documents.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { ownDocument } from '../digital-documents/index.ts';
import { startProfessionalEditing } from '../order-form/index.ts';

/**
 * GET /api/order-form/from-digital-edit/{identity}: the edit's next step, exactly as the grammar check's. Opens
 * the researcher's order form for professional editing with the uploaded manuscript attached, at the step where
 * the editing service is chosen, and answers where the page goes. Another researcher's edit is 404.
 */
export async function startEditingOrderFromEdit(
  deps: { db: Db; storage: TStorage; catalogue: TCatalogueService; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  identity: string,
): Promise<string> {
  const auth = requireAuth(request);
  const own = ownDocument('edit', auth.user.id, identity, { withArchived: true });
  if (!own) throw AppError.notFound();
  const [edit] = await deps.db.select().from(digitalDocuments).where(own);
  if (!edit) throw AppError.notFound();
  return startProfessionalEditing(deps, request, auth.user.id, edit);
}
