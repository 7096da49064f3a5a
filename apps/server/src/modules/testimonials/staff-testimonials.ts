import type { Readable } from 'node:stream';
import {
  TESTIMONIAL_ERROR,
  TESTIMONIAL_STAFF_PAGE_SIZE,
  type TStaffTestimonial,
  type TStaffTestimonialReviewResponse,
  type TStaffTestimonialsFilter,
  type TStaffTestimonialsResponse,
} from '@portal/domain/api/testimonials';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { TStorage } from '../../integrations/storage/storage.ts';
import { auditEntryOf, recordAudit } from '../../platform/audit-log.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { TStaffActor } from '../../platform/staff-access.ts';
import { users } from '../../schema/account.ts';
import { testimonials } from '../../schema/testimonials.ts';
import { awardRewardPoints } from '../rewards/index.ts';

/** The reward points an approved testimonial earns its author, once (docs/decisions.md, Testimonials). */
export const TESTIMONIAL_REWARD_POINTS = 100;

const reviewers = alias(users, 'reviewers');

function selectTestimonials(db: DbOrTx) {
  return db
    .select({
      testimonial: testimonials,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
      reviewerFirstName: reviewers.firstName,
      reviewerLastName: reviewers.lastName,
    })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.userId))
    .leftJoin(reviewers, eq(reviewers.id, testimonials.reviewedBy));
}

type TListedRow = Awaited<ReturnType<ReturnType<typeof selectTestimonials>['execute']>>[number];

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function toStaffTestimonial(row: TListedRow): TStaffTestimonial {
  const t = row.testimonial;
  return {
    identity: t.identity,
    text: t.text,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    reviewedAt: t.reviewedAt?.toISOString() ?? null,
    reviewedBy: row.reviewerFirstName === null ? null : fullName(row.reviewerFirstName, row.reviewerLastName ?? ''),
    author: { fullName: fullName(row.authorFirstName, row.authorLastName), email: row.authorEmail },
    photo:
      t.photoStoredName === null
        ? null
        : { url: `/api/staff/testimonials/${t.identity}/photo`, width: t.photoWidth ?? 0, height: t.photoHeight ?? 0 },
  };
}

/** GET /api/staff/testimonials: by status, newest first, a page at a time. */
export async function listTestimonials(db: Db, query: TStaffTestimonialsFilter): Promise<TStaffTestimonialsResponse> {
  const where = query.status === 'all' ? undefined : eq(testimonials.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectTestimonials(db)
      .where(where)
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(TESTIMONIAL_STAFF_PAGE_SIZE)
      .offset((query.page - 1) * TESTIMONIAL_STAFF_PAGE_SIZE),
    db.select({ n: count() }).from(testimonials).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    testimonials: rows.map(toStaffTestimonial),
    pagination: { page: query.page, pages: Math.max(1, Math.ceil(n / TESTIMONIAL_STAFF_PAGE_SIZE)), total: n },
  };
}

/** GET /api/staff/testimonials/{identity}/photo: the stored (clean) photo. */
export async function readTestimonialPhoto(
  db: Db,
  storage: TStorage,
  identity: string,
): Promise<{ stream: Readable; contentType: string }> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.identity, identity));
  if (!row?.photoStoredName || !row.photoContentType) throw AppError.notFound();
  const stream = await storage.get(row.photoStoredName).catch(() => {
    throw AppError.notFound();
  });
  return { stream, contentType: row.photoContentType };
}

/**
 * Approves or rejects a testimonial waiting for review, once: a single conditional update, audited. Approving
 * awards the author TESTIMONIAL_REWARD_POINTS through the reward events (once per testimonial, whatever
 * happens). Asking for the decision already made answers the testimonial as it is; the other one is a 409.
 */
export async function reviewTestimonial(
  db: Db,
  request: FastifyRequest,
  actor: TStaffActor,
  identity: string,
  decision: 'approved' | 'rejected',
): Promise<TStaffTestimonialReviewResponse> {
  return db.transaction(async (tx) => {
    const [reviewed] = await tx
      .update(testimonials)
      .set({ status: decision, reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(and(eq(testimonials.identity, identity), eq(testimonials.status, 'submitted')))
      .returning({ id: testimonials.id, userId: testimonials.userId });
    let pointsAwarded = 0;
    if (reviewed) {
      if (decision === 'approved') {
        const award = await awardRewardPoints(tx, {
          userId: reviewed.userId,
          kind: 'testimonial',
          points: TESTIMONIAL_REWARD_POINTS,
          sourceKey: `testimonial:${reviewed.id}`,
        });
        if (award.awarded) pointsAwarded = TESTIMONIAL_REWARD_POINTS;
      }
      await recordAudit(tx, { ...auditEntryOf(request, actor.id, reviewed.userId, 'testimonial-reviewed'), statusCode: 200 });
    }
    const [row] = await selectTestimonials(tx).where(eq(testimonials.identity, identity));
    if (!row) throw AppError.notFound();
    if (row.testimonial.status !== decision) throw new AppError(409, TESTIMONIAL_ERROR.alreadyReviewed);
    return { testimonial: toStaffTestimonial(row), pointsAwarded };
  });
}
