import { createWriteStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StoredFileNotFoundError, type TStorage, type TStorageSource } from './storage.ts';
import { isStoredName, newStoredName } from './stored-name.ts';

/** The entries of a folder; a folder that does not exist (nothing stored yet) has none. */
async function entriesOf(folder: string): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Files under one folder (DATA_DIR/files by default). Only names this adapter generated are accepted back. */
export function createLocalDiskStorage(root: string): TStorage {
  function pathOf(storedName: string): string {
    if (!isStoredName(storedName)) throw new StoredFileNotFoundError(storedName);
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

  /** Writes the content to `target`; `wx` refuses an existing file, `w` replaces it. */
  async function write(source: TStorageSource, target: string, flags: 'wx' | 'w'): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      if (Buffer.isBuffer(source)) await writeFile(target, source, { flag: flags });
      else if ('tempFilePath' in source) await moveInto(source.tempFilePath, target);
      else await pipeline(source, createWriteStream(target, { flags }));
    } catch (error) {
      // An existing file is never removed for a refused put: only what this call began.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await unlink(target).catch(() => undefined);
      throw error;
    }
  }

  return {
    async put(source) {
      const storedName = newStoredName();
      await write(source, pathOf(storedName), 'wx');
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

    async *list() {
      for (const folder of await entriesOf(root)) {
        if (!folder.isDirectory()) continue;
        for (const file of await entriesOf(path.join(root, folder.name))) {
          const storedName = `${folder.name}/${file.name}`;
          if (file.isFile() && isStoredName(storedName)) yield storedName;
        }
      }
    },

    async restore(storedName, source) {
      await write(source, pathOf(storedName), 'w');
    },
  };
}
