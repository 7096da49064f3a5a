import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { ZFileKind } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { extensionOf, HEAD_BYTES, isExtensionAllowed, type TFileKind } from '../../platform/file-types.ts';
import { fileReadErrorOf, multipartParts } from '../../platform/multipart-body.ts';
import { acceptUnderThrottle, type TThrottleRule } from '../../platform/throttle.ts';

/** The message keys an upload is refused with. */
export const UPLOAD_ERROR = {
  kindInvalid: 'file-kind-invalid',
  fileMissing: 'file-missing',
  fileEmpty: 'file-empty',
  fileTooLarge: 'file-too-large',
  typeNotAllowed: 'file-type-not-allowed',
  contentMismatch: 'file-content-mismatch',
  archiveInvalid: 'file-archive-invalid',
  documentTypeDeclared: 'file-document-type-declared',
} as const;

export type TReceivedUpload = {
  kind: TFileKind;
  /** The client's file name without any folder, for display and downloads only. */
  fileName: string;
  extension: string;
  tempFilePath: string;
  size: number;
  sha256: string;
  /** The first bytes, for the content check. */
  head: Buffer;
};

/**
 * Keeps the last path segment of a client's file name, without control characters, at most 255 characters. A
 * part the parser takes for a file by its content type alone has no name at all: it becomes '', of no type.
 */
export function cleanFileName(fileName: string | undefined): string {
  const base = ((fileName ?? '').split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (base.length <= 255) return base;
  const extension = extensionOf(base);
  return `${base.slice(0, 250 - extension.length)}….${extension}`;
}

/** Counts, hashes and keeps the head of what flows through, unchanged. */
function meter() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(head) }) };
}

/** Streams one file part to a temporary file while it is counted and hashed; an empty or too large one is refused and removed. */
async function storePart(file: MultipartFile, tempDir: string) {
  await mkdir(tempDir, { recursive: true });
  const tempFilePath = path.join(tempDir, `${randomUUID()}.upload`);
  const measured = meter();
  try {
    await pipeline(file.file, measured.stream, createWriteStream(tempFilePath, { flags: 'wx' }));
    if (file.file.truncated) throw new AppError(413, UPLOAD_ERROR.fileTooLarge);
    const { size, sha256, head } = measured.result();
    if (size === 0) throw new AppError(400, UPLOAD_ERROR.fileEmpty);
    return { tempFilePath, size, sha256, head };
  } catch (error) {
    await unlink(tempFilePath).catch(() => undefined);
    throw fileReadErrorOf(file, error);
  }
}

/**
 * Reads a multipart upload: the `kind` field first, then one file, streamed to a temporary file while
 * it is counted and hashed. The caller owns the temporary file. A file over the size limit, an empty
 * one or one of a type the kind does not allow is refused here and nothing is kept.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<TReceivedUpload> {
  let kind: TFileKind | null = null;
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      if (part.fieldname !== 'kind') continue;
      const parsed = ZFileKind.safeParse(part.value);
      if (!parsed.success) throw new AppError(400, UPLOAD_ERROR.kindInvalid);
      kind = parsed.data;
      continue;
    }
    if (!kind) throw new AppError(400, UPLOAD_ERROR.kindInvalid);
    const fileName = cleanFileName(part.filename);
    const extension = extensionOf(fileName);
    if (!isExtensionAllowed(kind, extension)) throw new AppError(415, UPLOAD_ERROR.typeNotAllowed);
    return { kind, fileName, extension, ...(await storePart(part, tempDir)) };
  }
  throw new AppError(400, kind ? UPLOAD_ERROR.fileMissing : UPLOAD_ERROR.kindInvalid);
}

/**
 * Reads a multipart upload of one file that has no kind (a proof of payment, a grammar check): the fields
 * before the file go to `onField` when given, and the file's extension must be one `isAllowed` accepts. Like
 * receiveUpload, the caller owns the temporary file.
 */
export async function receiveFile(
  request: FastifyRequest,
  tempDir: string,
  isAllowed: (extension: string) => boolean,
  onField?: (name: string, value: string) => void,
): Promise<Omit<TReceivedUpload, 'kind'>> {
  for await (const part of multipartParts(request)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') onField?.(part.fieldname, part.value);
      continue;
    }
    const fileName = cleanFileName(part.filename);
    const extension = extensionOf(fileName);
    if (!isAllowed(extension)) throw new AppError(415, UPLOAD_ERROR.typeNotAllowed);
    return { fileName, extension, ...(await storePart(part, tempDir)) };
  }
  throw new AppError(400, UPLOAD_ERROR.fileMissing);
}

/**
 * receiveFile for a form whose fields go into `fields`, into DATA_DIR/uploads-in-progress, counted under `rule`
 * only once the file was received (acceptUnderThrottle): a body that cannot be read or is refused counts nothing.
 */
export function receiveFileUnderThrottle(
  db: Db,
  request: FastifyRequest,
  dataDir: string,
  rule: TThrottleRule & { whenFull: () => Error },
  form: { fields: Record<string, string>; isAllowed: (extension: string) => boolean },
): Promise<Omit<TReceivedUpload, 'kind'>> {
  return acceptUnderThrottle(db, [rule], rule.whenFull, () =>
    receiveFile(request, path.join(dataDir, 'uploads-in-progress'), form.isAllowed, (name, value) => {
      form.fields[name] = value;
    }),
  );
}

/** An upload older than this was cut off by a restart; its temporary file is removed at the next start. */
const STALE_UPLOAD_MS = 24 * 3600 * 1000;

export async function removeStaleUploads(tempDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.upload'))) {
    const filePath = path.join(tempDir, name);
    const info = await stat(filePath).catch(() => null);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) {
      await unlink(filePath).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
