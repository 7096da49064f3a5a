import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { testimonials } from './table.ts';

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
