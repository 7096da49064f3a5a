import { LOCALE_TO_SEGMENT, personNameOf, toLocale } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';
import type { TOrderTarget } from './order-target.ts';

/** What a researcher hears about from staff: work started, files delivered, certificate issued. */
export type TFulfilmentEmail =
  | { kind: 'order-started' }
  | { kind: 'order-completed'; isDownloadable: boolean }
  | { kind: 'certificate-issued'; code: string };

function paragraphsOf(email: TFulfilmentEmail, t: (key: string) => string): string[] {
  switch (email.kind) {
    case 'order-started':
      return [t('email-order-started-body'), t('email-order-follow-stages')];
    case 'order-completed':
      return [
        t('email-order-completed-body'),
        t(email.isDownloadable ? 'email-order-completed-ready' : 'email-order-completed-awaiting-payment'),
      ];
    case 'certificate-issued':
      return [t('email-certificate-issued-body'), t('email-certificate-issued-details')];
  }
}

/**
 * Queues the e-mail of a staff change to the researcher and to the order's notification addresses, in the
 * researcher's language, in the transaction of the change: it goes out exactly when the change is made.
 * Orders whose customer is not to be notified (placed by staff that way) get none.
 */
export async function queueFulfilmentEmail(
  tx: DbOrTx,
  siteUrl: string,
  target: TOrderTarget,
  email: TFulfilmentEmail,
): Promise<void> {
  const { order, researcher } = target;
  if (!order.requireCustomerNotification) return;
  const locale = toLocale(researcher.language);
  const params = {
    externalId: order.externalId,
    title: order.title,
    code: email.kind === 'certificate-issued' ? email.code : '',
    name: personNameOf(researcher, locale) || researcher.email,
  };
  const t = (key: string) => translate(locale, key, params);
  const paragraphs = [t('email-greeting'), ...paragraphsOf(email, t)];
  const url = `${siteUrl.replace(/\/+$/, '')}/${LOCALE_TO_SEGMENT[locale]}/researcher/index/details/${encodeURIComponent(order.externalId)}`;
  const action = t('email-order-confirmation-action');
  const message = {
    subject: t(`email-${email.kind}-subject`),
    text: [...paragraphs, '', `${action}: ${url}`, '', t('email-signature')].join('\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(t('email-signature'))}</p>`,
    ].join(''),
  };
  const recipients = new Map<string, string>();
  for (const address of [researcher.email, ...order.notificationEmails]) recipients.set(address.toLowerCase(), address);
  for (const to of recipients.values()) await queueEmail(tx, { to, ...message });
}
