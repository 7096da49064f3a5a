import { AppError } from '../../platform/errors.ts';
import { doesContentMatchExtension } from '../../platform/file-types.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import type { TDocxVerdict } from './file-tasks.ts';
import { UPLOAD_ERROR } from './receive-upload.ts';

const FILE_TASKS = new URL('./file-tasks.ts', import.meta.url);

/**
 * The checks of an upload that need the whole file, for every kind of upload: magic bytes against the
 * extension, and a .docx's archive before anything opens it. The archive is read in a parse process: an
 * archive that makes the reader crash, hang or exhaust memory is refused like any broken archive.
 */
export async function checkUploadContent(upload: { extension: string; head: Buffer; tempFilePath: string }): Promise<void> {
  if (!doesContentMatchExtension(upload.extension, upload.head)) throw new AppError(422, UPLOAD_ERROR.contentMismatch);
  if (upload.extension !== 'docx') return;
  const verdict = await parsePool('documents')
    .run<TDocxVerdict>(FILE_TASKS, 'checkDocx', [upload.tempFilePath])
    .catch((): TDocxVerdict => 'invalid');
  if (verdict === 'doctype') throw new AppError(422, UPLOAD_ERROR.documentTypeDeclared);
  if (verdict !== 'ok') throw new AppError(422, UPLOAD_ERROR.archiveInvalid);
}
