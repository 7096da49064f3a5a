import type { TConfig } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { TStorage } from './storage.ts';

/** The storage named by configuration (`STORAGE_DRIVER`): the local disk, or an S3-compatible bucket. */
export function createStorage(config: Pick<TConfig, 'storage'>): TStorage {
  switch (config.storage.driver) {
    case 'local':
      return createLocalDiskStorage(config.storage.root);
    case 's3':
      return createS3Storage(config.storage);
  }
}
