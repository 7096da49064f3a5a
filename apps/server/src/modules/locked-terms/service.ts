import {
  LOCKED_TERMS_ERROR,
  type TLockedTerm,
  type TLockedTermCreateBody,
  ZLockedTermCreateBody,
} from '@portal/domain/api/locked-terms';
import { LOCKED_TERMS_MAX, normaliseLockedTerm } from '@portal/domain/rules/locked-terms';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { lockedTerms, type TLockedTermRow } from '../digital-documents/table.ts';

/** The terms a researcher locked, as the engines read them. */
export async function lockedTermsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ term: lockedTerms.term }).from(lockedTerms).where(eq(lockedTerms.userId, userId));
  return rows.map((row) => row.term);
}

const viewOf = (row: TLockedTermRow): TLockedTerm => ({
  id: row.id,
  term: row.term,
  rendering: row.rendering,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A researcher's glossary of locked terms: listed in the order added, added one at a time (a term already there,
 * in any case, is refused; at most LOCKED_TERMS_MAX), removed by id. Another researcher's id answers 404.
 */
export function createLockedTermsService(db: Db) {
  async function list(request: FastifyRequest) {
    const auth = requireAuth(request);
    const rows = await db
      .select()
      .from(lockedTerms)
      .where(eq(lockedTerms.userId, auth.user.id))
      .orderBy(asc(lockedTerms.createdAt), asc(lockedTerms.id));
    return { lockedTerms: rows.map(viewOf) };
  }

  return {
    list,
    async add(request: FastifyRequest, body: TLockedTermCreateBody) {
      const auth = requireAuth(request);
      const parsed = ZLockedTermCreateBody.parse(body);
      const term = normaliseLockedTerm(parsed.term);
      // One statement: the insert happens only while the researcher has fewer than the maximum.
      const inserted = await db.execute(sql`
        insert into ${lockedTerms} (user_id, term, rendering)
        select ${auth.user.id}, ${term}, ${parsed.rendering}
        where (select count(*) from ${lockedTerms} where user_id = ${auth.user.id}) < ${LOCKED_TERMS_MAX}
        on conflict (user_id, lower(term)) do nothing
        returning id`);
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) {
        const [existing] = await db
          .select({ id: lockedTerms.id })
          .from(lockedTerms)
          .where(and(eq(lockedTerms.userId, auth.user.id), sql`lower(${lockedTerms.term}) = lower(${term})`));
        throw new AppError(409, existing ? LOCKED_TERMS_ERROR.duplicate : LOCKED_TERMS_ERROR.tooMany);
      }
      return list(request);
    },
    async remove(request: FastifyRequest, id: number) {
      const auth = requireAuth(request);
      const [row] = await db
        .delete(lockedTerms)
        .where(and(eq(lockedTerms.id, id), eq(lockedTerms.userId, auth.user.id)))
        .returning({ id: lockedTerms.id });
      if (!row) throw AppError.notFound();
      return list(request);
    },
  };
}

export type TLockedTermsService = ReturnType<typeof createLockedTermsService>;
