import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { createPersonalDataMap } from './personal-data-map.ts';
import { personalDataRowsOf, personalDataTableOf } from './platform/personal-data.ts';

const SECURITY_DOC = path.join(import.meta.dirname, '../../../docs/security.md');
const BEGIN = '<!-- personal-data-map:begin -->';
const END = '<!-- personal-data-map:end -->';
/** A stored file kept in a job's payload rather than a column: the data export's archive. */
const PAYLOAD_FILES = ['jobs.payload.storedName'];

describe('the personal-data map', () => {
  const t = withTestApp('pglite');
  const namesOf = async (query: SQL) => (await t.db.execute(query)) as unknown as { rows: { name: string }[] };
  const mapOf = () =>
    createPersonalDataMap({ db: t.db, config: loadConfig({}), catalogue: createCatalogueService(t.db), log: t.app.log });

  it('has an entry for every table of the migrated database, and none for a table that does not exist', async () => {
    const rows = await namesOf(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tables = rows.rows.map((row) => row.name).sort();
    const mapped = personalDataRowsOf(mapOf())
      .filter((row) => row.kind === 'table')
      .map((row) => row.name)
      .sort();
    expect(mapped).toEqual(tables);
  });

  it('has an entry for every column holding a stored file (named *stored_name or document_key)', async () => {
    const rows = await namesOf(
      sql`select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = 'public' and (column_name like '%stored\\_name' or column_name = 'document_key')`,
    );
    const columns = rows.rows.map((row) => row.name);
    const mapped = personalDataRowsOf(mapOf())
      .filter((row) => row.kind === 'stored file')
      .map((row) => row.name);
    expect(mapped.sort()).toEqual([...columns, ...PAYLOAD_FILES].sort());
  });

  it('is the table of docs/security.md (WRITE_PERSONAL_DATA_DOC=1 rewrites it)', () => {
    const doc = readFileSync(SECURITY_DOC, 'utf8');
    const begin = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    expect(begin, `docs/security.md has no ${BEGIN}`).toBeGreaterThan(-1);
    const table = personalDataTableOf(mapOf());
    const current = doc.slice(begin + BEGIN.length, end);
    if (process.env.WRITE_PERSONAL_DATA_DOC === '1' && current !== `\n${table}`) {
      writeFileSync(SECURITY_DOC, `${doc.slice(0, begin + BEGIN.length)}\n${table}${doc.slice(end)}`);
      return;
    }
    expect(current).toBe(`\n${table}`);
  });
});
