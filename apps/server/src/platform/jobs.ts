import { type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../schema/platform.ts';
import type { Db, DbOrTx, TListen } from './db.ts';
import { describeFailure } from './errors.ts';
import { PRUNE_THROTTLE_EVENTS } from './throttle.ts';

export type TJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };
/**
 * Runs a job. `parked`, when given, is told of a job given up for good (its last attempt failed, or its
 * process died twice while running it), so that what the researcher sees shows the failure.
 */
export type TJobHandler = ((job: TJob) => Promise<void>) & { parked?: (job: TJob) => Promise<void> };

/** A handler with what it does when its job is given up for good. */
export function withParking(run: (job: TJob) => Promise<void>, parked: (job: TJob) => Promise<void>): TJobHandler {
  return Object.assign(run, { parked });
}

/**
 * How many times a job's process may die while running it (a lease that ran out) before the job is parked:
 * once may be a deploy or a kill; a second time, the job is what kills it. A parked job never runs again.
 */
export const MAX_JOB_ABANDONMENTS = 2;
export const ABANDONED_JOB_ERROR = 'abandoned: its process ended twice while running it';

/** How long a running job's claim lasts unless its worker renews it (JOB_LEASE_SECONDS). */
export const DEFAULT_JOB_LEASE_SECONDS = 30;

/**
 * A job's failure in words written for the jobs table: a handler throws it with a short fixed text (never a
 * value from the job's data), and that text is what `last_error` keeps.
 */
export class JobError extends Error {}

/**
 * What `last_error` keeps of a failure: a JobError's own text; of anything else only its type and codes
 * (`DrizzleQueryError 23505 insert users orders_pkey`, `TypeError ECONNREFUSED`), never a message, which
 * may hold the query's parameters, an e-mail address or a provider's answer.
 */
export function jobErrorSummaryOf(error: unknown): string {
  if (error instanceof JobError) return error.message.slice(0, 200);
  const described = describeFailure(error);
  const causeCodes: string[] = [];
  for (let cause = error instanceof Error ? error.cause : undefined; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) causeCodes.push(code);
  }
  return [described.type, described.code, described.sqlState, described.statement, described.constraint, ...causeCodes]
    .filter((part, index, parts) => typeof part === 'string' && part !== '' && parts.indexOf(part) === index)
    .join(' ')
    .slice(0, 200);
}

