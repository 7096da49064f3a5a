import type { DbOrTx } from './db.ts';
import type { TUserRow } from './sessions.ts';

/*
 * The shape of the personal-data map (src/personal-data-map.ts): what each table and each kind of stored file
 * holds about a researcher, whether "Download my data" carries it, and what closing the account does to it.
 * The map is the one list the data export and the account closure are built from; modules contribute
 * parts to it (each in its personal-data.ts) and the data-rights module reads it without importing them.
 */

/** In the archive as `file` (a JSON document, or a folder of files), or left out and why. */
export type TExportPolicy = { file: string } | { leftOut: string };

/**
 * At closure: erased (deleted or emptied, saying what), kept (the law that keeps it and for how long), or
 * nothing to do because it holds nothing about a person.
 */
export type TClosurePolicy = { erased: string } | { kept: string; for: string } | { noPersonalData: string };

export type TPersonalDataEntry = { holds: string; export: TExportPolicy; closure: TClosurePolicy };

/** What one part adds to the archive; the data-rights module gives each file and PDF a unique path. */
export type TArchivePart = {
  documents?: { path: string; content: unknown }[];
  files?: { folder: string; name: string; storedName: string; manifest: Record<string, unknown> }[];
  pdfs?: { folder: string; name: string; render: () => Promise<Buffer> }[];
};

/** Stored names whose bytes go once the closing transaction commits. */
export type TErasedFiles = readonly string[] | undefined;

export type TPersonalDataPart = {
  /** The module (or modules) whose tables these are. */
  owner: string;
  /** Every table of the owner, by its SQL name. */
  tables: Readonly<Record<string, TPersonalDataEntry>>;
  /** Every kind of stored file, by the `table.column` holding its stored name. */
  storedFiles?: Readonly<Record<string, TPersonalDataEntry>>;
  /** Reads the researcher's records for the archive. */
  exportOf?: (db: DbOrTx, user: TUserRow) => Promise<TArchivePart>;
  /** Runs in the closing transaction, with the user as they were before closing. */
  erase?: (tx: DbOrTx, user: TUserRow) => Promise<TErasedFiles>;
  /** When what `erase` kept for the law may go (null: nothing kept). */
  retentionEndOf?: (db: DbOrTx, userId: number) => Promise<Date | null>;
  /** Runs at that date, in the retention job's transaction. */
  eraseRetained?: (tx: DbOrTx, userId: number) => Promise<TErasedFiles>;
};

export type TPersonalDataMap = readonly TPersonalDataPart[];

/** One entry of the map: what a table or a kind of stored file holds, and what export and closure do with it. */
export const personalDataEntry = (holds: string, exported: TExportPolicy, closure: TClosurePolicy): TPersonalDataEntry => ({
  holds,
  export: exported,
  closure,
});

/** Kept for the tax authorities: see INVOICE_RETENTION_YEARS (platform/tax-retention.ts). */
export const TAX_RETENTION = 'the invoice retention of the localization that issued it (7 to 30 years after its year)';
export const TAX_LAW =
  'tax and accounting law: the record an invoice rests on (GDPR art. 17(3)(b), PIPL art. 47, LGPD art. 16 I)';

export type TPersonalDataRow = TPersonalDataEntry & { owner: string; name: string; kind: 'table' | 'stored file' };

/** Every entry of the map, tables then stored files, in the map's order. */
export function personalDataRowsOf(map: TPersonalDataMap): TPersonalDataRow[] {
  const rowsOf = (
    part: TPersonalDataPart,
    kind: TPersonalDataRow['kind'],
    entries: Readonly<Record<string, TPersonalDataEntry>>,
  ) => Object.entries(entries).map(([name, entry]) => ({ ...entry, owner: part.owner, name, kind }));
  return [
    ...map.flatMap((part) => rowsOf(part, 'table', part.tables)),
    ...map.flatMap((part) => rowsOf(part, 'stored file', part.storedFiles ?? {})),
  ];
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const exportCell = (policy: TExportPolicy) => ('file' in policy ? `yes: ${policy.file}` : `no: ${policy.leftOut}`);
const closureCell = (policy: TClosurePolicy) => {
  if ('erased' in policy) return `erased: ${policy.erased}`;
  if ('kept' in policy) return `kept: ${policy.kept}; for ${policy.for}`;
  return `nothing to erase: ${policy.noPersonalData}`;
};

/** The map as the Markdown table of docs/security.md ("Personal data map"). */
export function personalDataTableOf(map: TPersonalDataMap): string {
  const lines = [
    '| kind | name | module | holds | in the data export | at account closure |',
    '|---|---|---|---|---|---|',
    ...personalDataRowsOf(map).map((row) =>
      [row.kind, `\`${row.name}\``, row.owner, row.holds, exportCell(row.export), closureCell(row.closure)].map(cell).join(' | '),
    ),
  ];
  return `${lines.map((line) => (line.startsWith('|') ? line : `| ${line} |`)).join('\n')}\n`;
}

/** The platform's own tables: the machinery, which holds ids rather than a person's data. */
export const platformPersonalData: TPersonalDataPart = {
  owner: 'platform',
  tables: {
    jobs: personalDataEntry(
      'background jobs: ids in their payloads; a data export holds its owner, progress and archive',
      { leftOut: 'the machinery; the export itself is the archive' },
      { erased: 'data exports cancelled and their archives deleted (account part); other jobs carry ids only' },
    ),
    throttle_events: personalDataEntry(
      'counted failed sign-ins and resets, keyed by account or network address',
      { leftOut: 'security data' },
      { erased: 'pruned on its own within a day' },
    ),
    audit_log: personalDataEntry(
      'who acted on whose account (user ids), the route, status and time',
      { leftOut: 'security log; ids only' },
      {
        kept: "security logging (ASVS V16): who changed a closed account's data",
        for: 'the life of the log; ids name nobody once the profile is erased',
      },
    ),
    settings: personalDataEntry(
      'values the portal generates for itself (signing keys)',
      { leftOut: 'secrets of the portal' },
      { noPersonalData: 'no user' },
    ),
  },
  storedFiles: {
    'jobs.payload.storedName': personalDataEntry(
      'a data-export archive, for 24 hours',
      { leftOut: 'it is the archive' },
      { erased: 'deleted (account part), as at its expiry' },
    ),
  },
};
