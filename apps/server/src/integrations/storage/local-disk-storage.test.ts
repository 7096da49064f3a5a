import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { StoredFileNotFoundError } from './storage.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
const storage = createLocalDiskStorage(path.join(root, 'files'));
afterAll(() => rm(root, { recursive: true, force: true }));

// What every adapter does is in storage.test.ts; this is what only the disk can be asked.
describe('local disk storage', () => {
  it('never reads or removes a file outside its folder', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    await expect(storage.get('../secret.txt')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.get('ab/../../secret.txt')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.delete('../secret.txt')).rejects.toBeInstanceOf(StoredFileNotFoundError);
    expect(await readFile(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('keeps each file at its name under the folder, and lists none of the folder’s other files', async () => {
    const name = await storage.put(Buffer.from('on disk'));
    expect(await readFile(path.join(root, 'files', ...name.split('/')), 'utf8')).toBe('on disk');
    await writeFile(path.join(root, 'files', 'notes.txt'), 'not stored by the portal');
    const listed: string[] = [];
    for await (const stored of storage.list()) listed.push(stored);
    expect(listed).toEqual([name]);
  });

  it('lists nothing before the first file is stored', async () => {
    const empty = createLocalDiskStorage(path.join(root, 'never-created'));
    const listed: string[] = [];
    for await (const stored of empty.list()) listed.push(stored);
    expect(listed).toEqual([]);
  });
});
