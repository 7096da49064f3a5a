import { type TDigitalOrder, ZDigitalOrder } from '@portal/domain/api/digital-translation';
import type { TDigitalDocumentRow } from '../../schema/digital-documents.ts';

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
    sourceHadRevisions: row.sourceHadRevisions,
    sourceHadComments: row.sourceHadComments,
  };
}

/** The translated file's name: the upload's name with "-english" before a .docx extension. */
export function resultNameOf(uploadName: string): string {
  const base = uploadName.replace(/\.(docx?)$/i, '');
  return `${base}-english.docx`;
}
