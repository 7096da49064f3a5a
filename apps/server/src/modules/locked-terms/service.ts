import {
  LOCKED_TERMS_ERROR,
  type TLockedTerm,
  type TLockedTermCreateBody,
  type TLockedTermsResponse,
  ZLockedTermCreateBody,
} from '@portal/domain/api/locked-terms';
import { LOCKED_TERMS_MAX, normaliseLockedTerm } from '@portal/domain/rules/locked-terms';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { column, jsonRow, rowsOf, type TAssert, type TRowAgrees, type TRowType } from '../../platform/kept-read.ts';
import { isLiveSession, requireAuth, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { lockedTerms } from '../../schema/digital-documents.ts';

/** The terms a researcher locked, as the engines read them. */
export async function lockedTermsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ term: lockedTerms.term }).from(lockedTerms).where(eq(lockedTerms.userId, userId));
  return rows.map((row) => row.term);
}

/** A locked term (alias `t`). */
const LOCKED_TERM_ROW = jsonRow({
  id: column<number>(sql`t.id`),
  term: column<string>(sql`t.term`),
  rendering: column<string | null>(sql`t.rendering`),
  createdAt: column<string>(sql`t.created_at`),
});
type TLockedTermJson = TRowType<typeof LOCKED_TERM_ROW>;
type _LockedTermAgrees = TAssert<TRowAgrees<TLockedTermJson, TLockedTerm>>;

/** The researcher's terms in the order added, as one JSON array correlated on the session's user (users.id). */
export const lockedTermsJsonOf = rowsOf(
  LOCKED_TERM_ROW,
  (row) => sql`coalesce((
  select json_agg(${row}
    order by t.created_at, t.id)
  from ${lockedTerms} t where t.user_id = ${users.id}), '[]'::json)`,
);

const viewOf = (row: TLockedTermJson): TLockedTerm => ({
  id: row.id,
  term: row.term,
  rendering: row.rendering,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * A researcher's glossary of locked terms: listed in the order added, added one at a time (a term already there,
 * in any case, is refused; at most LOCKED_TERMS_MAX), removed by id. Another researcher's id answers 404.
 * The list is one statement with the session; it reads locked_terms alone, whose every write bumps the
 * researcher's read version, so GET /api/locked-terms is kept by the read cache.
 */
export function createLockedTermsService(db: Db) {
  const listRead = selectWithSession(db, { lockedTerms: lockedTermsJsonOf }).where(isLiveSession).prepare('locked_terms_list');

  /** The list, also the answer of an add or a remove (read again after their write). */
  async function list(request: FastifyRequest): Promise<TLockedTermsResponse> {
    const row = await requireSessionRead(request, listRead);
    return { lockedTerms: row.lockedTerms.map(viewOf) };
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
