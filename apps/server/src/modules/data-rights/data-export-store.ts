import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDataExport, TDataExportStatus } from '@portal/domain/api/data-rights';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { readOrCreateSetting } from '../../platform/settings.ts';
import { users } from '../../schema/account.ts';
import { jobs } from '../../schema/platform.ts';

/*
 * A data export is a row of the jobs table, needing no table of its own: the job that builds the archive
 * carries in its payload whose it is, how far it got, where the archive is stored and until when it may be
 * downloaded. Its id is the export's id; only its owner's session reaches it (another id answers 404).
 */

export const DATA_EXPORT_JOB = 'data-export';
/** Deletes an archive once its download link has expired; queued to run at that moment. */
export const DATA_EXPORT_EXPIRY_JOB = 'data-export-expiry';

export type TExportPayload = {
  userId: number;
  /** Percent of the archive written. */
  progress: number;
  /** The archive in storage, once built and until it expires (or the account is closed). */
  storedName: string | null;
  /** ISO time the download link stops working; set when the archive is ready. */
  expiresAt: string | null;
  /** The account was closed before the archive was downloaded: nothing more is built or served. */
  isCancelled?: boolean;
};

export type TExportRow = { id: number; status: string; payload: TExportPayload; createdAt: Date };

/** A failing build is retried twice, then the export shows as failed and the researcher may ask again. */
const EXPORT_MAX_ATTEMPTS = 3;

export async function insertExportJob(tx: DbOrTx, userId: number): Promise<TExportRow> {
  const payload: TExportPayload = { userId, progress: 0, storedName: null, expiresAt: null };
  const [row] = await tx
    .insert(jobs)
    .values({ kind: DATA_EXPORT_JOB, payload, maxAttempts: EXPORT_MAX_ATTEMPTS })
    .returning({ id: jobs.id, status: jobs.status, createdAt: jobs.createdAt });
  if (!row) throw new Error('data export not queued');
  return { ...row, payload };
}

/** The export of that id, whoever it belongs to: callers check the owner. */
export async function findExport(db: DbOrTx, id: number): Promise<TExportRow | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select({ id: jobs.id, status: jobs.status, payload: jobs.payload, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, DATA_EXPORT_JOB)));
  return row && { ...row, payload: row.payload as TExportPayload };
}

/** Every export of one user: read when the account closes (rare, so a scan of the queue is acceptable). */
export async function findExportsOfUser(tx: DbOrTx, userId: number): Promise<TExportRow[]> {
  const rows = await tx
    .select({ id: jobs.id, status: jobs.status, payload: jobs.payload, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(eq(jobs.kind, DATA_EXPORT_JOB), sql`(${jobs.payload}->>'userId')::integer = ${userId}`));
  return rows.map((row) => ({ ...row, payload: row.payload as TExportPayload }));
}

/** Merges fields into an export's payload; answers whether the export was still there to update. */
export async function patchExport(db: DbOrTx, id: number, patch: Partial<TExportPayload>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(jobs.id, id), eq(jobs.kind, DATA_EXPORT_JOB)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records the built archive, in the transaction that queues its e-mail: only while the export was not
 * cancelled and its owner's account is still open (a closing account cancels it in its own transaction).
 */
export async function markExportReady(
  tx: DbOrTx,
  row: TExportRow,
  ready: { storedName: string; expiresAt: string },
): Promise<boolean> {
  const patch: Partial<TExportPayload> = { ...ready, progress: 100 };
  const updated = await tx
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || ${JSON.stringify(patch)}::jsonb` })
    .where(
      and(
        eq(jobs.id, row.id),
        sql`not coalesce((${jobs.payload}->>'isCancelled')::boolean, false)`,
        sql`exists (select 1 from ${users} where ${users.id} = ${row.payload.userId} and ${users.active})`,
      ),
    )
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export async function queueExportExpiry(tx: DbOrTx, exportId: number, at: Date): Promise<void> {
  await tx.insert(jobs).values({ kind: DATA_EXPORT_EXPIRY_JOB, payload: { exportId }, runAt: at });
}

export function statusOf(row: TExportRow, now = Date.now()): TDataExportStatus {
  if (row.status === 'failed' || row.payload.isCancelled) return 'failed';
  if (row.status !== 'done') return 'preparing';
  const expiresAt = row.payload.expiresAt ? Date.parse(row.payload.expiresAt) : Number.NaN;
  return row.payload.storedName && expiresAt > now ? 'ready' : 'expired';
}

export function exportViewOf(row: TExportRow, now = Date.now()): TDataExport {
  const status = statusOf(row, now);
  return {
    id: row.id,
    status,
    progress: status === 'preparing' ? Math.min(99, Math.max(0, Math.round(row.payload.progress))) : 100,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.payload.expiresAt,
  };
}

/**
 * The download link's signature: an HMAC of the export, its owner and its expiry under a key generated once
 * per database (kept in the settings table, shared by every server and worker). It cannot be guessed or moved
 * to another export, and the owner's session is still required beside it.
 */
export function createExportSigner(db: Db) {
  let key: Promise<string> | undefined;
  const keyOf = () => {
    key ??= readOrCreateSetting(db, 'data-export-signing-key', randomBytes(32).toString('base64url')).catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const signatureOf = async (exportId: number, userId: number, expiresAt: string) =>
    createHmac('sha256', await keyOf())
      .update(`data-export\n${exportId}\n${userId}\n${expiresAt}`)
      .digest();

  return {
    async sign(exportId: number, userId: number, expiresAt: string): Promise<string> {
      return (await signatureOf(exportId, userId, expiresAt)).toString('base64url');
    },
    async isValid(token: string, exportId: number, userId: number, expiresAt: string): Promise<boolean> {
      const expected = await signatureOf(exportId, userId, expiresAt);
      const given = Buffer.from(token, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
