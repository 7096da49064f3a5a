import type { MultipartFile } from '@fastify/multipart';
import { MESSAGE, withParams } from '@portal/domain';
import { TESTIMONIAL_ERROR, TESTIMONIAL_MAX_LENGTH, TESTIMONIAL_PHOTO_EXTENSIONS } from '@portal/domain/api/testimonials';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { extensionOf } from '../../platform/file-types.ts';
import { fileReadErrorOf, multipartParts } from '../../platform/multipart-body.ts';
import { cleanFileName } from '../files/index.ts';

/** What a create call sent: the text as typed (checked by the caller) and the photo's bytes, when there is one. */
export type TReceivedTestimonial = { text: string | undefined; photo: Buffer | null };

const ALLOWED: readonly string[] = TESTIMONIAL_PHOTO_EXTENSIONS;

function photoTooLarge(maxBytes: number): AppError {
  return new AppError(413, withParams(TESTIMONIAL_ERROR.photoTooLarge, { max: Math.floor(maxBytes / (1024 * 1024)) }));
}

/** Reads one photo part into memory (it is at most the limit, a few MB), refusing a name that is not a photo's. */
async function readPhoto(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  if (!ALLOWED.includes(extensionOf(cleanFileName(part.filename)))) {
    part.file.resume();
    throw new AppError(415, TESTIMONIAL_ERROR.photoType);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge(maxBytes);
    throw fileReadErrorOf(part, error);
  }
}

/**
 * Reads the multipart body of POST /api/testimonials/create: the `testimonial` field and at most one file, in
 * any order. A second file, a file that is not named like a photo, or one over the size limit is refused
 * here; the photo's content is checked by the caller.
 */
export async function receiveTestimonial(request: FastifyRequest, maxBytes: number): Promise<TReceivedTestimonial> {
  let text: string | undefined;
  let photo: Buffer | null = null;
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'field') {
        if (part.fieldname !== 'testimonial') continue;
        if (part.valueTruncated) throw new AppError(400, withParams(MESSAGE.fieldTooLong, { max: TESTIMONIAL_MAX_LENGTH }));
        text = typeof part.value === 'string' ? part.value : undefined;
        continue;
      }
      if (photo) {
        part.file.resume();
        throw new AppError(400, TESTIMONIAL_ERROR.tooManyPhotos);
      }
      photo = await readPhoto(part, maxBytes);
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw new AppError(400, TESTIMONIAL_ERROR.tooManyPhotos);
    throw error;
  }
  return { text, photo };
}
