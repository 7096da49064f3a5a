import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { StoredFileNotFoundError, type TStorage, type TStorageSource } from './storage.ts';
import { isStoredName, newStoredName } from './stored-name.ts';

export type TS3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; the provider's own endpoint when absent. */
  endpoint: string | undefined;
  /** Without keys the SDK's own chain decides (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`, as most self-hosted services want. */
  forcePathStyle: boolean;
};

/** Parts of 8 MiB, two in flight: an upload holds at most 16 MiB in memory, whatever the file's size. */
const PART_BYTES = 8 * 1024 ** 2;
const PARTS_IN_FLIGHT = 2;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Objects in one bucket of an S3-compatible store, keyed by the same generated names as the local disk.
 * Uploads stream in parts (a file of unknown length included) and downloads stream the object's body.
 */
export function createS3Storage(options: TS3StorageOptions): TStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // The SDK's default checksum trailers on every upload are not understood by every S3-compatible
    // service; they are sent where an operation requires one, as those services expect.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;

  function keyOf(storedName: string): string {
    if (!isStoredName(storedName)) throw new StoredFileNotFoundError(storedName);
    return storedName;
  }

  async function upload(key: string, source: TStorageSource): Promise<void> {
    const body = Buffer.isBuffer(source) || source instanceof Readable ? source : createReadStream(source.tempFilePath);
    await new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: body, ContentType: 'application/octet-stream' },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
    if (!Buffer.isBuffer(source) && !(source instanceof Readable)) await unlink(source.tempFilePath);
  }

  return {
    async put(source) {
      const storedName = newStoredName();
      await upload(storedName, source);
      return storedName;
    },

    async get(storedName) {
      const key = keyOf(storedName);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('the object store answered no body stream');
        return object.Body;
      } catch (error) {
        if (isMissing(error)) throw new StoredFileNotFoundError(storedName);
        throw error;
      }
    },

    async delete(storedName) {
      // Deleting a key that does not exist succeeds on S3: nothing to tell apart here.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }));
    },

    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(continuationToken ? { ContinuationToken: continuationToken } : {}) }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isStoredName(object.Key)) yield object.Key;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async restore(storedName, source) {
      await upload(keyOf(storedName), source);
    },
  };
}
