import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The fixed keys the test server accepts. */
const TEST_ACCESS_KEY = 'S3RVER';

export type TS3Server = {
  /** The configuration that points the portal at this server's bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A local S3-protocol server (s3rver, objects in a temporary folder) on 127.0.0.1 and a free port, with one
 * bucket. Always call close().
 */
export async function startS3Server(bucket = 'portal-test'): Promise<TS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    // It rebuilds a bucket-level request's signed path without the trailing slash the SDK signs (`/bucket/`),
    // so a listing would be refused: the key is still checked, the signature not compared.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: TEST_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: TEST_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
