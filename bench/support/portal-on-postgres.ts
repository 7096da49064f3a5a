import { startPortalServer, type TRunningServer, type TServerOptions } from '../../e2e/support/server.ts';
import { createDatabase, dropDatabase, postgresServerUrl } from '../complete-order.ts';

/**
 * Runs `work` against the real portal on a fresh database of the PostgreSQL server (DATABASE_URL's, else the
 * local one), migrated and demo-seeded by the portal itself; the server is stopped and the database dropped
 * whatever `work` does.
 */
export async function withPortalOnFreshDatabase<T>(
  prefix: string,
  options: Omit<TServerOptions, 'databaseUrl'>,
  work: (server: TRunningServer, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const serverUrl = postgresServerUrl();
  const database = await createDatabase(serverUrl, prefix);
  let server: TRunningServer | undefined;
  try {
    server = await startPortalServer({ ...options, databaseUrl: database.url });
    return await work(server, database.url);
  } finally {
    await server?.stop();
    await dropDatabase(serverUrl, database.name);
  }
}
