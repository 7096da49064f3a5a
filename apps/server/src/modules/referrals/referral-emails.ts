import { toLocale } from '@portal/domain';
import { translate } from '../../platform/i18n.ts';
import { composeEmail, type TEmail } from '../../platform/mail.ts';

/** The invitation a researcher's colleague receives, in the researcher's language, with their share link. */
export function invitationEmail(input: { to: string; senderName: string; language: string; shareUrl: string }): TEmail {
  const locale = toLocale(input.language);
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  const name = input.senderName;
  return composeEmail(locale, input.to, t('email-referral-invitation-subject', { name }), {
    greeting: t('email-referral-invitation-greeting'),
    paragraphs: [t('email-referral-invitation-body', { name }), t('email-referral-invitation-services')],
    action: { label: t('email-referral-invitation-action'), url: input.shareUrl },
  });
}

/** The referrer's news that a researcher they referred paid a first order, and what they earned. */
export function creditEarnedEmail(input: {
  to: string;
  referrerName: string;
  referredName: string;
  language: string;
  amount: string;
  pageUrl: string;
}): TEmail {
  const locale = toLocale(input.language);
  const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
  return composeEmail(locale, input.to, t('email-referral-credit-subject', { amount: input.amount }), {
    greeting: t('email-greeting', { name: input.referrerName }),
    paragraphs: [
      t('email-referral-credit-body', { name: input.referredName, amount: input.amount }),
      t('email-referral-credit-use'),
    ],
    action: { label: t('email-referral-credit-action'), url: input.pageUrl },
  });
}
