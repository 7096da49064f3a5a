import { formatMoney, PAYMENT_METHOD, splitInstallments, type TLocale } from '@portal/domain';
import { formatDocumentDate } from '../../platform/billing-document.ts';
import { AppError } from '../../platform/errors.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import type { TBillingDocumentDeps, TPdf } from './billing-document-parts.ts';
import { documentCurrencyOf, findPaymentOfUser, renderPdf, textsOf } from './billing-document-parts.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A boleto is due three days after it is issued; each further installment a month later. */
const BOLETO_DUE_DAYS = 3;
const BOLETO_INSTALLMENT_DAYS = 30;
/** The sandbox's bank code on boletos (a real adapter prints its bank's). */
const BOLETO_BANK_CODE = '999';

/** Mod-10 check digit of the typable line's fields. */
function mod10(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const product = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

/** Mod-11 check digit of the barcode (weights 2–9 from the right; 0, 10 and 11 become 1). */
function mod11(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    sum += Number(d) * (2 + (i % 8));
  });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** The due-date factor: days since 7 October 1997, wrapping from 9999 back to 1000. */
function dueFactor(due: Date): string {
  const days = Math.floor((Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()) - Date.UTC(1997, 9, 7)) / DAY_MS);
  const factor = days < 1000 ? days : ((days - 1000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

/** The 44-digit barcode and the 47-digit typable line of a boleto, laid out as Brazilian banks do. */
export function boletoNumbers(input: { amount: number; due: Date; paymentId: number; installment: number }) {
  const amount = String(Math.min(input.amount, 9_999_999_999)).padStart(10, '0');
  const free = `${String(input.paymentId).padStart(20, '0')}${String(input.installment).padStart(2, '0')}000`;
  const withoutDv = `${BOLETO_BANK_CODE}9${dueFactor(input.due)}${amount}${free}`;
  const dv = mod11(withoutDv);
  const barcode = `${withoutDv.slice(0, 4)}${dv}${withoutDv.slice(4)}`;
  const field1 = `${barcode.slice(0, 4)}${barcode.slice(19, 24)}`;
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  const line = [
    `${field1.slice(0, 5)}.${field1.slice(5)}${mod10(field1)}`,
    `${field2.slice(0, 5)}.${field2.slice(5)}${mod10(field2)}`,
    `${field3.slice(0, 5)}.${field3.slice(5)}${mod10(field3)}`,
    String(dv),
    barcode.slice(5, 19),
  ].join(' ');
  return { barcode, typableLine: line };
}

/** GET /api/payment/{receiptCode}/boleto: one installment of a boleto payment: payer, beneficiary, amount, due date, typable line and barcode. */
export async function boletoPdf(
  deps: TBillingDocumentDeps,
  user: TUserRow,
  receiptCode: string,
  installment: number,
  locale: TLocale,
): Promise<TPdf> {
  const { config } = deps;
  const t = textsOf(locale);
  if (receiptCode.length > 64) throw AppError.notFound();
  const payment = await findPaymentOfUser(deps.db, user.id, { receiptCode });
  if (payment.methodId !== PAYMENT_METHOD.boleto) throw AppError.notFound();
  const amounts = splitInstallments(payment.amount, payment.installments ?? 1);
  const amount = amounts[installment - 1];
  if (amount === undefined) throw AppError.notFound();
  const currency = await documentCurrencyOf(deps.catalogue, payment.currencyIso);
  const details = payment.details as Record<string, unknown>;
  const tax = details.taxIdentification as { type?: string; number?: string } | undefined;
  const payer =
    typeof details.boletoPayer === 'string' && details.boletoPayer
      ? details.boletoPayer
      : `${user.firstName} ${user.lastName}`.trim();
  const due = new Date(payment.createdAt.getTime() + (BOLETO_DUE_DAYS + (installment - 1) * BOLETO_INSTALLMENT_DAYS) * DAY_MS);
  const numbers = boletoNumbers({ amount, due, paymentId: payment.id, installment });
  const documentNumber = `${payment.receiptCode}-${installment}`;
  return renderPdf(deps, locale, `boleto-${payment.receiptCode}-${installment}.pdf`, {
    title: t('doc-boleto-title'),
    reference: documentNumber,
    meta: [
      [t('doc-boleto-document-number'), documentNumber],
      [t('doc-boleto-due-date'), formatDocumentDate(due, locale)],
      [t('doc-amount'), formatMoney(amount, currency)],
    ],
    blocks: [
      {
        kind: 'columns',
        columns: [
          { title: t('doc-boleto-beneficiary'), lines: [config.provider.name, ...config.provider.addressLines] },
          {
            title: t('doc-boleto-payer'),
            lines: [payer, tax?.number ? `${tax.type ?? t('doc-boleto-tax-id')}: ${tax.number}` : '', user.email].filter(Boolean),
          },
        ],
      },
      {
        kind: 'facts',
        rows: [
          [
            t('doc-boleto-installment', { number: String(installment), count: String(amounts.length) }),
            formatMoney(amount, currency),
          ],
          [t('doc-boleto-due-date'), formatDocumentDate(due, locale)],
          [t('doc-boleto-tax-id'), tax?.number ?? '—'],
          [t('doc-receipt-code'), payment.receiptCode],
        ],
      },
      {
        kind: 'note',
        title: t('doc-boleto-typable-line'),
        rows: [[t('doc-boleto-typable-line'), numbers.typableLine]],
        text: t('doc-boleto-instructions'),
      },
      { kind: 'barcode', digits: numbers.barcode },
    ],
  });
}
