import { unlink } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import { checkUploadContent } from './check-content.ts';

type TReceived = Parameters<typeof checkUploadContent>[0];

/**
 * Keeps a received upload: checks its content, lets `inspect` read it if given (a tool refuses a document it cannot
 * read there), moves its bytes into storage and records them. When anything before the record is written
 * fails, the stored bytes are removed; the temporary file always goes (it is gone already when storage took
 * it over). Every upload path goes through here, so a refused file leaves nothing behind.
 */
export async function storeUpload<TResult, TInspected = undefined>(
  deps: { storage: TStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  upload: TReceived,
  steps: {
    inspect?: () => Promise<TInspected>;
    record: (storedName: string, inspected: TInspected) => Promise<TResult>;
  },
): Promise<TResult> {
  let storedName: string | null = null;
  let isRecorded = false;
  try {
    await checkUploadContent(upload);
    // Without `inspect`, TInspected is undefined.
    const inspected = (steps.inspect ? await steps.inspect() : undefined) as TInspected;
    storedName = await deps.storage.put({ tempFilePath: upload.tempFilePath });
    const result = await steps.record(storedName, inspected);
    isRecorded = true;
    return result;
  } finally {
    if (storedName && !isRecorded)
      await deps.storage.delete(storedName).catch((error) => deps.log.warn({ err: error }, 'stored upload not removed'));
    await unlink(upload.tempFilePath).catch(() => undefined);
  }
}
