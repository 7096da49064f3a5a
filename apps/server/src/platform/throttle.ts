import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { throttleEvents } from '../schema/platform.ts';
import type { Db, DbOrTx } from './db.ts';

export type TThrottleRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one event against a rule and decides in the same step: the event is recorded only while fewer than
 * `limit` are inside the window. The advisory lock on the key queues parallel callers, and each one counts
 * after the previous one committed, so a burst of 40 records exactly `limit`. Answers the event's id, or null
 * when the key is throttled. The window is measured on the database's clock, shared by every server.
 */
async function takeThrottleSlot(db: Db, rule: TThrottleRule): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${rule.key}, 0))`);
    const result = await tx.execute(sql`
      insert into ${throttleEvents} (key)
      select ${rule.key}::text
      where (
        select count(*) from ${throttleEvents}
        where key = ${rule.key}::text and occurred_at > now() - ${rule.windowMs}::integer * interval '1 millisecond'
      ) < ${rule.limit}::integer
      returning id`);
    const row = (result as unknown as { rows: { id: number | string }[] }).rows[0];
    return row ? Number(row.id) : null;
  });
}

/**
 * Takes a slot under each rule, in order; when one is full, gives back those already taken and answers null,
 * so a refused attempt counts against nothing. The ids are the attempt's events (see releaseThrottleSlots).
 */
export async function takeThrottleSlots(db: Db, rules: readonly TThrottleRule[]): Promise<number[] | null> {
  const taken: number[] = [];
  for (const rule of rules) {
    const id = await takeThrottleSlot(db, rule);
    if (id === null) {
      await releaseThrottleSlots(db, taken);
      return null;
    }
    taken.push(id);
  }
  return taken;
}

/** Removes an attempt's events: it turned out not to be one that should count (a successful sign-in). */
export async function releaseThrottleSlots(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, [...ids]));
}

/** Records an event that no limit applies to (e.g. that an address proved it may sign in to an account). */
export async function recordThrottleEvent(db: DbOrTx, key: string): Promise<void> {
  await db.insert(throttleEvents).values({ key });
}

/** Whether the key has an event inside the window. */
export async function hasRecentThrottleEvent(db: DbOrTx, key: string, windowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ id: throttleEvents.id })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.key, key),
        gt(throttleEvents.occurredAt, sql`now() - ${windowMs}::integer * interval '1 millisecond'`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function clearThrottle(db: DbOrTx, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** Old events are worthless after a day (the longest window is an hour); the worker prunes them. */
export async function pruneThrottleEvents(db: DbOrTx): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.occurredAt, sql`now() - interval '1 day'`));
}

/** Every worker prunes when it starts and hourly after: a delete of what is a day old, harmless to repeat. */
export const PRUNE_THROTTLE_EVENTS = { name: 'prune-throttle-events', everySeconds: 3600, run: pruneThrottleEvents } as const;

/**
 * Reads and checks a request's body (`accept`) under the slots of `rules`: taken first, so that a full limit
 * refuses before the body is read, and given back when `accept` refuses the body (one the parser cannot read,
 * a missing field, a failed captcha). A request counts against a limit only once its body was read and accepted.
 */
export async function acceptUnderThrottle<T>(
  db: Db,
  rules: readonly TThrottleRule[],
  whenFull: () => Error,
  accept: () => Promise<T>,
): Promise<T> {
  const slots = await takeThrottleSlots(db, rules);
  if (!slots) throw whenFull();
  try {
    return await accept();
  } catch (error) {
    await releaseThrottleSlots(db, slots);
    throw error;
  }
}
