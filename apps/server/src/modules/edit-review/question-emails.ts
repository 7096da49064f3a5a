import { LOCALE_TO_SEGMENT, personNameOf, type TLocale, toLocale } from '@portal/domain';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { escapeHtml, queueEmail } from '../../platform/mail.ts';

/** The order and researcher an e-mail about a question is written from. */
export type TQuestionMailRow = {
  externalId: string;
  title: string;
  deletedText: string;
  insertedText: string;
  researcher: { email: string; firstName: string; lastName: string; language: string };
};

const baseOf = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The review page of the order, in the researcher's language. */
export function reviewUrlOf(siteUrl: string, row: TQuestionMailRow): string {
  const segment = LOCALE_TO_SEGMENT[toLocale(row.researcher.language)];
  return `${baseOf(siteUrl)}/${segment}/researcher/index/details/${encodeURIComponent(row.externalId)}/review`;
}

/**
 * The link of a re-edit staff started from questions, in the researcher's language: a page behind sign-in that hands
 * over to GET /api/order/{externalId}/review/re-edits/{id}, which opens the re-edit's order form.
 */
export function reeditUrlOf(siteUrl: string, row: TQuestionMailRow, reeditId: string): string {
  return `${reviewUrlOf(siteUrl, row)}/re-edit/${reeditId}`;
}

/**
 * An e-mail to the researcher about their questions on changes, in their account's language: greeting, the body
 * (`{keys}-body`), the extra paragraphs, the action link (`{keys}-action`) and the signature, subject
 * `{keys}-subject`. Queued in the caller's transaction, so it exists exactly when what it tells does.
 */
export async function queueResearcherEmail(
  tx: DbOrTx,
  row: TQuestionMailRow,
  mail: { keys: string; extra: readonly string[]; url: string; params?: Record<string, string> },
): Promise<void> {
  const locale: TLocale = toLocale(row.researcher.language);
  const params = {
    externalId: row.externalId,
    title: row.title,
    name: personNameOf(row.researcher, locale) || row.researcher.email,
    change: row.deletedText || row.insertedText,
    ...mail.params,
  };
  const t = (key: string) => translate(locale, key, params);
  const paragraphs = [t('email-greeting'), t(`${mail.keys}-body`), ...mail.extra];
  const action = t(`${mail.keys}-action`);
  await queueEmail(tx, {
    to: row.researcher.email,
    subject: t(`${mail.keys}-subject`),
    text: [...paragraphs, '', `${action}: ${mail.url}`, '', t('email-signature')].join('\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
      `<p><a href="${escapeHtml(mail.url)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(t('email-signature'))}</p>`,
    ].join(''),
  });
}
