import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TJob, TJobHandler } from '../../platform/jobs.ts';
import { currencies } from '../../schema/catalogue.ts';
import { fapiaos } from '../../schema/fapiao.ts';
import { queueFapiaoEmail } from './fapiao-emails.ts';
import { enqueueIssueJob, fapiaoIssueInputOf, ISSUE_FAPIAO_JOB, type TFapiaoDeps } from './service.ts';

/** Never sooner than this between two polls, so a queue drained in a loop does not spin on a pending fapiao. */
const MIN_POLL_SECONDS = 0.5;

/**
 * The issuing job: a requested fapiao without a provider reference is sent to the tax service; one with a
 * reference is polled. Pending: polled again later (up to FAPIAO_MAX_POLLS, then staff decide). Issued: the
 * document is stored and the fapiao marked issued, only if it is still requested (staff or a cancellation may
 * have decided meanwhile). Failed: marked failed with the service's reason. Repeating any step is harmless: the
 * researcher's e-mail is queued with the update that decides the fapiao, and only when that update changed it.
 */
export function issueFapiaoJobHandlers(deps: TFapiaoDeps): Record<string, TJobHandler> {
  const { db, taxService, taxConfig, storage, log, siteUrl } = deps;
  const pollAfter = Math.max(taxConfig.pollSeconds, MIN_POLL_SECONDS);

  /** Issues or fails a still-requested fapiao and queues the researcher's e-mail with it; false when it was no longer requested. */
  async function decide(fapiaoId: number, change: PgUpdateSetSource<typeof fapiaos>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [decided] = await tx
        .update(fapiaos)
        .set(change)
        .where(and(eq(fapiaos.id, fapiaoId), eq(fapiaos.status, 'requested')))
        .returning();
      if (!decided) return false;
      // The service's reason is its own wording, not written for the researcher.
      await queueFapiaoEmail(
        tx,
        siteUrl,
        decided,
        decided.status === 'issued' ? { kind: 'issued' } : { kind: 'failed', reason: null },
      );
      return true;
    });
  }

  async function handle(job: TJob) {
    const fapiaoId = Number(job.payload.fapiaoId);
    const polls = Number(job.payload.polls ?? 0);
    const [row] = await db
      .select({ fapiao: fapiaos, currency: currencies })
      .from(fapiaos)
      .leftJoin(currencies, eq(currencies.isoCode, fapiaos.currencyIso))
      .where(eq(fapiaos.id, fapiaoId));
    if (row?.fapiao.status !== 'requested') return;
    const { fapiao, currency } = row;
    const stillRequested = and(eq(fapiaos.id, fapiao.id), eq(fapiaos.status, 'requested'));

    if (!fapiao.providerReference) {
      const result = await taxService.request(fapiaoIssueInputOf(fapiao, currency));
      if (!result.accepted) {
        await decide(fapiao.id, { status: 'failed', failureReason: result.reason });
        return;
      }
      await db.update(fapiaos).set({ providerReference: result.reference }).where(stillRequested);
      await enqueueIssueJob(db, fapiao.id, 0, taxConfig.sandboxIssueDelaySeconds === 0 ? 0 : pollAfter);
      return;
    }

    const outcome = await taxService.status(fapiao.providerReference);
    if (outcome.status === 'pending') {
      if (polls + 1 >= taxConfig.maxPolls) {
        log.warn({ fapiao: fapiao.identity }, 'fapiao still pending at the tax service: left for staff');
        return;
      }
      await enqueueIssueJob(db, fapiao.id, polls + 1, pollAfter);
      return;
    }
    if (outcome.status === 'issued') {
      const documentKey = await storage.put(outcome.document);
      const isIssued = await decide(fapiao.id, {
        status: 'issued',
        number: outcome.number,
        documentKey,
        issuedAt: outcome.issuedAt,
      }).catch(async (error: unknown) => {
        await storage.delete(documentKey);
        throw error;
      });
      if (!isIssued) await storage.delete(documentKey);
      return;
    }
    const reason =
      outcome.status === 'failed'
        ? outcome.reason
        : outcome.status === 'cancelled'
          ? 'cancelled at the tax service'
          : 'unknown reference';
    await decide(fapiao.id, { status: 'failed', failureReason: sql`${reason}` });
  }

  return { [ISSUE_FAPIAO_JOB]: handle };
}
