import { type SQL, sql, type WithSubquery } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from './db.ts';
import { jobs } from './tables.ts';

export type TJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };
export type TJobHandler = (job: TJob) => Promise<void>;

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
 * Claims the next ready job. SKIP LOCKED lets any number of workers share the table;
 * a job running for more than five minutes is taken to be abandoned by a dead worker.
 */
async function claimJob(db: Db): Promise<TJob | null> {
  const result = await db.execute(sql`
    UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE (status = 'queued' AND run_at <= now())
         OR (status = 'running' AND locked_at < now() - interval '5 minutes')
      ORDER BY run_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, kind, payload, attempts, max_attempts`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: row.payload as Record<string, unknown>,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
  };
}

async function finishJob(db: Db, job: TJob, error: unknown): Promise<void> {
  if (!error) {
    await db.execute(sql`UPDATE jobs SET status = 'done', locked_at = NULL WHERE id = ${job.id}`);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(sql`UPDATE jobs SET status = 'failed', last_error = ${message}, locked_at = NULL WHERE id = ${job.id}`);
    return;
  }
  const backoffSeconds = 2 ** job.attempts;
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', last_error = ${message}, locked_at = NULL,
      run_at = now() + make_interval(secs => ${backoffSeconds})
    WHERE id = ${job.id}`);
}

export type TJobRunner = {
  /** Runs ready jobs until none is left; returns how many ran. */
  drain: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

export function createJobRunner(db: Db, handlers: Record<string, TJobHandler>, log: FastifyBaseLogger): TJobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await claimJob(db);
      if (!job) return count;
      const handler = handlers[job.kind];
      let failure: unknown = handler ? undefined : new Error(`no handler for job kind ${job.kind}`);
      if (handler) {
        try {
          await handler(job);
        } catch (error) {
          failure = error;
          log.warn({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
        }
      }
      await finishJob(db, job, failure);
      count += 1;
    }
  }

  return {
    drain,
    start(intervalMs = 500) {
      const tick = () => {
        running = drain()
          .catch((error) => {
            log.error({ err: error }, 'job runner failed');
            return 0;
          })
          .finally(() => {
            timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
