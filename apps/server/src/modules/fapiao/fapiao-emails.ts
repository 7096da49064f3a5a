import { LOCALE_TO_SEGMENT, personNameOf, toLocale } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { composeEmail, queueEmail } from '../../platform/mail.ts';
import { users } from '../../schema/account.ts';
import type { TFapiaoRow } from '../../schema/fapiao.ts';

/** How a fapiao's request ended: issued, or failed for good (with the reason staff wrote for the researcher). */
export type TFapiaoOutcome = { kind: 'issued' } | { kind: 'failed'; reason: string | null };

/** Where the researcher finds the fapiao: beside the prepayment it covers, else beside the invoice. */
function pagePathOf(fapiao: Pick<TFapiaoRow, 'context'>): string {
  return fapiao.context === 'prepayment' ? 'researcher/prepay' : 'researcher/invoices';
}

/**
 * Queues the researcher's e-mail about their fapiao's outcome, in their language, in the caller's transaction:
 * call it only when the conditional update that decided the fapiao changed its row, so each outcome is told once
 * however often a job runs. A closed account gets none.
 */
export async function queueFapiaoEmail(
  tx: DbOrTx,
  siteUrl: string,
  fapiao: Pick<TFapiaoRow, 'userId' | 'context' | 'receiptCode' | 'number'>,
  outcome: TFapiaoOutcome,
): Promise<void> {
  const [researcher] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(and(eq(users.id, fapiao.userId), eq(users.active, true)));
  if (!researcher) return;
  const locale = toLocale(researcher.language);
  const params = { document: fapiao.receiptCode, number: fapiao.number ?? '' };
  const t = (key: string, extra: Record<string, string> = {}) => translate(locale, key, { ...params, ...extra });
  const url = `${siteUrl.replace(/\/+$/, '')}/${LOCALE_TO_SEGMENT[locale]}/${pagePathOf(fapiao)}`;
  const greeting = t('email-greeting', {
    name: personNameOf(researcher, locale) || researcher.email,
  });
  const email =
    outcome.kind === 'issued'
      ? composeEmail(locale, researcher.email, t('email-fapiao-issued-subject'), {
          greeting,
          paragraphs: [t('email-fapiao-issued-body'), t('email-fapiao-issued-download')],
          action: { label: t('email-fapiao-issued-action'), url },
        })
      : composeEmail(locale, researcher.email, t('email-fapiao-failed-subject'), {
          greeting,
          paragraphs: [
            t('email-fapiao-failed-body'),
            ...(outcome.reason ? [t('email-fapiao-failed-reason', { reason: outcome.reason })] : []),
            t('email-fapiao-failed-next'),
          ],
          action: { label: t('email-fapiao-failed-action'), url },
        });
  await queueEmail(tx, email);
}
