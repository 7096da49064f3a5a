import type { TDigitalEdit } from '@portal/domain/api/digital-edit';
import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { digitalDocuments, type TDigitalDocumentRow } from '../../schema/digital-documents.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's and the details page's view of a digital edit. */
export function editViewOf(row: TDigitalDocumentRow): TDigitalEdit {
  return {
    identity: row.identity,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    file: { name: row.name, type: /\.doc$/i.test(row.name) ? 'doc' : 'docx' },
    styleOfEnglish: (row.styleOfEnglish as TStyleOfEnglish | null) ?? null,
    resultName: row.status === 'completed' ? row.resultName : null,
    changeCount: row.changeCount,
    wordCount: row.wordCount,
    failure: row.failure,
  };
}

/** The researcher's own digital edit of that identity (archived ones included when asked). */
export function ownEdit(userId: number, identity: string, options: { withArchived?: boolean } = {}): SQL | null {
  if (!UUID.test(identity)) return null;
  return (
    and(
      eq(digitalDocuments.userId, userId),
      eq(digitalDocuments.kind, 'edit'),
      eq(digitalDocuments.identity, identity),
      options.withArchived ? undefined : isNull(digitalDocuments.archivedAt),
    ) ?? null
  );
}
