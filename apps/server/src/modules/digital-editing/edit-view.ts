import type { TDigitalEdit } from '@portal/domain/api/digital-edit';
import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import type { TDigitalDocumentRow } from '../../schema/digital-documents.ts';

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
