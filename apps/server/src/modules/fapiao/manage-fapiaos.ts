import type { Readable } from 'node:stream';
import { FAPIAO_MESSAGE, type TFapiao, type TLocale, type TOrganizationSuggestion } from '@portal/domain';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { payments } from '../payments/table.ts';
import { findFapiao, paymentCompletedAt, type TFapiaoDeps, viewOf } from './service.ts';
import { fapiaoOrganizations, fapiaos } from './table.ts';

/** How many fapiaos the list answers (newest first): a researcher requests at most a few per payment. */
const LIST_LIMIT = 200;
const SUGGESTION_LIMIT = 10;

/**
 * GET /api/fapiao: the researcher's fapiaos for invoices and prepayments; with context=Paddle, those for
 * digital purchases (the automated tools, sold online as a reseller's checkout would: context names that
 * channel in the spec's call).
 */
export async function listFapiaos(db: Db, auth: TAuth, digital: boolean, locale: TLocale): Promise<TFapiao[]> {
  const rows = await db
    .select({ fapiao: fapiaos, paymentCompletedAt: paymentCompletedAt })
    .from(fapiaos)
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId))
    .where(and(eq(fapiaos.userId, auth.user.id), digital ? eq(fapiaos.context, 'digital') : ne(fapiaos.context, 'digital')))
    .orderBy(desc(fapiaos.createdAt), desc(fapiaos.id))
    .limit(LIST_LIMIT);
  const isPermitted = auth.impersonatorId !== null;
  return rows.map((row) => viewOf(row, { locale, isPermitted }));
}

/**
 * DELETE /api/fapiao/{identity}: cancels an issued fapiao whose payment is under one year old (staff acting
 * for the researcher: at any age), through the tax service when it issued it. Anything else: 409.
 */
export async function cancelFapiao(deps: Pick<TFapiaoDeps, 'db' | 'taxService'>, auth: TAuth, identity: string, locale: TLocale) {
  const { db } = deps;
  const isPermitted = auth.impersonatorId !== null;
  const found = await findFapiao(db, identity, auth.user.id);
  if (!found) throw AppError.notFound();
  if (!viewOf(found, { locale, isPermitted }).cancellable) throw new AppError(409, FAPIAO_MESSAGE.cancellationNotAllowed);
  if (found.fapiao.providerReference) {
    const result = await deps.taxService.cancel(found.fapiao.providerReference);
    if (!result.cancelled) throw new AppError(409, FAPIAO_MESSAGE.cancellationRefused);
  }
  const [cancelled] = await db
    .update(fapiaos)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(fapiaos.id, found.fapiao.id), eq(fapiaos.status, 'issued')))
    .returning();
  if (!cancelled) throw new AppError(409, FAPIAO_MESSAGE.cancellationNotAllowed);
  return viewOf({ fapiao: cancelled, paymentCompletedAt: found.paymentCompletedAt }, { locale, isPermitted });
}

/** GET /api/fapiao/{identity}/document: the issued fapiao's PDF, for its owner only. */
export async function fapiaoDocument(
  deps: Pick<TFapiaoDeps, 'db' | 'storage'>,
  userId: number | null,
  identity: string,
): Promise<{ stream: Readable; fileName: string }> {
  const found = await findFapiao(deps.db, identity, userId);
  if (!found) throw AppError.notFound();
  const { fapiao } = found;
  if (fapiao.status !== 'issued' || !fapiao.documentKey) throw new AppError(409, FAPIAO_MESSAGE.notIssued);
  return { stream: await deps.storage.get(fapiao.documentKey), fileName: `fapiao-${fapiao.number ?? fapiao.identity}.pdf` };
}

/** GET /api/fapiao/organizations?name=: buyers whose name holds what was typed, names starting with it first. */
export async function suggestOrganizations(db: Db, name: string): Promise<TOrganizationSuggestion[]> {
  if (name.length === 0) return [];
  const rows = await db
    .select({ organizationName: fapiaoOrganizations.name, taxpayerNumber: fapiaoOrganizations.taxpayerNumber })
    .from(fapiaoOrganizations)
    .where(sql`strpos(${fapiaoOrganizations.name}, ${name}) > 0`)
    .orderBy(sql`strpos(${fapiaoOrganizations.name}, ${name})`, asc(fapiaoOrganizations.name))
    .limit(SUGGESTION_LIMIT);
  return rows;
}
