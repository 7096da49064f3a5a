import type { Readable } from 'node:stream';

/**
 * What a stored file can be made from: bytes, a stream, or a finished temporary file that the storage
 * takes over (the local disk moves it; the object store uploads it, then removes it).
 */
export type TStorageSource = Buffer | Readable | { tempFilePath: string };

/** Where uploaded files and generated documents live. Names are generated here, never taken from a client. */
export type TStorage = {
  /** Stores the content and answers the generated name to keep in the database. */
  put: (source: TStorageSource) => Promise<string>;
  /** The content of a stored file; rejects with StoredFileNotFoundError when there is none. */
  get: (storedName: string) => Promise<Readable>;
  /** Removes a stored file; removing one that is already gone is not an error. */
  delete: (storedName: string) => Promise<void>;
  /** Every stored name, in no particular order: what a backup copies. */
  list: () => AsyncIterable<string>;
  /**
   * Stores content under a name a storage generated before, replacing what is there: a backup's files
   * coming back. Any other name is refused with StoredFileNotFoundError.
   */
  restore: (storedName: string, source: TStorageSource) => Promise<void>;
};

export class StoredFileNotFoundError extends Error {
  constructor(storedName: string) {
    super(`stored file not found: ${storedName}`);
  }
}
