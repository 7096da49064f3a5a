import type { SERVICE_TYPES, TLocale } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { TFapiaoIssueInput, TTaxService } from '../../integrations/tax-service/tax-service.ts';
import type { TTaxServiceConfig } from '../../integrations/tax-service/tax-service-config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { fapiaos, type TFapiaoRow } from '../../schema/fapiao.ts';
import { payments } from '../../schema/payments.ts';
import { jobs } from '../../schema/platform.ts';
import { fapiaoViewOf } from './fapiao-reads.ts';

export type TFapiaoDeps = {
  db: Db;
  taxService: TTaxService;
  taxConfig: TTaxServiceConfig;
  storage: TStorage;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  /** The portal's address, for the links in the researcher's e-mails. */
  siteUrl: string;
};

/** The job that sends a fapiao to the tax service and polls it until the service decides. */
export const ISSUE_FAPIAO_JOB = 'issue-fapiao';

/** The fapiao's line on the document, in Chinese whatever the reader's language: it is a tax document. */
function fapiaoItemNameOf(serviceType: string): string {
  const names: Record<(typeof SERVICE_TYPES)[number], string> = {
    editing: '*现代服务*论文编辑服务',
    translation: '*现代服务*翻译服务',
    formatting: '*现代服务*排版服务',
    figures: '*现代服务*图表制作服务',
    journalrec: '*现代服务*期刊推荐服务',
    promotion: '*现代服务*学术推广服务',
  };
  return names[serviceType as keyof typeof names] ?? '*现代服务*技术服务';
}

/**
 * What the tax service is asked to issue for a fapiao, and what its document prints. Without the catalogue's
 * currency (removed since), two decimals and the ISO code stand in for its own.
 */
export function fapiaoIssueInputOf(
  fapiao: TFapiaoRow,
  currency: { numDecimals: number; sign: string } | null,
): TFapiaoIssueInput {
  return {
    identity: fapiao.identity,
    type: fapiao.type,
    buyerName: fapiao.organizationName,
    buyerTaxpayerNumber: fapiao.taxpayerNumber,
    contactEmail: fapiao.contactEmail,
    contactPhone: fapiao.contactPhone,
    shippingAddress: fapiao.shippingAddress,
    itemName: fapiaoItemNameOf(fapiao.serviceType),
    amount: fapiao.amount,
    currencyIso: fapiao.currencyIso,
    numDecimals: currency?.numDecimals ?? 2,
    currencySign: currency?.sign ?? fapiao.currencyIso,
    remark: fapiao.receiptCode,
  };
}

/** When the fapiao's payment was made (captured; its creation for a payment recorded without a capture time). */
export const paymentCompletedAt = sql<Date | null>`coalesce(${payments.completedAt}, ${payments.createdAt})`.mapWith(
  payments.completedAt,
);

/** A fapiao with the completion of its payment (the cancellation window), scoped to its owner when given. */
export async function findFapiao(db: DbOrTx, identity: string, userId: number | null) {
  const [row] = await db
    .select({ fapiao: fapiaos, paymentCompletedAt: paymentCompletedAt })
    .from(fapiaos)
    .leftJoin(payments, eq(payments.id, fapiaos.paymentId))
    .where(userId === null ? eq(fapiaos.identity, identity) : and(eq(fapiaos.identity, identity), eq(fapiaos.userId, userId)));
  return row;
}

export function viewOf(
  row: { fapiao: TFapiaoRow; paymentCompletedAt: Date | string | null },
  context: { locale: TLocale; isPermitted: boolean },
) {
  return fapiaoViewOf(row.fapiao, { ...context, now: new Date(), paymentCompletedAt: row.paymentCompletedAt });
}

/** Queues the issuing job `afterSeconds` from now (a poll of a fapiao the service is still deciding). */
export async function enqueueIssueJob(db: DbOrTx, fapiaoId: number, polls: number, afterSeconds: number): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: ISSUE_FAPIAO_JOB, payload: { fapiaoId, polls }, runAt: sql`now() + make_interval(secs => ${afterSeconds})` });
}
