import { AppError } from '../../platform/errors.ts';
import { DocxArchiveError, DocxDoctypeError, inspectDocxArchive } from './docx-archive.ts';
import { doesContentMatchExtension } from './file-types.ts';
import { UPLOAD_ERROR } from './receive-upload.ts';

/**
 * The checks of an upload that need the whole file, for every kind of upload: magic bytes against the
 * extension, and a .docx's archive before anything opens it.
 */
export async function checkUploadContent(upload: { extension: string; head: Buffer; tempFilePath: string }): Promise<void> {
  if (!doesContentMatchExtension(upload.extension, upload.head)) throw new AppError(422, UPLOAD_ERROR.contentMismatch);
  if (upload.extension !== 'docx') return;
  try {
    await inspectDocxArchive(upload.tempFilePath, { verifyContent: true });
  } catch (error) {
    if (error instanceof DocxDoctypeError) throw new AppError(422, UPLOAD_ERROR.documentTypeDeclared);
    if (error instanceof DocxArchiveError) throw new AppError(422, UPLOAD_ERROR.archiveInvalid);
    throw error;
  }
}