/** Queues a job; pass the transaction that writes the data it depends on. */
export async function enqueueJob(db: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<void> {
  await db.insert(jobs).values({ kind, payload });
}

/**
 * Queues one job per row returned by `source`, a data-modifying CTE, with a payload built from that row:
 * used as `.with(source, enqueueJobPerRow(…))`, the write and its job take one round trip, and a write
 * that inserted nothing (on conflict do nothing) queues nothing.
 */
export function enqueueJobPerRow(db: DbOrTx, source: WithSubquery, kind: string, payload: SQL): WithSubquery {
  return db
    .$with(`${source._.alias}_job`, {})
    .as(
      sql`insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)}) select ${kind}, ${payload} from ${source}`,
    );
}

/**
 * Claims the next ready job. SKIP LOCKED lets any number of workers share the table. A running job whose
 * claim was not renewed within the lease belongs to a worker that died (killed, or cut off from the
 * database): another worker takes it over, once (the attempt count tells the two claims apart); a job
 * abandoned a second time is left to parkAbandonedJobs.
 */
async function claimJob(db: Db, leaseSeconds: number): Promise<TJob | null> {
  return claimed(await db.execute(claimNext(leaseSeconds, sql`true`)));
}

/** The claim of the next ready job other than `except`'s condition allows (jobs: SKIP LOCKED, see claimJob). */
function claimNext(leaseSeconds: number, except: SQL): SQL {
  return sql`
    UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1,
      abandoned = abandoned + CASE WHEN status = 'running' THEN 1 ELSE 0 END
    WHERE id = (
      SELECT id FROM jobs
      WHERE ((status = 'queued' AND run_at <= now())
         OR (status = 'running' AND locked_at < now() - make_interval(secs => ${leaseSeconds})
             AND abandoned < ${MAX_JOB_ABANDONMENTS - 1}))
        AND ${except}
      ORDER BY run_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, kind, payload, attempts, max_attempts`;
}

/**
 * A job done and the next claimed, in one round trip (a worker busy with a queue of jobs sends one statement
 * between two of them, not two). The claim never takes the job just done, which one statement cannot both
 * finish and claim.
 */
async function finishAndClaimNext(db: Db, job: TJob, leaseSeconds: number): Promise<TJob | null> {
  return claimed(
    await db.execute(sql`
      WITH done AS (UPDATE jobs SET status = 'done', locked_at = NULL WHERE ${ownClaim(job)})
      ${claimNext(leaseSeconds, sql`id <> ${job.id}`)}`),
  );
}

function claimed(result: unknown): TJob | null {
  const row = (result as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: row.payload as Record<string, unknown>,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  };
}

/** The claim this worker holds: a worker whose job was taken over after its lease ran out writes nothing. */
const ownClaim = (job: TJob) => sql`id = ${job.id} AND status = 'running' AND attempts = ${job.attempts}`;

/** A failed job: back in the queue after a back-off, or failed for good after its last attempt (a job done: finishAndClaimNext). */
async function finishFailedJob(db: Db, job: TJob, error: unknown): Promise<'parked' | 'queued'> {
  const summary = jobErrorSummaryOf(error);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(sql`UPDATE jobs SET status = 'failed', last_error = ${summary}, locked_at = NULL WHERE ${ownClaim(job)}`);
    return 'parked';
  }
  const backoffSeconds = 2 ** job.attempts;
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', last_error = ${summary}, locked_at = NULL,
      run_at = now() + make_interval(secs => ${backoffSeconds})
    WHERE ${ownClaim(job)}`);
  return 'queued';
}

/**
 * Parks, as failed for good, every job whose process died while running it for the second time (its lease ran
 * out again): the claim no longer takes such a job, so a job that kills its process cannot do so at every start.
 */
async function parkAbandonedJobs(db: Db, leaseSeconds: number): Promise<TJob[]> {
  const result = await db.execute(sql`
    UPDATE jobs SET status = 'failed', abandoned = abandoned + 1, locked_at = NULL, last_error = ${ABANDONED_JOB_ERROR}
    WHERE status = 'running' AND locked_at < now() - make_interval(secs => ${leaseSeconds})
      AND abandoned >= ${MAX_JOB_ABANDONMENTS - 1}
    RETURNING id, kind, payload, attempts, max_attempts`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => claimed({ rows: [row] }) as TJob);
}

/** Renews the claim while the handler runs, three times per lease, so a long job is not taken for abandoned. */
function keepClaim(db: Db, job: TJob, leaseSeconds: number, log: FastifyBaseLogger): () => void {
  const timer = setInterval(
    () => {
      db.execute(sql`UPDATE jobs SET locked_at = now() WHERE ${ownClaim(job)}`).catch((error: unknown) => {
        log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job claim not renewed');
      });
    },
    (leaseSeconds * 1000) / 3,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Work a worker does on a clock rather than from the queue: when it starts, then every `everySeconds`.
 * Each task must be harmless to repeat, as every worker (and every server running one) does it.
 */
export type THousekeeping = { name: string; everySeconds: number; run: (db: Db) => Promise<unknown> };

export const HOUSEKEEPING: readonly THousekeeping[] = [PRUNE_THROTTLE_EVENTS];

/**
 * The channel a job's insert notifies (migration 0033's statement trigger on jobs, heard at commit): a runner
 * listening on it claims a new job at once instead of at its next look at the queue.
 */
export const JOBS_QUEUED_CHANNEL = 'portal_jobs';

export type TJobRunner = {
  /** Runs ready jobs until none is left; returns how many ran. */
  drain: () => Promise<number>;
  /**
   * Looks for ready jobs every `intervalMs`, and at once when a job is queued (given `listen`); runs the
   * housekeeping now and on its own clock.
   */
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

export function createJobRunner(
  db: Db,
  handlers: Record<string, TJobHandler>,
  log: FastifyBaseLogger,
  options: { leaseSeconds?: number; housekeeping?: readonly THousekeeping[]; listen?: TListen } = {},
): TJobRunner {
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_JOB_LEASE_SECONDS;
  const housekeeping = options.housekeeping ?? HOUSEKEEPING;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Started and not stopped; a drain is under way; a job was queued during that drain. */
  let isStarted = false;
  let isDraining = false;
  let isWokenMeanwhile = false;
  let unlisten: Promise<(() => Promise<void>) | null> | undefined;
  let housekeepingTimers: NodeJS.Timeout[] = [];
  const housekeepingRuns = new Set<Promise<void>>();

  function keepHouse(task: THousekeeping) {
    const run = task
      .run(db)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error, task: task.name }, 'housekeeping failed'))
      .finally(() => housekeepingRuns.delete(run));
    housekeepingRuns.add(run);
  }

  /** Tells a parked job's handler, which shows the failure where the researcher looks. */
  async function tellParked(job: TJob) {
    await handlers[job.kind]?.parked?.(job).catch((error: unknown) => {
      log.warn({ err: error, jobId: job.id, kind: job.kind }, 'parked job not recorded');
    });
  }

  // Abandoned jobs are looked for at the first drain (a start) and then once per lease.
  let parkedAt = 0;
  async function parkAbandoned() {
    if (Date.now() - parkedAt < leaseSeconds * 1000) return;
    parkedAt = Date.now();
    for (const job of await parkAbandonedJobs(db, leaseSeconds)) {
      log.warn({ jobId: job.id, kind: job.kind }, 'job parked: its process ended twice while running it');
      await tellParked(job);
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    await parkAbandoned();
    let job = await claimJob(db, leaseSeconds);
    while (job) {
      const handler = handlers[job.kind];
      let failure: unknown = handler ? undefined : new JobError(`no handler for job kind ${job.kind}`);
      if (handler) {
        const releaseClaim = keepClaim(db, job, leaseSeconds, log);
        try {
          await handler(job);
        } catch (error) {
          failure = error;
          log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
        } finally {
          releaseClaim();
        }
      }
      count += 1;
      if (!failure) {
        job = await finishAndClaimNext(db, job, leaseSeconds);
      } else {
        if ((await finishFailedJob(db, job, failure)) === 'parked') await tellParked(job);
        job = await claimJob(db, leaseSeconds);
      }
    }
    return count;
  }

  return {
    drain,
    start(intervalMs = 500) {
      isStarted = true;
      const tick = () => {
        clearTimeout(timer);
        timer = undefined;
        isDraining = true;
        running = drain()
          .catch((error) => {
            log.error({ err: error }, 'job runner failed');
            return 0;
          })
          .finally(() => {
            isDraining = false;
            if (!isStarted) return;
            // A job queued while this drain ran may have been committed after its last claim: look again now.
            if (isWokenMeanwhile) {
              isWokenMeanwhile = false;
              tick();
            } else {
              timer = setTimeout(tick, intervalMs);
            }
          });
      };
      const wake = () => {
        if (!isStarted) return;
        if (isDraining) isWokenMeanwhile = true;
        else tick();
      };
      timer = setTimeout(tick, intervalMs);
      // Missed notifications (a lost LISTEN connection) are made up for by a look at once; without a LISTEN
      // (it failed, or none was given) the runner only looks every `intervalMs`.
      unlisten = options.listen?.(JOBS_QUEUED_CHANNEL, wake, wake).catch((error: unknown) => {
        log.warn({ err: error }, 'jobs: LISTEN failed; the queue is looked at every %d ms', intervalMs);
        return null;
      });
      for (const task of housekeeping) {
        keepHouse(task);
        const every = setInterval(() => keepHouse(task), task.everySeconds * 1000);
        every.unref();
        housekeepingTimers.push(every);
      }
    },
    async stop() {
      isStarted = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const listening = unlisten;
      unlisten = undefined;
      await (await listening)?.();
      for (const every of housekeepingTimers) clearInterval(every);
      housekeepingTimers = [];
      await Promise.all([running, ...housekeepingRuns]);
    },
  };
}
