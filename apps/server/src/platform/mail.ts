import type { TLocale } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import { emails } from '../schema/platform.ts';
import { compiledStatement } from './compiled-statement.ts';
import type { Db, DbOrTx } from './db.ts';
import { translate } from './i18n.ts';
import { enqueueJobPerRow, type TJobHandler } from './jobs.ts';

export type TEmail = { to: string; subject: string; text: string; html: string };

export const DELIVER_EMAIL_JOB = 'deliver-email';

export type TEmailParts = { greeting: string; paragraphs: string[]; action: { label: string; url: string } };

/** A plain message: greeting, paragraphs, one link, signature; as text and as HTML. */
export function composeEmail(locale: TLocale, to: string, subject: string, parts: TEmailParts): TEmail {
  const signature = translate(locale, 'email-signature');
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    `${parts.action.label}: ${parts.action.url}`,
    '',
    signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(parts.greeting)}</p>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.label)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('');
  return { to, subject, text, html };
}

/**
 * Stores the e-mail and queues its delivery (one statement) in the caller's transaction: it is sent only if
 * the work commits.
 */
/** An e-mail stored with its delivery job, in one statement built once (compiled-statement.ts). */
const queueEmailStatement = compiledStatement('queue_email', (dbx) => {
  const p = sql.placeholder;
  const stored = dbx.$with('stored_email').as(
    dbx
      .insert(emails)
      .values({ to: p('to'), subject: p('subject'), text: p('text'), html: p('html') })
      .returning({ id: emails.id }),
  );
  const delivery = enqueueJobPerRow(dbx, stored, DELIVER_EMAIL_JOB, sql`jsonb_build_object('emailId', ${stored.id})`);
  return dbx.with(stored, delivery).select().from(stored);
});

export async function queueEmail(db: DbOrTx, email: TEmail): Promise<number> {
  const [row] = await queueEmailStatement(db, { to: email.to, subject: email.subject, text: email.text, html: email.html });
  if (!row) throw new Error('e-mail not stored');
  return row.id;
}

/** Sends through SMTP when configured; otherwise the message stays in the outbox (the development mailbox). */
export function createDeliverEmailHandler(db: Db, config: TConfig): TJobHandler {
  // nodemailer loads only when there is an SMTP server to talk to.
  const smtpUrl = config.smtpUrl;
  const transport = smtpUrl ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : null;
  return async (job) => {
    const emailId = Number(job.payload.emailId);
    const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
    if (!email || email.status === 'sent' || email.status === 'outbox') return;
    if (!transport) {
      await db.update(emails).set({ status: 'outbox' }).where(eq(emails.id, emailId));
      return;
    }
    await (await transport).sendMail({
      from: config.mailFrom,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
    await db.update(emails).set({ status: 'sent', sentAt: new Date() }).where(eq(emails.id, emailId));
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
