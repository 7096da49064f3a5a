import {
  TESTIMONIAL_ERROR,
  TESTIMONIAL_PHOTO_MAX_BYTES,
  type TTestimonialCreateResponse,
  ZTestimonialCreateFields,
} from '@portal/domain/api/testimonials';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, fieldErrorsOf } from '../../platform/errors.ts';
import { ParseProcessError, ParseTaskError } from '../../platform/parse-pool/parse-pool.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { testimonials } from '../../schema/testimonials.ts';
import { markTestimonialSubmitted } from '../account/index.ts';
import type { TCleanPhoto } from './photo.ts';
import type { TPhotoOutcome } from './photo-tasks.ts';
import { receiveTestimonial } from './receive-testimonial.ts';

export type TTestimonialDeps = {
  db: Db;
  config: Pick<TConfig, 'maxUploadBytes'>;
  storage: TStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/** The largest photo accepted: the testimonials' own limit, never above MAX_UPLOAD_BYTES. */
export function photoByteLimit(config: Pick<TConfig, 'maxUploadBytes'>): number {
  return Math.min(TESTIMONIAL_PHOTO_MAX_BYTES, config.maxUploadBytes);
}

function isUniqueViolation(error: unknown): boolean {
  for (let layer: unknown = error; layer instanceof Error; layer = layer.cause) {
    if ((layer as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const PHOTO_TASKS = new URL('./photo-tasks.ts', import.meta.url);

/** The photo decoded and re-encoded in a parse process: an image that crashes or exhausts the decoder is not one. */
async function checkedPhoto(photo: Buffer): Promise<TCleanPhoto> {
  const outcome = await parsePool('documents')
    .run<TPhotoOutcome>(PHOTO_TASKS, 'clean', [photo])
    .catch((error: unknown): TPhotoOutcome => {
      if (error instanceof ParseProcessError || error instanceof ParseTaskError) return { ok: false, reason: 'not-image' };
      throw error;
    });
  if (outcome.ok) return { ...outcome.photo, content: Buffer.from(outcome.photo.content) };
  throw new AppError(
    422,
    outcome.reason === 'too-many-pixels' ? TESTIMONIAL_ERROR.photoTooManyPixels : TESTIMONIAL_ERROR.photoNotImage,
  );
}

/**
 * POST /api/testimonials/create: a signed-in researcher's one testimonial, with at most one photo. The text is
 * checked with the form's rule, the photo by its content and re-encoded without metadata before anything is
 * stored; the row and the user's submittedTestimonial are written together, and a refusal keeps nothing.
 */
export async function submitTestimonial(deps: TTestimonialDeps, request: FastifyRequest): Promise<TTestimonialCreateResponse> {
  const { db, storage, log } = deps;
  const user = requireAuth(request).user;
  const alreadySubmitted = new AppError(409, TESTIMONIAL_ERROR.alreadySubmitted);
  if (user.submittedTestimonialAt !== null) throw alreadySubmitted;
  const received = await receiveTestimonial(request, photoByteLimit(deps.config));
  const fields = ZTestimonialCreateFields.safeParse({ testimonial: received.text });
  if (!fields.success) {
    const fieldErrors = fieldErrorsOf(fields.error.issues);
    throw new AppError(400, fieldErrors.testimonial ?? TESTIMONIAL_ERROR.textRequired, fieldErrors);
  }
  const photo = received.photo ? await checkedPhoto(received.photo) : null;
  const storedName = photo ? await storage.put(photo.content) : null;
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(testimonials)
        .values({
          userId: user.id,
          text: fields.data.testimonial,
          photoStoredName: storedName,
          photoContentType: photo?.contentType ?? null,
          photoWidth: photo?.width ?? null,
          photoHeight: photo?.height ?? null,
        })
        .returning();
      if (!inserted) throw new Error('testimonial not stored');
      await markTestimonialSubmitted(tx, user.id);
      return inserted;
    });
    return {
      error: null,
      testimonial: {
        identity: row.identity,
        status: row.status,
        hasPhoto: row.photoStoredName !== null,
        createdAt: row.createdAt.toISOString(),
      },
    };
  } catch (error) {
    if (storedName) await storage.delete(storedName).catch((e) => log.warn({ err: e }, 'stored testimonial photo not removed'));
    if (isUniqueViolation(error)) throw alreadySubmitted;
    throw error;
  }
}
