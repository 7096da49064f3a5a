import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZInvoiceLoadResponse } from '@portal/domain';
import { afterAll, describe, expect, inject as injectProvided, it } from 'vitest';
import { createUser, type TTestUser } from '../../test/factories.ts';
import { buildDocx, englishText } from '../../test/fixtures/files/build-zip.ts';
import { inject, login } from '../../test/http.ts';
import { dropDatabase, postgresUrlOf, quoteIdentifier, runAdminStatements } from '../../test/postgres.ts';
import { TEST_ENV } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createStorage } from '../integrations/storage/create-storage.ts';
import { insertFile } from '../modules/order-form/repository.ts';
import { placeTestOrder } from '../modules/orders/fixtures/checkout-fixtures.ts';
import { migrateDatabase, openDatabase, type TDatabase } from '../platform/db.ts';
import { checkEmbeddedDatabaseIdle, createBackup } from './backup.ts';
import { DATABASE_FILE, MANIFEST_FILE, storedFilePath } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';
import { toExecutableSql, toPortableDump } from './sql-dump.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const databases: string[] = [];
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  for (const name of databases) await dropDatabase(name);
});

const folder = (name: string) => path.join(work, name);
const embeddedConfig = (dataDir: string) => loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });

/** What the researcher had before the backup, to be read back after the restore. */
type TExpected = { user: TTestUser; externalId: string; invoiceNumber: string; fileIdentity: string; fileBytes: Buffer };

/** A new, empty PostgreSQL database on DATABASE_URL's server, dropped after the tests. */
async function newPostgresDatabase(): Promise<string> {
  const name = `portal_backup_${randomBytes(6).toString('hex')}`;
  await runAdminStatements(`CREATE DATABASE ${quoteIdentifier(name)}`);
  databases.push(name);
  return postgresUrlOf(name);
}

/** The embedded database of a portal in use, in a data folder: the test template with one researcher's order. */
async function createPortalData(dataDir: string): Promise<TExpected> {
  const template = readFileSync(injectProvided('pgliteDumpFile'));
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([new Uint8Array(template)]) });
  try {
    const user = await createUser(database.db);
    const placed = await placeTestOrder(database.db, user.id);
    const fileBytes = await buildDocx(englishText(300));
    const storedName = await createStorage(embeddedConfig(dataDir)).put(fileBytes);
    const file = await insertFile(database.db, placed.formId, {
      kind: 'main',
      originalName: 'Thermal study.docx',
      storedName,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: fileBytes.length,
      sha256: createHash('sha256').update(fileBytes).digest('hex'),
    });
    return { user, externalId: placed.externalId, invoiceNumber: placed.invoiceNumber, fileIdentity: file.identity, fileBytes };
  } finally {
    await database.close();
  }
}

