import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { digitalDocuments, type TDigitalDocumentKind, type TDigitalDocumentRow } from './table.ts';

export type TDocumentsPage = {
  rows: TDigitalDocumentRow[];
  pagination: { current: number; previous: number | null; next: number | null; pages: number; total: number };
};

/**
 * A page of a researcher's documents of one tool (newest first, archived ones left out), or the ones named by
 * `identities` (the tools' pages poll those still processing). Shared by digital editing and translation.
 */
export async function searchDigitalDocuments(
  db: Db,
  userId: number,
  kind: TDigitalDocumentKind,
  query: { page?: number | undefined; identities?: string[] | undefined },
  pageSize: number,
): Promise<TDocumentsPage> {
  const page = query.page ?? 1;
  const where = and(
    eq(digitalDocuments.userId, userId),
    eq(digitalDocuments.kind, kind),
    isNull(digitalDocuments.archivedAt),
    query.identities?.length ? inArray(digitalDocuments.identity, query.identities) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(digitalDocuments)
      .where(where)
      .orderBy(desc(digitalDocuments.createdAt), desc(digitalDocuments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(digitalDocuments).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    rows,
    pagination: {
      current: page,
      previous: page > 1 ? Math.min(page - 1, pages) : null,
      next: page < pages ? page + 1 : null,
      pages,
      total,
    },
  };
}
