import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TArchivePart, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { researcherRowsOf } from '../../platform/researcher-rows.ts';
import { digitalDocuments, lockedTerms } from '../../schema/digital-documents.ts';

/**
 * A researcher's digital edits, translations and locked terms, for the personal-data map. The archive has
 * every document (archived too) with the manuscript sent and, once completed, the tool's result: both are
 * theirs, paid for before the upload, so nothing is withheld. Closing the account erases all of it.
 */

const FOLDERS = { edit: 'files/digital-edits', translation: 'files/digital-translations' } as const;
const SOURCES = { edit: 'digital-edit', translation: 'digital-translation' } as const;

export async function digitalDocumentsForExport(db: DbOrTx, userId: number): Promise<TArchivePart> {
  const [rows, terms] = await Promise.all([
    db
      .select()
      .from(digitalDocuments)
      .where(eq(digitalDocuments.userId, userId))
      .orderBy(asc(digitalDocuments.createdAt), asc(digitalDocuments.id)),
    researcherRowsOf(
      db,
      lockedTerms,
      userId,
      { term: lockedTerms.term, rendering: lockedTerms.rendering, createdAt: lockedTerms.createdAt },
      [lockedTerms.id],
    ),
  ]);
  const files = rows.flatMap((row) => {
    const folder = `${FOLDERS[row.kind]}/${row.identity.slice(0, 8)}`;
    const source = SOURCES[row.kind];
    const upload = {
      folder,
      name: row.name,
      storedName: row.storedName,
      manifest: { source, identity: row.identity, originalName: row.name, size: row.size, sha256: row.sha256 },
    };
    if (row.status !== 'completed' || !row.resultStoredName || !row.resultName) return [upload];
    const result = {
      folder,
      name: row.resultName,
      storedName: row.resultStoredName,
      manifest: { source: `${source}-result`, identity: row.identity, originalName: row.resultName, size: row.resultSize },
    };
    return [upload, result];
  });
  return {
    documents: [
      {
        path: 'digital-documents.json',
        content: rows.map(({ id: _, userId: __, purchaseId: ___, storedName: ____, resultStoredName: _____, ...row }) => row),
      },
      { path: 'locked-terms.json', content: terms },
    ],
    files,
  };
}

/** Deletes the researcher's documents and locked terms; answers the stored names of manuscripts and results. */
export async function eraseDigitalDocuments(tx: DbOrTx, userId: number): Promise<string[]> {
  const removed = await tx
    .delete(digitalDocuments)
    .where(eq(digitalDocuments.userId, userId))
    .returning({ storedName: digitalDocuments.storedName, resultStoredName: digitalDocuments.resultStoredName });
  await tx.delete(lockedTerms).where(eq(lockedTerms.userId, userId));
  return removed.flatMap((row) => (row.resultStoredName ? [row.storedName, row.resultStoredName] : [row.storedName]));
}

export const digitalDocumentsPersonalData: TPersonalDataPart = {
  owner: 'digital-documents',
  tables: {
    digital_documents: personalDataEntry(
      'digital edits and translations: the manuscript and its result, names, word count, language',
      { file: 'digital-documents.json, files/digital-edits/ and files/digital-translations/' },
      { erased: 'deleted, with manuscripts and results' },
    ),
    locked_terms: personalDataEntry(
      "the researcher's locked terms and their renderings",
      { file: 'locked-terms.json' },
      { erased: 'deleted' },
    ),
  },
  storedFiles: {
    'digital_documents.stored_name': personalDataEntry(
      'a manuscript sent to digital editing or translation',
      { file: 'files/digital-edits/{edit}/, files/digital-translations/{translation}/' },
      { erased: 'deleted after the commit' },
    ),
    'digital_documents.result_stored_name': personalDataEntry(
      'the edited (tracked changes) or translated .docx',
      { file: 'beside its manuscript, once completed' },
      { erased: 'deleted after the commit' },
    ),
  },
  exportOf: (db, user) => digitalDocumentsForExport(db, user.id),
  erase: (tx, user) => eraseDigitalDocuments(tx, user.id),
};
