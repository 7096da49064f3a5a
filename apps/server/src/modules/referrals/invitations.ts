import { REFERRAL_INVITATIONS_PER_DAY, REFERRAL_INVITATIONS_PER_FORM, referralShareUrl, toLocale } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { queueEmail } from '../../platform/mail.ts';
import { users } from '../../schema/account.ts';
import { orderForms } from '../../schema/order-form.ts';
import { referralInvitations } from '../../schema/referrals.ts';
import { invitationEmail } from './referral-emails.ts';

/** Sends the invitations of an order form's referral e-mails (payload: orderFormId). */
export const REFERRAL_INVITATIONS_JOB = 'referrals.send-invitations';

/** Queues the sending of an order form's invitations; harmless to repeat (an address is invited once). */
export async function queueReferralInvitations(db: DbOrTx, orderFormId: number): Promise<void> {
  await enqueueJob(db, REFERRAL_INVITATIONS_JOB, { orderFormId });
}

/**
 * E-mails the colleagues a researcher typed in an order form, in the researcher's language, with their share
 * link: at most REFERRAL_INVITATIONS_PER_FORM per form and REFERRAL_INVITATIONS_PER_DAY per researcher, never
 * to the researcher's own address or an existing account's, never twice to one address from one researcher
 * (the invitation row and its e-mail are written together; the row's unique index decides). Answers how many
 * invitations went out.
 */
export async function sendReferralInvitations(db: Db, siteUrl: string, orderFormId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({ userId: orderForms.userId, emails: orderForms.referralEmails })
      .from(orderForms)
      .where(eq(orderForms.id, orderFormId));
    if (form?.userId == null || form.emails.length === 0) return 0;
    // The sender's row orders concurrent runs for one researcher, so the limits below count every invitation.
    const [sender] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
        referralCode: users.referralCode,
      })
      .from(users)
      .where(and(eq(users.id, form.userId), eq(users.active, true), eq(users.role, 'researcher')))
      .for('update');
    if (!sender) return 0;
    const own = sender.email.toLowerCase();
    const candidates = [...new Set(form.emails.map((e) => e.trim().toLowerCase()))]
      .filter((e) => e !== '' && e !== own)
      .slice(0, REFERRAL_INVITATIONS_PER_FORM);
    if (candidates.length === 0) return 0;
    const [registered, invited, [counts]] = await Promise.all([
      tx
        .select({ email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, candidates)),
      tx
        .select({ email: sql<string>`lower(${referralInvitations.email})` })
        .from(referralInvitations)
        .where(
          and(eq(referralInvitations.referrerUserId, sender.id), inArray(sql`lower(${referralInvitations.email})`, candidates)),
        ),
      tx
        .select({
          ofForm: sql<number>`count(*) filter (where ${referralInvitations.orderFormId} = ${orderFormId})`.mapWith(Number),
          ofDay: sql<number>`count(*) filter (where ${referralInvitations.sentAt} > now() - interval '1 day')`.mapWith(Number),
        })
        .from(referralInvitations)
        .where(eq(referralInvitations.referrerUserId, sender.id)),
    ]);
    const skipped = new Set([...registered, ...invited].map((r) => r.email));
    let room = Math.min(
      REFERRAL_INVITATIONS_PER_FORM - (counts?.ofForm ?? 0),
      REFERRAL_INVITATIONS_PER_DAY - (counts?.ofDay ?? 0),
    );
    const senderName = [sender.firstName, sender.lastName].filter(Boolean).join(' ') || sender.email;
    const shareUrl = referralShareUrl(siteUrl, toLocale(sender.language), sender.referralCode);
    let sent = 0;
    for (const email of candidates) {
      if (room <= 0) break;
      if (skipped.has(email)) continue;
      const [stored] = await tx
        .insert(referralInvitations)
        .values({ referrerUserId: sender.id, email, orderFormId })
        .onConflictDoNothing()
        .returning({ id: referralInvitations.id });
      if (!stored) continue;
      await queueEmail(tx, invitationEmail({ to: email, senderName, language: sender.language, shareUrl }));
      room -= 1;
      sent += 1;
    }
    return sent;
  });
}
