import { LOCALE_TO_SEGMENT, type TLocale, toLocale } from '@portal/domain';
import { translate } from '../../platform/i18n.ts';
import { escapeHtml, type TEmail } from '../../platform/mail.ts';

/** The support team's mailbox reads English. */
const STAFF_LOCALE: TLocale = 'en_US';

export type TRequesterOfEmail = { email: string; firstName: string; lastName: string; language: string };
export type TOrderOfEmail = { externalId: string; title: string };

function nameOf(user: TRequesterOfEmail): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Paragraphs, an optional quoted message and an optional link, as text and as HTML. */
function compose(input: {
  to: string;
  subject: string;
  paragraphs: string[];
  quote?: string;
  action?: { label: string; url: string };
  signature?: string;
}): TEmail {
  const { paragraphs, quote, action, signature } = input;
  const text = [
    ...paragraphs,
    ...(quote ? ['', quote] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(signature ? ['', signature] : []),
  ].join('\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(quote ? [`<blockquote style="white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`] : []),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...(signature ? [`<p>${escapeHtml(signature)}</p>`] : []),
  ].join('');
  return { to: input.to, subject: input.subject, text, html };
}

function orderUrl(siteUrl: string, locale: TLocale, externalId: string): string {
  return `${siteUrl}/${LOCALE_TO_SEGMENT[locale]}/researcher/index/details/${encodeURIComponent(externalId)}`;
}

/** To the support team: a researcher sent a proof of payment for an unpaid order. */
export function proofReceivedForSupport(input: {
  supportEmail: string;
  siteUrl: string;
  user: TRequesterOfEmail;
  order: TOrderOfEmail;
  invoiceNumber: string | null;
  fileName: string;
  size: string;
}): TEmail {
  const t = translatorOf(STAFF_LOCALE);
  const { user, order } = input;
  return compose({
    to: input.supportEmail,
    subject: t('email-proof-support-subject', { externalId: order.externalId }),
    paragraphs: [
      t('email-proof-support-body', {
        name: nameOf(user),
        email: user.email,
        externalId: order.externalId,
        title: order.title,
        fileName: input.fileName,
        size: input.size,
      }),
      ...(input.invoiceNumber ? [t('email-proof-support-invoice', { invoiceNumber: input.invoiceNumber })] : []),
      t('email-proof-support-next'),
    ],
    action: { label: t('email-staff-console-action'), url: `${input.siteUrl}/${LOCALE_TO_SEGMENT[STAFF_LOCALE]}/staff` },
  });
}

type TTranslate = (key: string, params?: Record<string, string>) => string;

function translatorOf(locale: TLocale): TTranslate {
  return (key, params = {}) => translate(locale, key, params);
}

/** An e-mail to the researcher in their language: greeting, what happened, a link to the order, signature. */
function toResearcher(input: {
  siteUrl: string;
  user: TRequesterOfEmail;
  order: TOrderOfEmail;
  subjectKey: string;
  paragraphs: (t: TTranslate) => string[];
  quote?: string;
}): TEmail {
  const locale = toLocale(input.user.language);
  const t = translatorOf(locale);
  const { user, order } = input;
  return compose({
    to: user.email,
    subject: t(input.subjectKey, { externalId: order.externalId }),
    paragraphs: [t('email-greeting', { name: nameOf(user) }), ...input.paragraphs(t)],
    ...(input.quote ? { quote: input.quote } : {}),
    action: { label: t('email-order-confirmation-action'), url: orderUrl(input.siteUrl, locale, order.externalId) },
    signature: t('email-signature'),
  });
}

/** To the researcher: their proof of payment arrived. */
export function proofReceivedForResearcher(input: {
  siteUrl: string;
  user: TRequesterOfEmail;
  order: TOrderOfEmail;
  fileName: string;
}): TEmail {
  const { order } = input;
  return toResearcher({
    ...input,
    subjectKey: 'email-proof-confirmation-subject',
    paragraphs: (t) => [
      t('email-proof-confirmation-body', { fileName: input.fileName, externalId: order.externalId, title: order.title }),
      t('email-proof-confirmation-next'),
    ],
  });
}

/** To the support team: a researcher's message about an order (the contact-support path of a re-edit). */
export function supportRequestForSupport(input: {
  supportEmail: string;
  user: TRequesterOfEmail;
  order: TOrderOfEmail;
  topic: string;
  message: string;
}): TEmail {
  const t = translatorOf(STAFF_LOCALE);
  const { user, order } = input;
  return compose({
    to: input.supportEmail,
    subject: t('email-support-request-subject', { externalId: order.externalId, topic: t(`support-topic-${input.topic}`) }),
    paragraphs: [
      t('email-support-request-body', {
        name: nameOf(user),
        email: user.email,
        externalId: order.externalId,
        title: order.title,
      }),
    ],
    quote: input.message,
  });
}

/** To the researcher: their message reached the support team. */
export function supportRequestForResearcher(input: {
  siteUrl: string;
  user: TRequesterOfEmail;
  order: TOrderOfEmail;
  message: string;
}): TEmail {
  const { order } = input;
  return toResearcher({
    ...input,
    subjectKey: 'email-support-request-confirmation-subject',
    paragraphs: (t) => [t('email-support-request-confirmation-body', { externalId: order.externalId, title: order.title })],
    quote: input.message,
  });
}
