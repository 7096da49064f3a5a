import { CUSTOMER_GOAL_MULTIMEDIA, CUSTOMER_GOAL_REWORK, LOCALE_TO_SEGMENT } from '@portal/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { contentTypeOf } from '../../platform/file-types.ts';
import { requestLocale } from '../../platform/request-language.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { openFormWithManuscript } from './open-with-file.ts';
import { stepUrl } from './steps.ts';

/** A manuscript an automated tool holds: its name as uploaded and where storage keeps it. */
export type TToolManuscript = { name: string; storedName: string; size: number; sha256: string };

/**
 * The automated tools' next step (the grammar check's report, a digital edit): opens the researcher's order form
 * for professional editing with the tool's manuscript attached, at the step where the editing service is
 * chosen, and answers the page to go to.
 */
export async function startProfessionalEditing(
  deps: { db: Db; storage: TStorage; catalogue: TCatalogueService; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  userId: number,
  manuscript: TToolManuscript,
): Promise<string> {
  const { goals } = await deps.catalogue.orderForm();
  const goal = goals.find((g) => g.key !== CUSTOMER_GOAL_REWORK && g.key !== CUSTOMER_GOAL_MULTIMEDIA);
  if (!goal) throw new Error('the catalogue has no manuscript goal');
  await openFormWithManuscript(deps.db, deps.storage, deps.log, {
    userId,
    customerGoalId: goal.id,
    currentStep: 'manuscript-services',
    projectTitle: manuscript.name.replace(/\.docx?$/i, ''),
    file: {
      originalName: manuscript.name,
      storedName: manuscript.storedName,
      contentType: contentTypeOf(manuscript.name),
      size: manuscript.size,
      sha256: manuscript.sha256,
    },
  });
  return `/${LOCALE_TO_SEGMENT[requestLocale(request)]}${stepUrl('manuscript-services')}`;
}
