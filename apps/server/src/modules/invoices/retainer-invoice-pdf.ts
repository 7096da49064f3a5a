import { formatMoney, type TLocale } from '@portal/domain';
import { formatDocumentDate, type TDocumentBlock } from '../../platform/billing-document.ts';
import { AppError } from '../../platform/errors.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { findPrepaymentForUser } from '../ledger/index.ts';
import type { TBillingDocumentDeps, TPdf } from './billing-document-parts.ts';
import { billToColumn, documentCurrencyOf, lineColumns, renderPdf, textsOf, totalsBlock } from './billing-document-parts.ts';

/** GET /api/retainer-invoice/{n}/pdf: the retainer invoice of one of the user's prepayments. */
export async function retainerInvoicePdf(
  deps: TBillingDocumentDeps,
  user: TUserRow,
  retainerInvoiceNumber: string,
  locale: TLocale,
): Promise<TPdf> {
  const t = textsOf(locale);
  const prepayment = await findPrepaymentForUser(deps.db, user.id, retainerInvoiceNumber);
  if (!prepayment) throw AppError.notFound();
  const currency = await documentCurrencyOf(deps.catalogue, prepayment.currencyIso);
  const money = (amount: number) => formatMoney(amount, currency);
  const blocks: TDocumentBlock[] = [
    { kind: 'columns', columns: [billToColumn(user, locale)] },
    { kind: 'table', columns: lineColumns(t), rows: [[t('doc-retainer-line'), '1', money(prepayment.totalAmount)]] },
    totalsBlock(t, money, {
      currencyIso: currency.isoCode,
      total: prepayment.totalAmount,
      paid: prepayment.paidAmount,
      balance: prepayment.totalAmount - prepayment.paidAmount,
    }),
  ];
  if (prepayment.status === 'paid') {
    blocks.push({
      kind: 'note',
      title: t('doc-retainer-title'),
      rows: [[t('doc-retainer-available'), money(prepayment.availableAmount)]],
      text: t('doc-invoice-paid-note'),
    });
  }
  return renderPdf(deps, locale, `retainer-invoice-${prepayment.retainerInvoiceNumber}.pdf`, {
    title: t('doc-retainer-title'),
    reference: prepayment.retainerInvoiceNumber,
    meta: [
      [t('doc-retainer-number'), prepayment.retainerInvoiceNumber],
      [t('doc-date'), formatDocumentDate(prepayment.createdAt, locale)],
    ],
    blocks,
  });
}
