import { formatMoney, PAYMENT_METHOD_RULES, type TLocale } from '@portal/domain';
import { formatDocumentDate, type TDocumentBlock } from '../../platform/billing-document.ts';
import { AppError } from '../../platform/errors.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import type { TBillingDocumentDeps, TPdf } from './billing-document-parts.ts';
import { billToColumn, documentCurrencyOf, findPaymentOfUser, renderPdf, textsOf } from './billing-document-parts.ts';
import { listInvoicesPaidBy } from './invoice-queries.ts';

function methodName(methodId: number, locale: TLocale): string {
  const rules = PAYMENT_METHOD_RULES[methodId as keyof typeof PAYMENT_METHOD_RULES];
  return rules ? textsOf(locale)(`payment-method-${rules.key}`) : String(methodId);
}

/** GET /api/payment/{id}/pdf: the receipt of one of the user's payments and the invoices it paid; `invoiceNumber` must be one of them. */
export async function receiptPdf(
  deps: TBillingDocumentDeps,
  user: TUserRow,
  paymentId: number,
  invoiceNumber: string | undefined,
  locale: TLocale,
): Promise<TPdf> {
  const { db } = deps;
  const t = textsOf(locale);
  const payment = await findPaymentOfUser(db, user.id, { id: paymentId });
  const paid = await listInvoicesPaidBy(db, payment.id);
  if (invoiceNumber && !paid.some((p) => p.invoice.invoiceNumber === invoiceNumber)) throw AppError.notFound();
  const currency = await documentCurrencyOf(deps.catalogue, payment.currencyIso);
  const money = (amount: number) => formatMoney(amount, currency);
  const isReceived = payment.status === 'captured';
  const facts: [string, string][] = [
    [t('doc-payment-method'), methodName(payment.methodId, locale)],
    [t('doc-amount-received'), money(isReceived ? payment.total : payment.total - payment.amount)],
  ];
  if (payment.creditsApplied > 0) facts.push([t('payment-method-credits'), money(payment.creditsApplied)]);
  if (payment.voucherApplied > 0) facts.push([t('payment-method-voucher'), money(payment.voucherApplied)]);
  const blocks: TDocumentBlock[] = [
    { kind: 'columns', columns: [billToColumn(user, locale)] },
    { kind: 'facts', rows: facts },
  ];
  if (paid.length > 0) {
    blocks.push({
      kind: 'table',
      title: t('doc-invoices-paid'),
      columns: [
        { title: t('doc-invoice-number'), share: 3 },
        { title: t('doc-order-number'), share: 3 },
        { title: t('doc-amount'), share: 2, align: 'right' },
      ],
      rows: paid.map((p) => [p.invoice.invoiceNumber, p.invoice.orderExternalId ?? '—', money(p.amount)]),
    });
  }
  blocks.push({
    kind: 'note',
    title: t('doc-receipt-title'),
    text: isReceived ? t('doc-receipt-note') : t('doc-receipt-pending-note'),
  });
  return renderPdf(deps, locale, `receipt-${payment.receiptCode}.pdf`, {
    title: t('doc-receipt-title'),
    reference: payment.receiptCode,
    meta: [
      [t('doc-receipt-code'), payment.receiptCode],
      [t('doc-payment-date'), formatDocumentDate(payment.completedAt ?? payment.createdAt, locale)],
    ],
    blocks,
  });
}
