import { type TDigitalOrder, ZDigitalOrder } from '@portal/domain/api/digital-translation';
import { and, eq, type SQL } from 'drizzle-orm';
import { digitalDocuments, type TDigitalDocumentRow } from '../../schema/digital-documents.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's own translation of that identity; null for an identity that cannot be one. */
export function ownTranslation(userId: number, identity: string): SQL | null {
  if (!UUID.test(identity)) return null;
  return (
    and(eq(digitalDocuments.userId, userId), eq(digitalDocuments.kind, 'translation'), eq(digitalDocuments.identity, identity)) ??
    null
  );
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function digitalOrderViewOf(row: TDigitalDocumentRow): TDigitalOrder {
  const language = ZDigitalOrder.shape.language.safeParse(row.language);
  return {
    identity: row.identity,
    type: 'translation',
    status: row.status,
    createdAt: iso(row.createdAt) ?? '',
    completedAt: iso(row.completedAt),
    language: language.success ? language.data : null,
    failure: row.failure,
    file: {
      name: row.name,
      size: Number(row.size),
      wordCount: row.wordCount,
      resultName: row.status === 'completed' ? row.resultName : null,
    },
  };
}

/** The translated file's name: the upload's name with "-english" before a .docx extension. */
export function resultNameOf(uploadName: string): string {
  const base = uploadName.replace(/\.(docx?)$/i, '');
  return `${base}-english.docx`;
}
