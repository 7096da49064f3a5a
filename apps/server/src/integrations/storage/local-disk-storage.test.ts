import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { StoredFileNotFoundError } from './storage.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
const storage = createLocalDiskStorage(path.join(root, 'files'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('stores bytes under a generated name and gives them back', async () => {
    const name = await storage.put(Buffer.from('manuscript bytes'));
    expect(name).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await text(await storage.get(name))).toBe('manuscript bytes');
  });

  it('stores a stream', async () => {
    const name = await storage.put(Readable.from([Buffer.from('part one, '), Buffer.from('part two')]));
    expect(await text(await storage.get(name))).toBe('part one, part two');
  });

  it('takes over a temporary file, which leaves its old place', async () => {
    const tempFilePath = path.join(root, 'upload.tmp');
    await writeFile(tempFilePath, 'from a temporary file');
    const name = await storage.put({ tempFilePath });
    expect(await text(await storage.get(name))).toBe('from a temporary file');
    expect(await readdir(root)).not.toContain('upload.tmp');
  });

  it('gives every stored file its own name', async () => {
    const a = await storage.put(Buffer.from('same'));
    const b = await storage.put(Buffer.from('same'));
    expect(a).not.toBe(b);
  });

  it('deletes a file, and deleting it again is harmless', async () => {
    const name = await storage.put(Buffer.from('to delete'));
    await storage.delete(name);
    await expect(storage.get(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it('refuses names it did not generate, such as a path out of its folder', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.get('ab/../../secret.txt')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.delete('../secret.txt')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect(await readFile(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });
});
