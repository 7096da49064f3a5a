import type { Readable } from 'node:stream';
import { FAPIAO_MESSAGE, type TFapiao, type TLocale, type TOrganizationSuggestion } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, requireSessionRead, rowDecoderOf, selectWithSession, type TAuth } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { fapiaoOrganizations, fapiaos } from '../../schema/fapiao.ts';
import { fapiaoListJsonOf } from './fapiao-reads.ts';
import { findFapiao, type TFapiaoDeps, viewOf } from './service.ts';

const SUGGESTION_LIMIT = 10;

const fapiaoOfJson = rowDecoderOf(fapiaos);

/**
 * GET /api/fapiao: the researcher's fapiaos for invoices and prepayments; with context=Paddle, those for
 * digital purchases (the automated tools, sold online as a reseller's checkout would: context names that
 * channel in the spec's call). One statement with the session (SESSION_IN_READ), one prepared per list.
 */
export function prepareFapiaoListReads(db: Db) {
  const readOf = (digital: boolean, name: string) =>
    selectWithSession(db, { fapiaos: fapiaoListJsonOf(users.id, digital) })
      .where(isLiveSession)
      .prepare(name);
  return { documents: readOf(false, 'fapiao_list'), digital: readOf(true, 'fapiao_list_digital') };
}

export type TFapiaoListReads = ReturnType<typeof prepareFapiaoListReads>;

export async function listFapiaos(reads: TFapiaoListReads, request: FastifyRequest, digital: boolean): Promise<TFapiao[]> {
  const row = await requireSessionRead(request, digital ? reads.digital : reads.documents);
  // After the session: the user's language is one of the locale's inputs.
  const locale = requestLocale(request);
  const isPermitted = row.impersonatorId !== null;
  return row.fapiaos.map((found) =>
    viewOf({ fapiao: fapiaoOfJson(found.fapiao), paymentCompletedAt: found.paymentCompletedAt }, { locale, isPermitted }),
  );
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
