import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { testimonials } from '../../schema/testimonials.ts';

/** The researcher's testimonial (at most one), for their data export: the text, its review and its photo's shape. */
export async function testimonialsForExport(db: DbOrTx, userId: number) {
  return researcherRowsOf(
    db,
    testimonials,
    userId,
    {
      identity: testimonials.identity,
      text: testimonials.text,
      status: testimonials.status,
      photoContentType: testimonials.photoContentType,
      photoWidth: testimonials.photoWidth,
      photoHeight: testimonials.photoHeight,
      submittedAt: testimonials.createdAt,
      reviewedAt: testimonials.reviewedAt,
    },
    [testimonials.id],
  );
}

/** The stored photo of the researcher's testimonial, as the upload kept it (re-encoded, without metadata). */
export async function testimonialPhotosOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      testimonial: testimonials.identity,
      storedName: testimonials.photoStoredName,
      contentType: testimonials.photoContentType,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .where(and(eq(testimonials.userId, userId), isNotNull(testimonials.photoStoredName)))
    .orderBy(asc(testimonials.id));
  return rows.flatMap(({ storedName, ...photo }) => (storedName ? [{ ...photo, storedName }] : []));
}

/**
 * Closing an account erases the researcher's testimonial (its text and author) and answers the stored photo's
 * name, whose bytes the account closure's job removes once the transaction has committed.
 */
export async function eraseTestimonialPersonalData(tx: DbOrTx, userId: number): Promise<string[]> {
  const removed = await tx
    .delete(testimonials)
    .where(eq(testimonials.userId, userId))
    .returning({ photoStoredName: testimonials.photoStoredName });
  return removed.flatMap((row) => (row.photoStoredName ? [row.photoStoredName] : []));
}

/** Testimonial photos are stored re-encoded as JPEG; the others are what the upload accepts. */
const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

export const testimonialsPersonalData: TPersonalDataPart = {
  owner: 'testimonials',
  tables: {
    testimonials: personalDataEntry(
      'the testimonial text, its photo and review state',
      { file: 'testimonials.json and files/testimonials/' },
      { erased: 'deleted, with the photo' },
    ),
  },
  storedFiles: {
    'testimonials.photo_stored_name': personalDataEntry(
      "a testimonial's photo, re-encoded without metadata",
      { file: 'files/testimonials/{testimonial}.jpg' },
      { erased: 'deleted after the commit' },
    ),
  },
  async exportOf(db, user) {
    const [rows, photos] = await Promise.all([testimonialsForExport(db, user.id), testimonialPhotosOf(db, user.id)]);
    return {
      documents: [{ path: 'testimonials.json', content: rows }],
      files: photos.map(({ storedName, ...photo }) => ({
        folder: 'files/testimonials',
        name: `${photo.testimonial}${PHOTO_EXTENSIONS[photo.contentType ?? ''] ?? ''}`,
        storedName,
        manifest: { source: 'testimonial-photo', ...photo },
      })),
    };
  },
  erase: (tx, user) => eraseTestimonialPersonalData(tx, user.id),
};
