import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared.ts';

describe('prepared statements on PGlite', () => {
  let db: PGlite;
  let plain: PGlite['query'];

  beforeAll(async () => {
    db = await PGlite.create();
    plain = db.query.bind(db);
    usePreparedStatements(db);
    await db.exec(
      `create table notes (id serial primary key, body text not null, tags jsonb, at timestamptz not null default now())`,
    );
    await db.query('insert into notes (body, tags) values ($1, $2), ($3, $4)', ['first', { a: 1 }, 'second', null]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers exactly as an unnamed statement does, call after call', async () => {
    const text = 'select id, body, tags, at from notes where body = $1 or $2::int is null order by id';
    const expected = await plain(text, ['first', 1]);
    for (let i = 0; i < 3; i += 1) {
      const result = await db.query(text, ['first', 1]);
      expect(result.rows).toEqual(expected.rows);
      expect(result.fields).toEqual(expected.fields);
    }
    expect((await db.query<{ body: string }>(text, ['nothing', null])).rows.map((r) => r.body)).toEqual(['first', 'second']);
    expect((await db.query(text, ['first', 1], { rowMode: 'array' })).rows[0]).toEqual([1, 'first', { a: 1 }, expect.any(Date)]);
  });

  it('reports a bad parameter and a syntax error like PGlite, and goes on working', async () => {
    await expect(db.query('select * from notes where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(db.query('selec * from notes where id = $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect((await db.query('select body from notes where id = $1', [2])).rows).toEqual([{ body: 'second' }]);
  });

  it('writes, and leaves transactions to PGlite', async () => {
    const inserted = await db.query<{ id: number }>('insert into notes (body) values ($1) returning id', ['third']);
    await db.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = $2', ['third, edited', inserted.rows[0]?.id]);
    });
    expect((await db.query('select body from notes where id = $1', [inserted.rows[0]?.id])).rows).toEqual([
      { body: 'third, edited' },
    ]);
  });
});
