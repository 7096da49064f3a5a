import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { column, jsonRow, type TRowType } from '../../platform/kept-read.ts';
import { isLiveSession, requireSessionRead, rowDecoderOf, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { digitalDocuments, type TDigitalDocumentKind, type TDigitalDocumentRow } from '../../schema/digital-documents.ts';

/**
 * The digital tools' reads of a researcher's documents as SQL fragments correlated on the session's user
 * (users.id), for one-statement reads with the session (selectWithSession). Each document comes as its row's
 * JSON, decoded as drizzle decodes the columns, so the tools' views are those of a selected row.
 */

export type TDocumentsPage = {
  rows: TDigitalDocumentRow[];
  pagination: { current: number; previous: number | null; next: number | null; pages: number; total: number };
};

const documentOf = rowDecoderOf(digitalDocuments);

/** The researcher's documents of a kind (alias `d`), archived ones left out; `identities` (comma-separated) narrows. */
function matchingOf(kind: TDigitalDocumentKind): SQL {
  return sql`d.user_id = ${users.id} and d.kind = ${kind} and d.archived_at is null
    and (${sql.placeholder('identities')}::text is null
      or d.identity = any(string_to_array(${sql.placeholder('identities')}::text, ',')::uuid[]))`;
}

/**
 * A page of the researcher's documents of one tool (newest first, at the `offset` placeholder), or the ones
 * named by the `identities` placeholder (the tools' pages poll those still processing), with their number:
 * one pass (a window count before the limit), as the order search counts; only a page past the last counts again.
 */
export function documentsPageOf(kind: TDigitalDocumentKind, pageSize: number) {
  const matching = matchingOf(kind);
  const page = jsonRow({
    rows: column<Record<string, unknown>[]>(
      sql`coalesce(json_agg(to_json(d) order by d.created_at desc, d.id desc), '[]'::json)`,
    ),
    total: column<number>(
      sql`coalesce(max(found.matching), (select count(*)::int from ${digitalDocuments} d where ${matching}))`,
    ),
  });
  return sql`(
    select ${page.sql}
    from (select d.id, count(*) over ()::int as matching from ${digitalDocuments} d where ${matching}
          order by d.created_at desc, d.id desc
          limit ${sql.raw(String(pageSize))} offset ${sql.placeholder('offset')}) found
    join ${digitalDocuments} d on d.id = found.id)`.mapWith(
    (json: TRowType<typeof page>): { rows: TDigitalDocumentRow[]; total: number } => ({
      rows: json.rows.map(documentOf),
      total: json.total,
    }),
  );
}

/** The researcher's `limit` most recent documents of both tools (archived ones left out), newest first. */
export function recentDocumentsOf(limit: number) {
  return sql<TDigitalDocumentRow[]>`coalesce((
    select json_agg(to_json(d) order by d.created_at desc, d.id desc)
    from (select * from ${digitalDocuments} d where d.user_id = ${users.id} and d.archived_at is null
          order by d.created_at desc, d.id desc limit ${sql.raw(String(limit))}) d), '[]'::json)`.mapWith(
    (rows: Record<string, unknown>[]) => rows.map(documentOf),
  );
}

/** Whether the researcher has ever uploaded a document to a tool (archived ones count). */
export function hasUploadedOf(kind: TDigitalDocumentKind) {
  return sql<boolean>`exists (select 1 from ${digitalDocuments} d where d.user_id = ${users.id} and d.kind = ${kind})`;
}

/** The placeholders of documentsPageOf for a query: `identities` (comma-separated, or null) and `offset`. */
export function documentsPageParams(query: { page?: number | undefined; identities?: string[] | undefined }, pageSize: number) {
  return {
    identities: query.identities?.length ? query.identities.join(',') : null,
    offset: ((query.page ?? 1) - 1) * pageSize,
  };
}

/** The pagination of page `page` of `total` documents. */
export function paginationOf(page: number, total: number, pageSize: number): TDocumentsPage['pagination'] {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    current: page,
    previous: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
    pages,
    total,
  };
}

/**
 * A tool's list read, one statement with the session, prepared once under `name`. It reads digital_documents
 * alone, whose every write (the upload, the job completing or failing the document, an archive) bumps the
 * researcher's read version: it is kept by the read cache.
 */
export function prepareDocumentSearch(db: Db, kind: TDigitalDocumentKind, pageSize: number, name: string) {
  return selectWithSession(db, { found: documentsPageOf(kind, pageSize) })
    .where(isLiveSession)
    .prepare(name);
}

export type TDocumentSearch = ReturnType<typeof prepareDocumentSearch>;

/**
 * A page of the researcher's documents of one tool (newest first, archived ones left out), or the ones named
 * by `identities` (the tools' pages poll those still processing), with the page's pagination.
 */
export async function searchDocuments(
  read: TDocumentSearch,
  request: FastifyRequest,
  query: { page?: number | undefined; identities?: string[] | undefined },
  pageSize: number,
): Promise<TDocumentsPage> {
  const row = await requireSessionRead(request, read, documentsPageParams(query, pageSize));
  return { rows: row.found.rows, pagination: paginationOf(query.page ?? 1, row.found.total, pageSize) };
}
