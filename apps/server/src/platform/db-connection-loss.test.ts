import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/test-app.ts';

/**
 * PostgreSQL restarted (or failed over) under a running server: it ends every connection, also those a
 * transaction holds between two statements. The server must live on, and answer from new connections.
 */
describe.skipIf(!process.env.DATABASE_URL)('a lost PostgreSQL connection', () => {
  const t = withTestApp('postgres');

  it('fails the transaction that held it, without ending the process, and the next statement runs on a new connection', async () => {
    const outcome = await t.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        // What a restart does to this connection, while the transaction waits between two statements.
        const pid = rows[0]?.pid ?? 0;
        await t.db.execute(sql`select pg_terminate_backend(${pid})`);
        const isGone = async () =>
          ((await t.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`)) as unknown as { rows: unknown[] }).rows
            .length === 0;
        while (!(await isGone())) await new Promise((resolve) => setTimeout(resolve, 20));
        // The ending connection's last message reaches this client while it waits here.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`select 1`);
        return 'committed';
      })
      .catch(() => 'failed');
    expect(outcome).toBe('failed');
    const { rows } = (await t.db.execute(sql`select 2 as n`)) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 2 }]);
  });
});
