import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { inject } from '../../test/http.ts';
import { withTestApp } from '../../test/test-app.ts';
import { placeTestOrder } from '../modules/orders/fixtures/checkout-fixtures.ts';
import { issueCertificate } from '../modules/orders/fixtures/fulfilment-fixtures.ts';
import * as schema from '../schema/index.ts';
import { column, jsonRow, tableNamesOf } from './kept-read.ts';
import { READ_VERSIONED_TABLES, UNVERSIONED_READ_TABLES } from './read-versions.ts';

const TABLE_NAMES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table)),
);

/** The tables a statement reads: those named after FROM or JOIN. */
function tablesReadBy(statement: string): string[] {
  const named = [...statement.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((match) => match[1] as string);
  return named.filter((name) => TABLE_NAMES.has(name));
}

describe('a JSON row', () => {
  it('builds its json_build_object from its columns, each key once and in order', () => {
    const row = jsonRow({ id: column<number>(sql`c.id`), expiresAt: column<string | null>(sql`c.expires_at`) });
    expect(new PgDialect().sqlToQuery(row.sql).sql).toBe("json_build_object('id', c.id, 'expiresAt', c.expires_at)");
  });
});

describe('the kept reads’ declarations', () => {
  // The statements of the request being made, not those of the job runner's polling beside it.
  const request = new AsyncLocalStorage<string[]>();
  const t = withTestApp('pglite', {}, { sqlLogger: { logQuery: (query) => request.getStore()?.push(query) } });

  it('name each read once', () => {
    const names = t.app.keptReads.map(({ read }) => read.name);
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });

  it('depend only on tables whose writes move the read version, or that need not', () => {
    for (const { url, read } of t.app.keptReads) {
      const unseen = tableNamesOf(read).filter((name) => !READ_VERSIONED_TABLES.has(name) && !(name in UNVERSIONED_READ_TABLES));
      expect.soft({ url, unseen }).toEqual({ url, unseen: [] });
    }
  });

  it('declare every table their statements read', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const placed = await placeTestOrder(t.db, user.id);
    const code = await issueCertificate(t.db, placed.orderId, null);
    const params: Record<string, string> = { externalId: placed.externalId, code, identity: randomUUID() };
    for (const { url, read } of t.app.keptReads) {
      const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? name);
      const statements: string[] = [];
      const response = await request.run(statements, () => inject(t.app, { url: path, session }));
      const tables = new Set(statements.flatMap(tablesReadBy));
      const undeclared = [...tables].filter((name) => !tableNamesOf(read).includes(name));
      // No grammar check is made here: its details read answers 404, from the same statement.
      const status = url.includes(':identity') ? 404 : 200;
      expect.soft({ url, status: response.statusCode, undeclared }).toEqual({ url, status, undeclared: [] });
      expect.soft({ url, readsSession: tables.has('sessions') }).toEqual({ url, readsSession: true });
    }
  });
});
