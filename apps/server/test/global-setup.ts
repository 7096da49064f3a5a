import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db.ts';
import { seedReferenceData } from '../src/seed/seed.ts';
import { dropDatabase, postgresUrlOf, quoteIdentifier, runAdminStatements } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory holding the reference data. */
    pgliteDumpFile: string;
    /** A migrated PostgreSQL database holding the reference data, or null without DATABASE_URL. */
    postgresTemplate: string | null;
  }
}

/** Migrating and seeding takes seconds; it is done once here and copied by every test file. */
async function dumpPgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    const dump = await database.client.dumpDataDir('gzip');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function createPostgresTemplate(name: string): Promise<void> {
  await runAdminStatements(
    `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`,
    `CREATE DATABASE ${quoteIdentifier(name)}`,
  );
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlOf(name), poolSize: 1 });
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const dumpFile = path.join(os.tmpdir(), `portal-test-${process.pid}.tar.gz`);
  const template = process.env.DATABASE_URL ? `portal_test_template_${process.pid}` : null;
  await Promise.all([dumpPgliteTemplate(dumpFile), template ? createPostgresTemplate(template) : undefined]);
  project.provide('pgliteDumpFile', dumpFile);
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dumpFile, { force: true });
    if (template) await dropDatabase(template);
  };
}
