import { FAPIAO_MESSAGE, type TFapiaoStatus, type TStaffFapiao } from '@portal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditEntryOf, recordAudit } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { TStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { currencies } from '../../schema/catalogue.ts';
import { fapiaos, type TFapiaoRow } from '../../schema/fapiao.ts';
import { payments } from '../../schema/payments.ts';
import { queueFapiaoEmail } from './fapiao-emails.ts';
import { paymentCompletedAt, type TFapiaoDeps, viewOf } from './service.ts';

const STAFF_LIST_LIMIT = 200;

export type TStaffFapiaoDeps = Pick<TFapiaoDeps, 'db' | 'storage' | 'log' | 'siteUrl'> & {
  /** The largest PDF staff may attach (FAPIAO_DOCUMENT_MAX_BYTES, never above MAX_UPLOAD_BYTES). */
  documentMaxBytes: number;
  /** Renders the document of a fapiao staff issued by hand (the tax service's layout). */
  render: (
    fapiao: TFapiaoRow,
    currency: { sign: string; numDecimals: number },
    number: string,
    issuedAt: Date,
  ) => Promise<Buffer>;
};

/** Fapiaos as staff see them: with their payment's completion and the researcher's name and e-mail. */
function selectStaffRows(deps: Pick<TFapiaoDeps, 'db'>) {
  return deps.db
    .select({
      fapiao: fapiaos,
      paymentCompletedAt: paymentCompletedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(fapiaos)
    .innerJoin(users, eq(users.id, fapiaos.userId))
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId));
}

async function staffRowOf(deps: Pick<TFapiaoDeps, 'db'>, identity: string) {
  const [row] = await selectStaffRows(deps).where(eq(fapiaos.identity, identity));
  return row;
}

function staffViewOf(row: NonNullable<Awaited<ReturnType<typeof staffRowOf>>>): TStaffFapiao {
  return {
    ...viewOf(row, { locale: 'en_US', isPermitted: true }),
    // Staff download through their own route; the researcher's URL is theirs.
    url: row.fapiao.status === 'issued' ? `/api/staff/fapiaos/${row.fapiao.identity}/document` : null,
    customerEmail: row.email,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    providerReference: row.fapiao.providerReference,
  };
}

/** GET /api/staff/fapiaos?status=: every researcher's fapiaos, newest first, optionally of one status. */
export async function listStaffFapiaos(
  deps: Pick<TFapiaoDeps, 'db'>,
  status: TFapiaoStatus | undefined,
): Promise<TStaffFapiao[]> {
  const rows = await selectStaffRows(deps)
    .where(status ? eq(fapiaos.status, status) : undefined)
    .orderBy(desc(fapiaos.createdAt), desc(fapiaos.id))
    .limit(STAFF_LIST_LIMIT);
  return rows.map(staffViewOf);
}

/** What staff send to issue a fapiao by hand: the number, and the real fapiao's PDF when they have it. */
export type TStaffIssueInput = { number: string | undefined; document: Buffer | null };

/**
 * Staff mark a requested fapiao issued (issued by hand at the tax authority's own portal when the service
 * could not). With the fapiao's PDF (checked by the route) the researcher downloads that document, under the
 * number given (required then); without, the portal generates one with the number given or one of its own.
 * The service's pending request is let go (provider reference cleared), so a later cancellation does not ask
 * the service. The change, its audit entry and the researcher's e-mail commit together.
 */
export async function staffIssueFapiao(
  deps: TStaffFapiaoDeps,
  request: FastifyRequest,
  actor: TStaffActor,
  identity: string,
  input: TStaffIssueInput,
): Promise<TStaffFapiao> {
  const row = await staffRowOf(deps, identity);
  if (!row) throw AppError.notFound();
  if (row.fapiao.status !== 'requested') throw new AppError(409, FAPIAO_MESSAGE.staffNotRequested);
  if (input.document && !input.number) throw AppError.invalid({ number: FAPIAO_MESSAGE.staffNumberRequired });
  const issuedAt = new Date();
  const fapiaoNumber = input.number ?? `${issuedAt.getUTCFullYear() % 100}${String(row.fapiao.id).padStart(18, '0')}`;
  const document = input.document ?? (await renderDocument(deps, row.fapiao, fapiaoNumber, issuedAt));
  const documentKey = await deps.storage.put(document);
  let isIssued = false;
  try {
    isIssued = await deps.db.transaction(async (tx) => {
      const [issued] = await tx
        .update(fapiaos)
        .set({ status: 'issued', number: fapiaoNumber, documentKey, issuedAt, providerReference: null })
        .where(and(eq(fapiaos.id, row.fapiao.id), eq(fapiaos.status, 'requested')))
        .returning();
      if (!issued) return false;
      await recordAudit(tx, { ...auditEntryOf(request, actor.id, issued.userId, 'fapiao-issued'), statusCode: 200 });
      await queueFapiaoEmail(tx, deps.siteUrl, issued, { kind: 'issued' });
      return true;
    });
  } finally {
    if (!isIssued) {
      await deps.storage
        .delete(documentKey)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'stored fapiao document not removed'));
    }
  }
  if (!isIssued) throw new AppError(409, FAPIAO_MESSAGE.staffNotRequested);
  const after = await staffRowOf(deps, identity);
  if (!after) throw AppError.notFound();
  return staffViewOf(after);
}

/** The portal's own document of a fapiao issued by hand (the tax service's layout). */
async function renderDocument(deps: TStaffFapiaoDeps, fapiao: TFapiaoRow, number: string, issuedAt: Date): Promise<Buffer> {
  const [currency] = await deps.db.select().from(currencies).where(eq(currencies.isoCode, fapiao.currencyIso));
  return deps.render(fapiao, currency ?? { sign: fapiao.currencyIso, numDecimals: 2 }, number, issuedAt);
}

/** Staff mark a requested fapiao failed, with the reason the researcher is shown (audited, e-mailed with it). */
export async function staffFailFapiao(
  deps: Pick<TStaffFapiaoDeps, 'db' | 'siteUrl'>,
  request: FastifyRequest,
  actor: TStaffActor,
  identity: string,
  reason: string,
): Promise<TStaffFapiao> {
  const failed = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(fapiaos)
      .set({ status: 'failed', failureReason: sql`${reason}` })
      .where(and(eq(fapiaos.identity, identity), eq(fapiaos.status, 'requested')))
      .returning();
    if (!changed) return null;
    await recordAudit(tx, { ...auditEntryOf(request, actor.id, changed.userId, 'fapiao-failed'), statusCode: 200 });
    await queueFapiaoEmail(tx, deps.siteUrl, changed, { kind: 'failed', reason });
    return changed;
  });
  const row = await staffRowOf(deps, identity);
  if (!row) throw AppError.notFound();
  if (!failed) throw new AppError(409, FAPIAO_MESSAGE.staffNotRequested);
  return staffViewOf(row);
}
