import { CUSTOMER_GOAL_MULTIMEDIA, CUSTOMER_GOAL_REWORK, LOCALE_TO_SEGMENT } from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { requireAuth } from '../../platform/sessions.ts';
import type { TCatalogueService } from '../catalogue/service.ts';
import { digitalDocuments } from '../digital-documents/table.ts';
import { contentTypeOf } from '../files/file-types.ts';
import { openFormWithManuscript } from '../order-form/open-with-file.ts';
import { stepUrl } from '../order-form/steps.ts';
import { ownEdit } from './edit-view.ts';

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
  const own = ownEdit(auth.user.id, identity, { withArchived: true });
  if (!own) throw AppError.notFound();
  const [edit] = await deps.db.select().from(digitalDocuments).where(own);
  if (!edit) throw AppError.notFound();
  const { goals } = await deps.catalogue.orderForm();
  const goal = goals.find((g) => g.key !== CUSTOMER_GOAL_REWORK && g.key !== CUSTOMER_GOAL_MULTIMEDIA);
  if (!goal) throw new Error('the catalogue has no manuscript goal');
  await openFormWithManuscript(deps.db, deps.storage, deps.log, {
    userId: auth.user.id,
    customerGoalId: goal.id,
    currentStep: 'manuscript-services',
    projectTitle: edit.name.replace(/\.docx?$/i, ''),
    file: {
      originalName: edit.name,
      storedName: edit.storedName,
      contentType: contentTypeOf(edit.name),
      size: edit.size,
      sha256: edit.sha256,
    },
  });
  return `/${LOCALE_TO_SEGMENT[requestLocale(request)]}${stepUrl('manuscript-services')}`;
}
