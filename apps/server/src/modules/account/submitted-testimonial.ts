import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { users } from '../../schema/account.ts';

/** Records on the user that they sent a testimonial (their submittedTestimonial), in the caller's transaction. */
export async function markTestimonialSubmitted(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ submittedTestimonialAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.submittedTestimonialAt)));
}
