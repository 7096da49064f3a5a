import { and, eq, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import { auditEntryOf, recordAudit } from '../../platform/audit-log.ts';
import type { Db } from '../../platform/db.ts';
import type { TJobHandler } from '../../platform/jobs.ts';
import type { TPersonalDataMap } from '../../platform/personal-data.ts';
import type { TAuth, TUserRow } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { jobs } from '../../schema/platform.ts';

/** Deletes stored files whose rows a closed account's transaction removed. */
export const ERASE_STORED_FILES_JOB = 'erase-stored-files';
/** Erases the billing data a closed account's invoices and fapiaos kept, once their retention period is over. */
export const RETENTION_END_JOB = 'erase-retained-billing-data';

/**
 * A closed account's e-mail address: freed, so the person may register again with it, and replaced by an
 * address that cannot receive mail (RFC 2606 `.invalid`), unique through the account's random identity.
 */
const CLOSED_EMAIL_DOMAIN = 'closed.invalid';
export const closedEmailOf = (identity: string) => `closed-${identity}@${CLOSED_EMAIL_DOMAIN}`;

/** The latest of the dates, or null for none. */
const latestOf = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);

/**
 * Closing an account (the details update with active=false), in one transaction built from the personal-data
 * map (src/personal-data-map.ts): each part erases what it holds of the researcher, in the map's order,
 * answering the stored files whose bytes a job deletes once this commits; then the profile is anonymised
 * and the e-mail address freed, and every session has ended. What a part keeps for the law (invoices,
 * payments, fapiaos) is erased by a job when the retention period of the last of them is over
 * (docs/decisions.md). Written to the audit log.
 */
export async function closeAccount(
  db: Db,
  request: FastifyRequest,
  auth: TAuth,
  personalData: TPersonalDataMap,
): Promise<TUserRow> {
  const user = auth.user;
  return db.transaction(async (tx) => {
    const storedNames: string[] = [];
    for (const part of personalData) storedNames.push(...((await part.erase?.(tx, user)) ?? []));
    const [closed] = await tx
      .update(users)
      .set({
        email: closedEmailOf(user.identity),
        passwordHash: null,
        active: false,
        title: null,
        firstName: '',
        lastName: '',
        institution: null,
        workplace: null,
        phoneNumber: null,
        secondaryEmail: null,
        orcid: null,
        foundUs: null,
        optinToMarketing: false,
        preferredGroupId: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!closed) throw new Error('closed account not found');
    await recordAudit(tx, {
      ...auditEntryOf(request, auth.impersonatorId ?? user.id, user.id, 'account-closed'),
      statusCode: 200,
    });
    if (storedNames.length > 0) await tx.insert(jobs).values({ kind: ERASE_STORED_FILES_JOB, payload: { storedNames } });
    const retentionEnds: (Date | null)[] = [];
    for (const part of personalData) retentionEnds.push((await part.retentionEndOf?.(tx, user.id)) ?? null);
    const retentionEnd = latestOf(retentionEnds);
    await tx.insert(jobs).values({ kind: RETENTION_END_JOB, payload: { userId: user.id }, runAt: retentionEnd ?? new Date() });
    return closed;
  });
}

/** The jobs that finish closing an account: stored files, and the billing data kept for the tax retention. */
export function accountClosureJobHandlers(deps: {
  db: Db;
  storage: TStorage;
  personalData: TPersonalDataMap;
}): Record<string, TJobHandler> {
  const { db, storage, personalData } = deps;
  return {
    [ERASE_STORED_FILES_JOB]: async (job) => {
      const storedNames = Array.isArray(job.payload.storedNames) ? job.payload.storedNames : [];
      for (const storedName of storedNames) {
        if (typeof storedName !== 'string') continue;
        // A name the storage does not recognise has nothing to delete.
        await storage.delete(storedName).catch((error: unknown) => {
          if (!(error instanceof StoredFileNotFoundError)) throw error;
        });
      }
    },
    [RETENTION_END_JOB]: async (job) => {
      const userId = Number(job.payload.userId);
      if (!Number.isSafeInteger(userId)) return;
      await db.transaction(async (tx) => {
        const [closed] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.active, false), like(users.email, `%@${CLOSED_EMAIL_DOMAIN}`)));
        if (!closed) return;
        // Documents kept till now (the fapiaos') go by the stored-files job once this commits.
        const storedNames: string[] = [];
        for (const part of personalData) storedNames.push(...((await part.eraseRetained?.(tx, userId)) ?? []));
        if (storedNames.length > 0) await tx.insert(jobs).values({ kind: ERASE_STORED_FILES_JOB, payload: { storedNames } });
      });
    },
  };
}