/** The portal started on a restored database: the researcher signs in and finds the order, its invoice and its file. */
async function readBack(config: ReturnType<typeof loadConfig>, database: TDatabase, expected: TExpected) {
  await migrateDatabase(database);
  const app = await buildApp(config, database.db);
  try {
    const session = await login(app, expected.user.email, expected.user.password);
    const order = await inject(app, { url: `/api/order/${expected.externalId}`, session });
    expect(order.statusCode).toBe(200);
    expect(order.json().order).toMatchObject({
      externalId: expected.externalId,
      title: 'Thermal conductivity of layered perovskites',
      files: [{ identity: expected.fileIdentity, name: 'Thermal study.docx', kind: 'main', expired: false }],
    });
    const invoices = ZInvoiceLoadResponse.parse((await inject(app, { url: '/api/invoice/load', session })).json());
    expect(invoices.invoices).toEqual([
      expect.objectContaining({ invoiceNumber: expected.invoiceNumber, totalAmount: 25_000, balance: 0 }),
    ]);
    const download = await inject(app, { url: `/api/file/${expected.fileIdentity}/download`, session });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(expected.fileBytes)).toBe(true);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('backup and restore of the embedded database and its files', () => {
  const sourceDir = folder('portal-data');
  const backupDir = folder('backup');
  let expected: TExpected;

  it('backs up an order, its invoice and its uploaded file, and restores them into a fresh embedded database', async () => {
    expected = await createPortalData(sourceDir);
    const manifest = await createBackup(embeddedConfig(sourceDir), backupDir);
    expect(manifest.database).toMatchObject({ source: 'pglite', lastMigration: { tag: expect.stringMatching(/^\d{4}_/) } });
    expect(manifest.files).toEqual([
      {
        name: expect.any(String),
        bytes: expected.fileBytes.length,
        sha256: createHash('sha256').update(expected.fileBytes).digest('hex'),
      },
    ]);
    // Plain SQL that psql can run: no COPY from standard input, nothing only PostgreSQL 17 and later knows.
    const sql = readFileSync(path.join(backupDir, DATABASE_FILE), 'utf8');
    expect(sql).toMatch(/^-- PostgreSQL database dump/m);
    expect(sql).toContain(`'${expected.invoiceNumber}'`);
    expect(sql).not.toMatch(/^COPY |transaction_timeout/m);

    const restoredDir = folder('restored-data');
    const restoredConfig = embeddedConfig(restoredDir);
    await restoreBackup(restoredConfig, backupDir);
    await readBack(restoredConfig, await openDatabase({ kind: 'pglite', dataDir: restoredDir }), expected);
  }, 240_000);

  it('refuses to restore over a database, or a backup whose files changed, and writes nothing then', async () => {
    await expect(restoreBackup(embeddedConfig(folder('restored-data')), backupDir)).rejects.toThrow(/already holds a database/);

    const damaged = folder('damaged-backup');
    cpSync(backupDir, damaged, { recursive: true });
    const [file] = JSON.parse(readFileSync(path.join(damaged, MANIFEST_FILE), 'utf8')).files;
    writeFileSync(storedFilePath(damaged, file.name), 'not the manuscript');
    const target = folder('never-restored');
    await expect(restoreBackup(embeddedConfig(target), damaged)).rejects.toThrow(/checksum differs/);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses to back up a data folder a running server has open, or one without a database', () => {
    const inUse = folder('in-use');
    mkdirSync(inUse);
    writeFileSync(path.join(inUse, 'PG_VERSION'), '18\n');
    writeFileSync(path.join(inUse, 'postmaster.pid'), '-42\n');
    expect(() => checkEmbeddedDatabaseIdle(inUse)).toThrow(/stop the server first/);
    expect(() => checkEmbeddedDatabaseIdle(folder('nothing-here'))).toThrow(/holds no database/);
  });

  describe.skipIf(!process.env.DATABASE_URL)('and PostgreSQL, the way to production', () => {
    const hasPsql = (() => {
      try {
        execFileSync('psql', ['--version']);
        return true;
      } catch {
        return false;
      }
    })();

    it.skipIf(!hasPsql)('restores the dump with psql into a new PostgreSQL database, stopping at any error', async () => {
      const url = await newPostgresDatabase();
      execFileSync('psql', [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '--single-transaction',
        '-f',
        path.join(backupDir, DATABASE_FILE),
        url,
      ]);
      const count = execFileSync('psql', [
        '-X',
        '-At',
        '-c',
        `select count(*) from invoices where invoice_number = '${expected.invoiceNumber}'`,
        url,
      ]);
      expect(count.toString().trim()).toBe('1');
    });

    it('restores into DATABASE_URL, backs that database up with pg_dump, and restores it into an embedded database again', async () => {
      const url = await newPostgresDatabase();
      const serverConfig = loadConfig({ ...TEST_ENV, DATABASE_URL: url, FILES_DIR: folder('server-files') });
      await restoreBackup(serverConfig, backupDir);
      await readBack(serverConfig, await openDatabase({ kind: 'postgres', url, poolSize: 2 }), expected);
      await expect(restoreBackup(serverConfig, backupDir)).rejects.toThrow(/is not empty/);

      const serverBackup = folder('server-backup');
      const manifest = await createBackup(serverConfig, serverBackup);
      expect(manifest.database.source).toBe('postgres');
      expect(manifest.files).toHaveLength(1);
      const againDir = folder('embedded-again');
      await restoreBackup(embeddedConfig(againDir), serverBackup);
      await readBack(embeddedConfig(againDir), await openDatabase({ kind: 'pglite', dataDir: againDir }), expected);
    }, 240_000);
  });
});

describe('the dump as SQL', () => {
  it('drops the one header setting PostgreSQL 15 does not know, and nothing in the data', () => {
    const dump = [
      'SET statement_timeout = 0;',
      'SET transaction_timeout = 0;',
      '',
      '--',
      '-- Name: notes; Type: TABLE; Schema: public; Owner: -',
      '--',
      "INSERT INTO public.notes VALUES ('SET transaction_timeout = 0;');",
      '',
    ].join('\n');
    expect(toPortableDump(dump)).toBe(dump.replace('SET transaction_timeout = 0;\n', ''));
    expect(toPortableDump(dump)).toContain("VALUES ('SET transaction_timeout = 0;')");
  });

  it("removes psql's restrict bracket only, so that a client library can run the dump", () => {
    const dump = "\\restrict AbC123\nSET x = 1;\nINSERT INTO t VALUES ('\n\\restrict other');\n\\unrestrict AbC123\n";
    expect(toExecutableSql(dump)).toBe("SET x = 1;\nINSERT INTO t VALUES ('\n\\restrict other');\n");
    expect(toExecutableSql('SET x = 1;\n')).toBe('SET x = 1;\n');
  });
});
