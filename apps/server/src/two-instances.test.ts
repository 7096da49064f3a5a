import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { buildDocx, englishText } from '../test/fixtures/files/build-zip.ts';
import { dropDatabase, postgresUrlOf, quoteIdentifier, runAdminStatements } from '../test/postgres.ts';
import { startS3Server, type TS3Server } from '../test/s3-server.ts';
import { TEST_ENV } from '../test/test-app.ts';
import { buildApp, type TApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ANALYSE_DOCUMENT_JOB } from './modules/files/jobs/analyse-document.ts';
import { openDatabase, type TDatabase } from './platform/db.ts';
import { SESSION_COOKIE } from './platform/sessions.ts';
import { orderFormFiles } from './schema/order-form.ts';
import { jobs } from './schema/platform.ts';

/** One server instance as deployed behind a load balancer: its own process state and data folder, no worker. */
type TInstance = { app: TApp; database: TDatabase; baseUrl: string; dataDir: string };

/** Both instances answer for one site, as behind a load balancer. */
const PUBLIC_URL = 'https://portal.example.test';

async function startInstance(env: Record<string, string>): Promise<TInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'instance-'));
  const config = loadConfig({ ...TEST_ENV, ...env, DATA_DIR: dataDir, PUBLIC_URL, RUN_WORKER: 'false' });
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL ?? '', poolSize: 4 });
  const app = await buildApp(config, database.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the instance is not listening on a port');
  return { app, database, dataDir, baseUrl: `http://127.0.0.1:${address.port}` };
}

/** A request over HTTP as the web client sends it, with the session cookie when given. */
async function call(instance: TInstance, url: string, options: { session?: string; method?: string; body?: unknown } = {}) {
  const isForm = options.body instanceof FormData;
  const response = await fetch(`${instance.baseUrl}${url}`, {
    method: options.method ?? 'GET',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(options.session ? { cookie: `${SESSION_COOKIE}=${options.session}` } : {}),
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body === undefined ? {} : { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
  });
  expect(response.status, `${options.method ?? 'GET'} ${url}`).toBeLessThan(500);
  return response;
}

function sessionOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const value = cookie?.slice(SESSION_COOKIE.length + 1).split(';')[0];
  if (!value) throw new Error(`no session cookie: ${response.status}`);
  return value;
}

describe.skipIf(!process.env.DATABASE_URL)('two server instances on one PostgreSQL database and one bucket', () => {
  const databaseName = `portal_two_${randomBytes(6).toString('hex')}`;
  let s3: TS3Server;
  let one: TInstance;
  let other: TInstance;

  beforeAll(async () => {
    s3 = await startS3Server();
    await runAdminStatements(
      `CREATE DATABASE ${quoteIdentifier(databaseName)} TEMPLATE ${quoteIdentifier(inject('postgresTemplate') ?? '')}`,
    );
    const env = { ...s3.env, DATABASE_URL: postgresUrlOf(databaseName) };
    one = await startInstance(env);
    other = await startInstance(env);
  });
  afterAll(async () => {
    for (const instance of [one, other]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.database.close();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await dropDatabase(databaseName);
    await s3?.close();
  });

  it('signs a researcher in on one instance and the other knows them; signing out on the other ends it on both', async () => {
    const user = await createUser(one.database.db);
    const login = await call(one, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    const session = sessionOf(login);

    const account = await (await call(other, '/api/account', { session })).json();
    expect(account.user).toMatchObject({ loggedIn: true, email: user.email });

    expect((await call(other, '/api/auth/logout', { method: 'POST', session, body: {} })).status).toBe(200);
    expect((await (await call(one, '/api/account', { session })).json()).user.loggedIn).toBe(false);
  });

  it("takes an upload through one instance, serves it through the other, and the other's worker runs its job once", async () => {
    const user = await createUser(one.database.db);
    const session = sessionOf(
      await call(one, '/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } }),
    );
    const formIdentity = (await (await call(one, '/api/order-form/new', { session })).json()).order.identity as string;
    const manuscript = await buildDocx(englishText(1200));
    const form = new FormData();
    form.append('kind', 'main');
    form.append('file', new Blob([new Uint8Array(manuscript)]), 'Thermal study.docx');
    const upload = await call(one, `/api/order-form/${formIdentity}/files`, { method: 'POST', session, body: form });
    expect(upload.status).toBe(200);
    const fileIdentity = (await upload.json()).file.identity as string;

    const download = await call(other, `/api/file/${fileIdentity}/download`, { session });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(manuscript)).toBe(true);
    // In the bucket, not on either instance's disk.
    expect(existsSync(path.join(one.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(other.dataDir, 'files'))).toBe(false);

    // The upload queued the manuscript's analysis; the other instance's worker runs it, reading the file
    // from the bucket, and nothing is left for the first one's.
    const [file] = await one.database.db.select().from(orderFormFiles).where(eq(orderFormFiles.identity, fileIdentity));
    const jobOfFile = and(eq(jobs.kind, ANALYSE_DOCUMENT_JOB), sql`${jobs.payload}->>'fileId' = ${String(file?.id)}`);
    expect(await one.database.db.select({ status: jobs.status }).from(jobs).where(jobOfFile)).toEqual([{ status: 'queued' }]);
    expect(await other.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await one.app.jobs.drain()).toBe(0);
    expect(await one.database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(jobOfFile)).toEqual([
      { status: 'done', attempts: 1 },
    ]);
    const details = await (await call(one, `/api/order-form/${formIdentity}/document-details`, { session })).json();
    expect(details).toEqual({ documentDetailsReceived: true, manuscriptLanguageId: 1, wordCount: 1200 });
  });
});
