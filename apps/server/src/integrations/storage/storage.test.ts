import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TS3Server } from '../../../test/s3-server.ts';
import { loadConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { StoredFileNotFoundError, type TStorage } from './storage.ts';

const MiB = 1024 ** 2;
const OTHER_NAME = '0f/0f1e2d3c-4b5a-4968-8776-655443322110';

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `size` random bytes in chunks of 64 KiB, as a stream whose length nobody announces. */
function randomStream(size: number, seen: ReturnType<typeof createHash>): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const chunk = randomBytes(Math.min(64 * 1024, left));
      left -= chunk.length;
      seen.update(chunk);
      this.push(chunk);
    },
  });
}

async function collect(names: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const name of names) all.push(name);
  return all.sort();
}

describe.each(['local', 's3'] as const)('%s storage, as configured by STORAGE_DRIVER', (driver) => {
  let root: string;
  let s3: TS3Server | undefined;
  let env: Record<string, string>;
  let storage: TStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), `storage-${driver}-`));
    s3 = driver === 's3' ? await startS3Server() : undefined;
    env = s3 ? s3.env : { FILES_DIR: path.join(root, 'files') };
    storage = createStorage(loadConfig(env));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under a generated name and gives them back', async () => {
    const name = await storage.put(Buffer.from('manuscript bytes'));
    expect(name).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await text(await storage.get(name))).toBe('manuscript bytes');
  });

  it('streams a file of unknown length larger than one upload part in and out, byte for byte', async () => {
    const sent = createHash('sha256');
    const name = await storage.put(randomStream(20 * MiB + 123, sent));
    const received = await storage.get(name);
    expect(received).toBeInstanceOf(Readable);
    expect(await sha256Of(received)).toBe(sent.digest('hex'));
  });

  it('takes over a temporary file, which leaves its old place', async () => {
    const uploads = await mkdtemp(path.join(root, 'uploads-'));
    const tempFilePath = path.join(uploads, 'upload.tmp');
    await writeFile(tempFilePath, 'from a temporary file');
    const name = await storage.put({ tempFilePath });
    expect(await text(await storage.get(name))).toBe('from a temporary file');
    expect(await readdir(uploads)).toEqual([]);
  });

  it('is one store for every instance configured alike: what one stores, another reads', async () => {
    const name = await storage.put(Buffer.from('seen by the other instance'));
    const other = createStorage(loadConfig(env));
    expect(await text(await other.get(name))).toBe('seen by the other instance');
  });

  it('gives every stored file its own name', async () => {
    const a = await storage.put(Buffer.from('same'));
    const b = await storage.put(Buffer.from('same'));
    expect(a).not.toBe(b);
  });

  it('answers a missing file as not found; deletes a file, and deleting it again is harmless', async () => {
    await expect(storage.get(OTHER_NAME)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    const name = await storage.put(Buffer.from('to delete'));
    await storage.delete(name);
    await expect(storage.get(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it('refuses names it did not generate', async () => {
    for (const name of ['../secret.txt', 'ab/../../secret.txt', 'secret.txt', 'AB/AB12']) {
      await expect(storage.get(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(storage.delete(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(storage.restore(name, Buffer.from('x'))).rejects.toBeInstanceOf(StoredFileNotFoundError);
    }
  });

  it('lists every stored name, and restores content under a name it generated before', async () => {
    const before = await collect(storage.list());
    const name = await storage.put(Buffer.from('listed'));
    expect(await collect(storage.list())).toEqual([...before, name].sort());

    await storage.restore(name, Readable.from([Buffer.from('restored '), Buffer.from('content')]));
    expect(await text(await storage.get(name))).toBe('restored content');
    await storage.restore(OTHER_NAME, Buffer.from('brought back'));
    expect(await text(await storage.get(OTHER_NAME))).toBe('brought back');
    expect(await collect(storage.list())).toContain(OTHER_NAME);
  });
});

describe('storage configuration', () => {
  it('refuses an S3 driver without a bucket, or with half a key pair, naming each variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_BUCKET: required with STORAGE_DRIVER=s3\n.*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'azure' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads the bucket, endpoint, region, keys and path style', () => {
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'manuscripts',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'manuscripts',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'manuscripts' }).storage).toMatchObject({
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });
});
