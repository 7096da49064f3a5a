import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StoredFileNotFoundError, type TStorage, type TStorageSource } from './storage.ts';

/** `ab/ab12…`: a random UUID, spread over 256 folders so that no folder grows too large. */
const STORED_NAME = /^([0-9a-f]{2})\/\1[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function newStoredName(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Files under one folder (DATA_DIR/files by default). Only names this adapter generated are accepted back. */
export function createLocalDiskStorage(root: string): TStorage {
  function pathOf(storedName: string): string {
    if (!STORED_NAME.test(storedName)) throw new StoredFileNotFoundError(storedName);
    return path.join(root, ...storedName.split('/'));
  }

  async function moveInto(tempFilePath: string, target: string): Promise<void> {
    try {
      await rename(tempFilePath, target);
    } catch (error) {
      // The temporary folder may sit on another file system: copy, then remove the original.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(tempFilePath, target);
      await unlink(tempFilePath);
    }
  }

  async function write(source: TStorageSource, target: string): Promise<void> {
    if (Buffer.isBuffer(source)) return writeFile(target, source, { flag: 'wx' });
    if ('tempFilePath' in source) return moveInto(source.tempFilePath, target);
    await pipeline(source, createWriteStream(target, { flags: 'wx' }));
  }

  return {
    async put(source) {
      const storedName = newStoredName();
      const target = pathOf(storedName);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await write(source, target);
      } catch (error) {
        await unlink(target).catch(() => undefined);
        throw error;
      }
      return storedName;
    },

    async get(storedName) {
      const filePath = pathOf(storedName);
      // Opening first turns a missing file into a rejection here rather than an error event mid-response.
      const handle = await open(filePath, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileNotFoundError(storedName) : error;
      });
      return handle.createReadStream();
    },

    async delete(storedName) {
      await unlink(pathOf(storedName)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
