import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { isDocumentIdentity, startEditingOrderFrom } from '../digital-documents/index.ts';

/**
 * GET /api/order-form/from-language-assessment/{identity}: the report's next step. Opens the researcher's
 * order form for professional editing with the checked manuscript attached, at the step where the editing
 * service is chosen, and answers where the page goes. Another researcher's assessment is 404.
 */
export function startEditingOrder(
  deps: { db: Db; storage: TStorage; catalogue: TCatalogueService; log: Pick<FastifyBaseLogger, 'warn'> },
  request: FastifyRequest,
  identity: string,
): Promise<string> {
  return startEditingOrderFrom(deps, request, languageAssessments, (userId) =>
    isDocumentIdentity(identity)
      ? (and(eq(languageAssessments.identity, identity), eq(languageAssessments.userId, userId)) ?? null)
      : null,
  );
}
