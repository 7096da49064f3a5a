import { FAPIAO_MESSAGE, type TFapiaoStatus, type TStaffFapiao } from '@portal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { users } from '../account/table.ts';
import { currencies } from '../catalogue/table.ts';
import { payments } from '../payments/table.ts';
import { paymentCompletedAt, type TFapiaoDeps, viewOf } from './service.ts';
import { fapiaos, type TFapiaoRow } from './table.ts';

const STAFF_LIST_LIMIT = 200;

export type TStaffFapiaoDeps = Pick<TFapiaoDeps, 'db' | 'storage'> & {
  /** Renders the document of a fapiao staff issued by hand (the tax service's layout). */
  render: (
    fapiao: TFapiaoRow,
    currency: { sign: string; numDecimals: number },
    number: string,
    issuedAt: Date,
  ) => Promise<Buffer>;
};

async function staffRowOf(deps: Pick<TFapiaoDeps, 'db'>, identity: string) {
  const [row] = await deps.db
    .select({
      fapiao: fapiaos,
      paymentCompletedAt: paymentCompletedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(fapiaos)
    .innerJoin(users, eq(users.id, fapiaos.userId))
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId))
    .where(eq(fapiaos.identity, identity));
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
  const rows = await deps.db
    .select({
      fapiao: fapiaos,
      paymentCompletedAt: paymentCompletedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(fapiaos)
    .innerJoin(users, eq(users.id, fapiaos.userId))
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId))
    .where(status ? eq(fapiaos.status, status) : undefined)
    .orderBy(desc(fapiaos.createdAt), desc(fapiaos.id))
    .limit(STAFF_LIST_LIMIT);
  return rows.map(staffViewOf);
}

/**
 * Staff mark a requested fapiao issued (issued by hand at the tax authority's own portal when the service
 * could not): the portal generates its document with the number given, or one of its own. The service's
 * pending request is let go (provider reference cleared), so a later cancellation does not ask the service.
 */
export async function staffIssueFapiao(
  deps: TStaffFapiaoDeps,
  identity: string,
  number: string | undefined,
): Promise<TStaffFapiao> {
  const row = await staffRowOf(deps, identity);
  if (!row) throw AppError.notFound();
  if (row.fapiao.status !== 'requested') throw new AppError(409, FAPIAO_MESSAGE.staffNotRequested);
  const [currency] = await deps.db.select().from(currencies).where(eq(currencies.isoCode, row.fapiao.currencyIso));
  const issuedAt = new Date();
  const fapiaoNumber = number ?? `${issuedAt.getUTCFullYear() % 100}${String(row.fapiao.id).padStart(18, '0')}`;
  const document = await deps.render(
    row.fapiao,
    currency ?? { sign: row.fapiao.currencyIso, numDecimals: 2 },
    fapiaoNumber,
    issuedAt,
  );
  const documentKey = await deps.storage.put(document);
  const [issued] = await deps.db
    .update(fapiaos)
    .set({ status: 'issued', number: fapiaoNumber, documentKey, issuedAt, providerReference: null })
    .where(and(eq(fapiaos.id, row.fapiao.id), eq(fapiaos.status, 'requested')))
    .returning({ id: fapiaos.id });
  if (!issued) {
    await deps.storage.delete(documentKey);
    throw new AppError(409, FAPIAO_MESSAGE.staffNotRequested);
  }
  const after = await staffRowOf(deps, identity);
  if (!after) throw AppError.notFound();
  return staffViewOf(after);
}

/** Staff mark a requested fapiao failed, with the reason the researcher is shown. */
export async function staffFailFapiao(deps: Pick<TFapiaoDeps, 'db'>, identity: string, reason: string): Promise<TStaffFapiao> {
  const [failed] = await deps.db
    .update(fapiaos)
    .set({ status: 'failed', failureReason: sql`${reason}` })
    .where(and(eq(fapiaos.identity, identity), eq(fapiaos.status, 'requested')))
    .returning({ id: fapiaos.id });
  const row = await staffRowOf(deps, identity);
  if (!row) throw AppError.notFound();
  if (!failed) throw new AppError(409, FAPIAO_MESSAGE.staffNotRequested);
  return staffViewOf(row);
}
