import { and, eq, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { StoredFileNotFoundError, type TStorage } from '../../integrations/storage/storage.ts';
import { auditEntryOf, recordAudit } from '../../platform/audit-log.ts';
import type { Db } from '../../platform/db.ts';
import type { TJobHandler } from '../../platform/jobs.ts';
import type { TAuth, TUserRow } from '../../platform/sessions.ts';
import { emails, jobs } from '../../platform/tables.ts';
import { eraseSignInData } from '../auth/personal-data.ts';
import { eraseFapiaoPersonalData, eraseRetainedFapiaoData, fapiaoRetentionEndOf } from '../fapiao/personal-data.ts';
import { eraseFulfilmentPersonalData } from '../fulfilment/personal-data.ts';
import { eraseRetainedInvoiceData, invoiceRetentionEndOf, keepCustomerOnInvoices, latestOf } from '../invoices/personal-data.ts';
import { retainerInvoiceRetentionEndOf } from '../ledger/personal-data.ts';
import { eraseOrderFormPersonalData } from '../order-form/personal-data.ts';
import { eraseOrderPersonalData } from '../orders/personal-data.ts';
import { erasePaymentPersonalData, eraseRetainedPaymentData } from '../payments/personal-data.ts';
import { eraseReferralPersonalData } from '../referrals/personal-data.ts';
import { eraseSocialSignInData } from '../social-sign-in/personal-data.ts';
import { eraseTestimonialPersonalData } from '../testimonials/personal-data.ts';
import { eraseTwoFactorData } from '../two-factor/personal-data.ts';
import { eraseWeChatData } from '../wechat-login/personal-data.ts';
import { findExportsOfUser, patchExport } from './data-export-store.ts';
import { addresses, users } from './table.ts';

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

/**
 * Closing an account (the details update with active=false), in one transaction: the profile is anonymised
 * and the e-mail address freed, addresses and e-mails go, uploaded and delivered files are removed (their
 * bytes by a job once this commits), what the order forms, orders and certificates say about the author is
 * erased, unfinished data exports are cancelled, linked sign-in identities and second factors go, and every
 * session ends.
 * Invoices, payments and fapiaos stay for the tax authorities, each invoice keeping its customer's name; a
 * job erases their billing data when the retention period of the last of them is over (docs/decisions.md).
 * Written to the audit log.
 */
export async function closeAccount(db: Db, request: FastifyRequest, auth: TAuth): Promise<TUserRow> {
  const user = auth.user;
  return db.transaction(async (tx) => {
    await keepCustomerOnInvoices(tx, user.id, {
      name: `${user.firstName} ${user.lastName}`.trim(),
      organization: user.institution ?? '',
    });
    const storedNames = [...(await eraseOrderFormPersonalData(tx, user.id)), ...(await eraseFulfilmentPersonalData(tx, user.id))];
    storedNames.push(...(await eraseTestimonialPersonalData(tx, user.id)));
    for (const dataExport of await findExportsOfUser(tx, user.id)) {
      if (dataExport.payload.storedName) storedNames.push(dataExport.payload.storedName);
      await patchExport(tx, dataExport.id, { isCancelled: true, storedName: null });
    }
    await eraseOrderPersonalData(tx, user.id);
    await erasePaymentPersonalData(tx, user.id);
    await eraseReferralPersonalData(tx, user.id);
    await eraseFapiaoPersonalData(tx, user.id);
    await tx.delete(addresses).where(eq(addresses.userId, user.id));
    await tx.delete(emails).where(eq(emails.to, user.email));
    await eraseSignInData(tx, user.id);
    await eraseSocialSignInData(tx, user.id);
    await eraseWeChatData(tx, user.id);
    await eraseTwoFactorData(tx, user.id);
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
    const retentionEnd = latestOf(
      [
        await invoiceRetentionEndOf(tx, user.id),
        await retainerInvoiceRetentionEndOf(tx, user.id),
        await fapiaoRetentionEndOf(tx, user.id),
      ].filter((date): date is Date => date !== null),
    );
    await tx.insert(jobs).values({ kind: RETENTION_END_JOB, payload: { userId: user.id }, runAt: retentionEnd ?? new Date() });
    return closed;
  });
}

/** The jobs that finish closing an account: stored files, and the billing data kept for the tax retention. */
export function accountClosureJobHandlers(deps: { db: Db; storage: TStorage }): Record<string, TJobHandler> {
  const { db, storage } = deps;
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
        await eraseRetainedInvoiceData(tx, userId);
        await eraseRetainedPaymentData(tx, userId);
        // The fapiao documents name the buyer: their bytes go by the stored-files job once this commits.
        const storedNames = await eraseRetainedFapiaoData(tx, userId);
        if (storedNames.length > 0) await tx.insert(jobs).values({ kind: ERASE_STORED_FILES_JOB, payload: { storedNames } });
      });
    },
  };
}
