import type { TConfig } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { TStorage } from './storage.ts';

/**
 * The storage named by configuration. An S3-compatible adapter would be a second `TStorage` (put with a
 * multipart upload under a generated key, get as the object's body stream, delete), chosen here by
 * `STORAGE_DRIVER=s3` with its bucket, endpoint and credentials added to the configuration.
 */
export function createStorage(config: Pick<TConfig, 'storage'>): TStorage {
  switch (config.storage.driver) {
    case 'local':
      return createLocalDiskStorage(config.storage.root);
  }
}
