import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { digitalDocuments, type TDigitalDocumentKind } from '../../schema/digital-documents.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path's identity can name a document at all (a uuid): anything else answers 404 without a query. */
export function isDocumentIdentity(identity: string): boolean {
  return UUID.test(identity);
}

/**
 * The researcher's own digital edit or translation of that identity (archived ones included when asked); null
 * for an identity that cannot be one.
 */
export function ownDocument(
  kind: TDigitalDocumentKind,
  userId: number,
  identity: string,
  options: { withArchived?: boolean } = {},
): SQL | null {
  if (!isDocumentIdentity(identity)) return null;
  return (
    and(
      eq(digitalDocuments.userId, userId),
      eq(digitalDocuments.kind, kind),
      eq(digitalDocuments.identity, identity),
      options.withArchived ? undefined : isNull(digitalDocuments.archivedAt),
    ) ?? null
  );
}
