import { count, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db.ts';

/**
 * Waits until some statement waits for a row or transaction lock (`pg_locks`, not granted): the moment a test
 * holding a transaction open knows the app has reached the statement it blocks. Throws after 10 s with `what`.
 * PostgreSQL only (PGlite's one connection cannot hold a transaction while the app goes on).
 */
export async function untilALockIsAwaited(db: Db, what: string): Promise<void> {
  for (let waited = 0; ; waited += 20) {
    const [blocked] = await db
      .select({ n: count() })
      .from(sql`pg_locks`)
      .where(sql`locktype in ('transactionid', 'tuple') and not granted`);
    if ((blocked?.n ?? 0) > 0) return;
    if (waited > 10_000) throw new Error(`${what} never waited for the lock the test holds`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
