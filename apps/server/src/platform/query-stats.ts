import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Counts the SQL statements each request sends, for the benchmark and for tests that keep reads at a
 * fixed number of round trips. Off by default (QUERY_STATS=1 turns it on): when on, every API answer
 * carries `Server-Timing: db;desc="N statements"`.
 */
export type TQueryStats = { logger: Logger; register: (app: FastifyInstance) => void };

type TCounter = { statements: number };

export function createQueryStats(): TQueryStats {
  const storage = new AsyncLocalStorage<TCounter>();
  return {
    logger: {
      logQuery() {
        const counter = storage.getStore();
        if (counter) counter.statements += 1;
      },
    },
    register(app) {
      app.addHook('onRequest', (_request, _reply, done) => {
        storage.run({ statements: 0 }, done);
      });
      app.addHook('onSend', async (_request, reply, payload) => {
        const counter = storage.getStore();
        if (counter) reply.header('Server-Timing', `db;desc="${counter.statements} statements"`);
        return payload;
      });
    },
  };
}

/** The statement count of a response written by createQueryStats, or null without one. */
export function statementsOf(serverTiming: string | string[] | number | undefined | null): number | null {
  const match = /db;desc="(\d+) statements"/.exec(String(serverTiming ?? ''));
  return match ? Number(match[1]) : null;
}
