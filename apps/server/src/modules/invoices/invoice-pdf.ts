import { formatMoney, LOCALE_TO_CATALOGUE, type TLocale } from '@portal/domain';
import { formatDocumentDate, type TDocumentBlock } from '../../platform/billing-document.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { placedServiceName } from '../catalogue/index.ts';
import type { TBillingDocumentDeps, TPdf } from './billing-document-parts.ts';
import {
  addressLines,
  bankNote,
  billToColumn,
  documentCurrencyOf,
  lineColumns,
  renderPdf,
  textsOf,
  totalsBlock,
} from './billing-document-parts.ts';
import { findInvoiceForUser } from './invoice-queries.ts';

/** GET /api/invoice/{n}/pdf: the invoice of one of the user's orders, with what is paid and, while something is owed, the bank details. */
export async function invoicePdf(
  deps: TBillingDocumentDeps,
  user: TUserRow,
  invoiceNumber: string,
  locale: TLocale,
): Promise<TPdf> {
  const { db, catalogue } = deps;
  const t = textsOf(locale);
  const invoice = await findInvoiceForUser(db, user.id, invoiceNumber);
  const currency = await documentCurrencyOf(catalogue, invoice.currencyIso);
  const services = await catalogue.orderForm();
  const money = (amount: number) => formatMoney(amount, currency);
  const columns = [billToColumn(user, locale)];
  const billing = await addressLines(catalogue, invoice.billingAddress, locale);
  if (billing.length > 0) columns.push({ title: t('doc-billing-address'), lines: billing });
  const invoiceAddress = await addressLines(catalogue, invoice.invoiceAddress, locale);
  if (invoiceAddress.length > 0) columns.push({ title: t('doc-invoice-address'), lines: invoiceAddress });
  const facts: [string, string][] = [];
  if (invoice.orderExternalId) facts.push([t('doc-order-number'), invoice.orderExternalId]);
  if (invoice.purchaseOrderNumber) facts.push([t('doc-po-number'), invoice.purchaseOrderNumber]);
  if (invoice.vatNumber) facts.push([t('doc-vat-number'), invoice.vatNumber]);
  const blocks: TDocumentBlock[] = [{ kind: 'columns', columns }];
  if (facts.length > 0) blocks.push({ kind: 'facts', rows: facts });
  blocks.push(
    {
      kind: 'table',
      columns: lineColumns(t),
      rows: invoice.lines.map((line) => [
        placedServiceName(services, { identity: line.identity, name: line.description }, LOCALE_TO_CATALOGUE[locale]),
        String(line.quantity),
        money(line.amount),
      ]),
    },
    totalsBlock(t, money, {
      currencyIso: currency.isoCode,
      total: invoice.totalAmount,
      paid: invoice.totalAmount - invoice.balance,
      balance: invoice.balance,
    }),
  );
  if (invoice.balance > 0 && invoice.status !== 'void') blocks.push(bankNote(deps, locale, invoice.invoiceNumber));
  else blocks.push({ kind: 'note', title: t('doc-invoice-title'), text: t('doc-invoice-paid-note') });
  return renderPdf(deps, locale, `invoice-${invoice.invoiceNumber}.pdf`, {
    title: t('doc-invoice-title'),
    reference: invoice.invoiceNumber,
    meta: [
      [t('doc-invoice-number'), invoice.invoiceNumber],
      [t('doc-date'), formatDocumentDate(invoice.transactionDate, locale)],
    ],
    blocks,
  });
}
