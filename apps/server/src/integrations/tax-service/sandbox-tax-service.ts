import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { taxSandboxRequests } from '../../schema/tax-service-sandbox.ts';
import type { TFapiaoIssueInput, TTaxService } from './tax-service.ts';

/** A buyer name holding this is refused when the sandbox decides, as a test mode's magic value. */
export const SANDBOX_FAILURE_MARKER = '测试失败';

/**
 * The built-in tax service, behaving like a provider's test mode: a request is accepted at once with a
 * reference, and decided `issueDelaySeconds` later on the first status call after that: issued with a
 * 20-digit number and its PDF, or failed when the buyer name holds 测试失败. State lives in the database, so
 * any worker can poll what another requested.
 */
export function createSandboxTaxService(deps: {
  db: DbOrTx;
  issueDelaySeconds: number;
  render: (input: TFapiaoIssueInput, number: string, issuedAt: Date) => Promise<Buffer>;
}): TTaxService {
  const { db } = deps;
  return {
    name: 'sandbox',
    async request(input) {
      const reference = `sbx_${randomUUID()}`;
      const [row] = await db
        .insert(taxSandboxRequests)
        .values({
          reference,
          payload: input as unknown as Record<string, unknown>,
          issueAfter: sql`now() + make_interval(secs => ${deps.issueDelaySeconds})`,
        })
        .returning({ reference: taxSandboxRequests.reference });
      return row ? { accepted: true, reference: row.reference } : { accepted: false, reason: 'sandbox: not stored' };
    },

    async status(reference) {
      // Decides a due request once: the conditional update keeps two pollers from numbering it twice.
      const number = numberOf(reference);
      await db
        .update(taxSandboxRequests)
        .set({
          status: sql`case when ${taxSandboxRequests.payload} ->> 'buyerName' like ${`%${SANDBOX_FAILURE_MARKER}%`} then 'failed' else 'issued' end`,
          number: sql`case when ${taxSandboxRequests.payload} ->> 'buyerName' like ${`%${SANDBOX_FAILURE_MARKER}%`} then null else ${number} end`,
          failureReason: sql`case when ${taxSandboxRequests.payload} ->> 'buyerName' like ${`%${SANDBOX_FAILURE_MARKER}%`} then 'sandbox: buyer refused by the tax authority (测试失败)' else null end`,
          issuedAt: sql`now()`,
        })
        .where(
          sql`${taxSandboxRequests.reference} = ${reference} and ${taxSandboxRequests.status} = 'accepted' and ${taxSandboxRequests.issueAfter} <= now()`,
        );
      const [row] = await db
        .update(taxSandboxRequests)
        .set({ polls: sql`${taxSandboxRequests.polls} + 1` })
        .where(eq(taxSandboxRequests.reference, reference))
        .returning();
      if (!row) return { status: 'not-found' };
      if (row.status === 'accepted') return { status: 'pending' };
      if (row.status === 'failed') return { status: 'failed', reason: row.failureReason ?? 'sandbox: refused' };
      if (row.status === 'cancelled') return { status: 'cancelled' };
      const issuedAt = row.issuedAt ?? new Date();
      const document = await deps.render(row.payload as unknown as TFapiaoIssueInput, row.number ?? number, issuedAt);
      return { status: 'issued', number: row.number ?? number, issuedAt, document };
    },

    async cancel(reference) {
      const [row] = await db
        .update(taxSandboxRequests)
        .set({ status: 'cancelled' })
        .where(sql`${taxSandboxRequests.reference} = ${reference} and ${taxSandboxRequests.status} = 'issued'`)
        .returning({ reference: taxSandboxRequests.reference });
      return row ? { cancelled: true } : { cancelled: false, reason: 'sandbox: only an issued fapiao can be reversed' };
    },
  };
}

/** A stable 20-digit fapiao number for a reference (the format of a fully digital e-fapiao number). */
function numberOf(reference: string): string {
  const digest = createHash('sha256').update(reference).digest();
  let digits = '';
  for (const byte of digest) {
    digits += (byte % 10).toString();
    if (digits.length === 18) break;
  }
  return `26${digits}`;
}
