import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from './db.ts';
import { throttleEvents } from './tables.ts';

export type TThrottleRule = { key: string; limit: number; windowMs: number };

/** True when the key already has `limit` events inside the window. */
export async function isThrottled(db: DbOrTx, rule: TThrottleRule): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, rule.key), gt(throttleEvents.occurredAt, since)));
  return (row?.n ?? 0) >= rule.limit;
}

export async function recordThrottleEvent(db: DbOrTx, key: string): Promise<void> {
  await db.insert(throttleEvents).values({ key });
}

export async function clearThrottle(db: DbOrTx, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** Old events are worthless after a day; the worker prunes them. */
export async function pruneThrottleEvents(db: DbOrTx): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.occurredAt, new Date(Date.now() - 24 * 3600 * 1000)));
}
