import { type TLocale, toLocale } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import type { TArchivePart, TPersonalDataMap } from '../../platform/personal-data.ts';
import type { TUserRow } from '../../platform/sessions.ts';

/** What goes into a researcher's archive: JSON documents, their stored files, and PDFs rendered on the way. */
export type TArchivePlan = {
  locale: TLocale;
  documents: { path: string; content: unknown }[];
  files: { path: string; storedName: string }[];
  pdfs: { path: string; render: () => Promise<Buffer> }[];
};

export type TContentDeps = { db: DbOrTx; personalData: TPersonalDataMap };

/** A name that is safe as one path segment of a zip entry in every unzip tool: no separators, no control characters. */
export function archiveNameOf(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return 'file';
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 150 - extension.length) + extension;
}

/** Paths unique within the archive: a second `a.docx` in a folder becomes `a (2).docx`; every segment made safe. */
function uniquePaths() {
  const taken = new Set<string>();
  return (folder: string, name: string): string => {
    const safeFolder = folder.split('/').map(archiveNameOf).join('/');
    const safe = archiveNameOf(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    for (let n = 1; ; n += 1) {
      const candidate = `${safeFolder}/${n === 1 ? safe : `${stem} (${n})${extension}`}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  };
}

/**
 * Reads everything the personal-data map says the archive carries (src/personal-data-map.ts), part by part
 * in the map's order, and lays out the archive: each part's documents, its files under unique paths with
 * `files.json` listing them, and its PDFs.
 */
export async function planArchive(deps: TContentDeps, user: TUserRow): Promise<TArchivePlan> {
  const parts: TArchivePart[] = await Promise.all(deps.personalData.map((part) => part.exportOf?.(deps.db, user) ?? {}));
  const pathIn = uniquePaths();
  const fileEntries = parts
    .flatMap((part) => part.files ?? [])
    .map((file) => ({ path: pathIn(file.folder, file.name), storedName: file.storedName, manifest: file.manifest }));
  const pdfs = parts
    .flatMap((part) => part.pdfs ?? [])
    .map((pdf) => ({ path: pathIn(pdf.folder, pdf.name), render: pdf.render }));
  return {
    locale: toLocale(user.language),
    documents: [
      ...parts.flatMap((part) => part.documents ?? []),
      { path: 'files.json', content: fileEntries.map((entry) => ({ path: entry.path, ...entry.manifest })) },
    ],
    files: fileEntries.map(({ path, storedName }) => ({ path, storedName })),
    pdfs,
  };
}
