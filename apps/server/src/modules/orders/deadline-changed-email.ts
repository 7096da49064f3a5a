import { formatDeadline, formatLongDate, LOCALE_TO_SEGMENT, personNameOf, toLocale } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import type { TJobHandler } from '../../platform/jobs.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import { users } from '../../schema/account.ts';
import { orders } from '../../schema/orders.ts';

export const ORDER_DEADLINE_CHANGED_JOB = 'order-deadline-changed';

/**
 * The 'deadline changed' e-mail of an order edit, in the researcher's language, to the researcher and each
 * notification address. Queued by the save's transaction (order-edit.ts); a job that finds the order's
 * deadline changed again since then sends nothing, the later job tells the newer deadline.
 */
export function createDeadlineChangedHandler(db: Db, siteUrl: string): TJobHandler {
  return async (job) => {
    const orderId = Number(job.payload.orderId);
    const deadline = String(job.payload.deadline ?? '');
    if (!Number.isInteger(orderId)) return;
    const [row] = await db
      .select({
        externalId: orders.externalId,
        title: orders.title,
        deadline: orders.deadline,
        notificationEmails: orders.notificationEmails,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row || row.deadline !== deadline) return;
    const locale = toLocale(row.language);
    const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
    const name = personNameOf(row, locale) || row.email;
    const body = t('email-deadline-changed-body', {
      externalId: row.externalId,
      title: row.title,
      deadline: `${formatLongDate(deadline, locale)} ${formatDeadline(deadline).slice(11)}`,
    });
    const url = `${siteUrl}/${LOCALE_TO_SEGMENT[locale]}/researcher/index/details/${encodeURIComponent(row.externalId)}`;
    const action = t('email-deadline-changed-action');
    const text = [t('email-greeting', { name }), body, '', `${action}: ${url}`, '', t('email-signature')].join('\n');
    const html = [
      `<p>${escapeHtml(t('email-greeting', { name }))}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(t('email-signature'))}</p>`,
    ].join('');
    const subject = t('email-deadline-changed-subject', { externalId: row.externalId });
    await db.transaction(async (tx) => {
      for (const to of [row.email, ...row.notificationEmails]) await queueEmail(tx, { to, subject, text, html });
    });
  };
}
