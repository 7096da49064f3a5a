import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createSignedInUser } from '../../test/factories.ts';
import { placeTestOrder } from '../../test/fixtures/orders/checkout-fixtures.ts';
import { issueCertificate } from '../../test/fixtures/orders/fulfilment-fixtures.ts';
import { inject } from '../../test/http.ts';
import { withTestApp } from '../../test/test-app.ts';
import * as schema from '../schema/index.ts';
import { column, jsonRow, requiredRowOf, rowOf, rowsOf, type TRowAgrees, type TRowType, tableNamesOf } from './kept-read.ts';
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

  const person = jsonRow({ email: column<string>(sql`n.email`) });
  const textOf = (value: SQL) => new PgDialect().sqlToQuery(value).sql;

  it('nests a row as an object in place, typed as that row', () => {
    const row = jsonRow({ id: column<number>(sql`o.id`), owner: person });
    expect(textOf(row.sql)).toBe("json_build_object('id', o.id, 'owner', json_build_object('email', n.email))");
    expectTypeOf<TRowType<typeof row>>().toEqualTypeOf<{ id: number; owner: { email: string } }>();
  });

  it('puts a row in the statement around it: an array (rowsOf), one object or null (rowOf), or one object (requiredRowOf)', () => {
    const row = jsonRow({
      editors: rowsOf(person, (object) => sql`coalesce((select json_agg(${object} order by n.id) from users n), '[]'::json)`),
      owner: rowOf(person, (object) => sql`(select ${object} from users n where n.id = o.user_id)`),
      creator: requiredRowOf(person, (object) => sql`(select ${object} from users n where n.id = o.creator_id)`),
    });
    expect(textOf(row.sql)).toBe(
      "json_build_object('editors', coalesce((select json_agg(json_build_object('email', n.email) order by n.id) from users n), '[]'::json), " +
        "'owner', (select json_build_object('email', n.email) from users n where n.id = o.user_id), " +
        "'creator', (select json_build_object('email', n.email) from users n where n.id = o.creator_id))",
    );
    expectTypeOf<TRowType<typeof row>>().toEqualTypeOf<{
      editors: { email: string }[];
      owner: { email: string } | null;
      creator: { email: string };
    }>();
  });

  it('takes a typed SQL expression as a column of that type', () => {
    const row = jsonRow({ count: sql<number>`(select count(*)::int from users)` });
    expect(textOf(row.sql)).toBe("json_build_object('count', (select count(*)::int from users))");
    expectTypeOf<TRowType<typeof row>>().toEqualTypeOf<{ count: number }>();
  });

  it('agrees with a domain type only when every shared key has a type the domain accepts', () => {
    expectTypeOf<
      TRowAgrees<{ id: number; note: string | null }, { id: number; note: string | null; extra: string }>
    >().toEqualTypeOf<true>();
    expectTypeOf<TRowAgrees<{ id: number; note: string | null }, { id: number; note: string }>>().toEqualTypeOf<{
      disagreeing: 'note';
    }>();
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
