import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { personalDataEntry, type TArchivePart, type TPersonalDataPart } from '../../platform/personal-data.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';

/**
 * A researcher's grammar checks, for the personal-data map: every check (archived ones too) with its report
 * and the manuscript checked, in the archive; all of it erased when the account closes.
 */
export async function grammarChecksForExport(db: DbOrTx, userId: number): Promise<TArchivePart> {
  const rows = await db
    .select()
    .from(languageAssessments)
    .where(eq(languageAssessments.userId, userId))
    .orderBy(asc(languageAssessments.createdAt), asc(languageAssessments.id));
  return {
    documents: [
      {
        path: 'grammar-checks.json',
        content: rows.map((row) => ({
          identity: row.identity,
          name: row.name,
          size: row.size,
          sha256: row.sha256,
          status: row.status,
          score: row.score,
          errorCounts: row.errorCounts,
          flaggedPassages: row.flaggedPassages,
          wordCount: row.wordCount,
          percentile: row.percentile,
          failure: row.failure,
          createdAt: row.createdAt,
          completedAt: row.completedAt,
          archivedAt: row.archivedAt,
        })),
      },
    ],
    files: rows.map((row) => ({
      folder: `files/grammar-checks/${row.identity.slice(0, 8)}`,
      name: row.name,
      storedName: row.storedName,
      manifest: { source: 'grammar-check', identity: row.identity, originalName: row.name, size: row.size, sha256: row.sha256 },
    })),
  };
}

/** Deletes the researcher's checks; answers the manuscripts' stored names. */
export async function eraseGrammarChecks(tx: DbOrTx, userId: number): Promise<string[]> {
  const removed = await tx
    .delete(languageAssessments)
    .where(eq(languageAssessments.userId, userId))
    .returning({ storedName: languageAssessments.storedName });
  return removed.map((row) => row.storedName);
}

export const grammarCheckPersonalData: TPersonalDataPart = {
  owner: 'grammar-check',
  tables: {
    language_assessments: personalDataEntry(
      "grammar checks: the manuscript's name, score, error counts, flagged passages (a visitor's: by a token hash)",
      { file: 'grammar-checks.json and files/grammar-checks/' },
      { erased: 'deleted, with the manuscript' },
    ),
  },
  storedFiles: {
    'language_assessments.stored_name': personalDataEntry(
      'a manuscript sent to the grammar check',
      { file: 'files/grammar-checks/{check}/' },
      { erased: 'deleted after the commit' },
    ),
  },
  exportOf: (db, user) => grammarChecksForExport(db, user.id),
  erase: (tx, user) => eraseGrammarChecks(tx, user.id),
};
