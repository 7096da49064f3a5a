import {
  formatMoney,
  LOCALE_TO_CATALOGUE,
  PAYMENT_METHOD,
  PAYMENT_METHOD_RULES,
  personNameOf,
  splitInstallments,
  type TCurrency,
  type TLocale,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TPaymentConfig } from '../../integrations/payments/payment-config.ts';
import {
  formatDocumentDate,
  renderBillingDocument,
  type TBillingDocument,
  type TDocumentBlock,
} from '../../platform/billing-document.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { orders } from '../../schema/orders.ts';
import { payments } from '../../schema/payments.ts';
import { placedServiceName, type TCatalogueService } from '../catalogue/index.ts';
import { findPrepaymentForUser } from '../ledger/index.ts';
import { isOrderDelivered } from './invoice-load.ts';
import { findInvoiceForUser, listInvoicesPaidBy } from './service.ts';

const INTL_LOCALE: Record<TLocale, string> = { en_US: 'en-US', zh_CN: 'zh-CN', ja_JP: 'ja-JP', pt_BR: 'pt-BR', es_ES: 'es-ES' };
const DAY_MS = 24 * 3600 * 1000;
/** A boleto is due three days after it is issued; each further installment a month later. */
const BOLETO_DUE_DAYS = 3;
const BOLETO_INSTALLMENT_DAYS = 30;
/** The sandbox's bank code on boletos (a real adapter prints its bank's). */
const BOLETO_BANK_CODE = '999';

export type TPdf = { pdf: Buffer; fileName: string };

type TDeps = {
  db: Db;
  config: Pick<TConfig, 'provider' | 'publicUrl' | 'cjkFontDir'>;
  paymentConfig: Pick<TPaymentConfig, 'bankDetails'>;
  catalogue: TCatalogueService;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

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

export function createBillingDocuments(deps: TDeps) {
  const { db, config, catalogue } = deps;
  const provider = { ...config.provider, website: config.publicUrl };

  async function render(document: TBillingDocument, locale: TLocale): Promise<Buffer> {
    return renderBillingDocument(document, { locale, fonts: loadPdfFonts(config.cjkFontDir, deps.log) });
  }

  async function currencyOf(iso: string): Promise<TCurrency> {
    const currency = (await catalogue.findCurrency(iso)) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('USD is not in the catalogue');
    return currency;
  }

  async function addressLines(address: Record<string, unknown> | null | undefined, locale: TLocale): Promise<string[]> {
    if (!address) return [];
    const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
    const country = await catalogue.findCountry(typeof address.country === 'number' ? address.country : null);
    const countryName = country
      ? (new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }).of(country.iso) ?? country.label)
      : '';
    if (locale === 'zh_CN' || locale === 'ja_JP') {
      // Chinese and Japanese addresses run from the largest place to the person: country, postcode, province
      // and city, street, organization, name (docs/decisions.md, "Names and greetings").
      const region = [text('zip'), text('state'), text('city')].filter(Boolean).join(' ');
      return [countryName, region, text('address1'), text('address2'), text('organization'), text('name'), text('phone')].filter(
        Boolean,
      );
    }
    const cityLine = [text('city'), [text('state'), text('zip')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    return [text('name'), text('organization'), text('address1'), text('address2'), cityLine, countryName, text('phone')].filter(
      Boolean,
    );
  }

  // A closed account's address is a placeholder (data-rights/account-closure.ts): its documents name the customer only.
  const customerLines = (user: TUserRow, locale: TLocale) =>
    [personNameOf(user, locale), user.active ? user.email : '', user.institution ?? ''].filter(Boolean);

  function bankNote(locale: TLocale, reference: string): TDocumentBlock {
    const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
    const bank = deps.paymentConfig.bankDetails;
    return {
      kind: 'note',
      title: t('doc-bank-details-title'),
      rows: [
        [t('doc-bank-account-name'), bank.username],
        [t('doc-bank-account-number'), bank.account],
        [t('doc-bank-name'), bank.bank],
        [t('doc-bank-location'), bank.location],
      ],
      text: t('doc-bank-details-note', { reference }),
    };
  }

  async function findPaymentOfUser(userId: number, where: { id: number } | { receiptCode: string }) {
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.userId, userId), 'id' in where ? eq(payments.id, where.id) : eq(payments.receiptCode, where.receiptCode)),
      );
    if (!row) throw AppError.notFound();
    return row;
  }

  const methodName = (methodId: number, locale: TLocale) => {
    const rules = PAYMENT_METHOD_RULES[methodId as keyof typeof PAYMENT_METHOD_RULES];
    return rules ? translate(locale, `payment-method-${rules.key}`) : String(methodId);
  };

  return {
    /** The invoice of one of the user's orders, with what is paid and, while something is owed, the bank details. */
    async invoicePdf(user: TUserRow, invoiceNumber: string, locale: TLocale): Promise<TPdf> {
      const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
      const invoice = await findInvoiceForUser(db, user.id, invoiceNumber);
      const currency = await currencyOf(invoice.currencyIso);
      const services = await catalogue.orderForm();
      const money = (amount: number) => formatMoney(amount, currency);
      const columns = [{ title: t('doc-bill-to'), lines: customerLines(user, locale) }];
      const billing = await addressLines(invoice.billingAddress, locale);
      if (billing.length > 0) columns.push({ title: t('doc-billing-address'), lines: billing });
      const invoiceAddress = await addressLines(invoice.invoiceAddress, locale);
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
          columns: [
            { title: t('doc-description'), share: 6 },
            { title: t('doc-quantity'), share: 1, align: 'right' },
            { title: t('doc-amount'), share: 2, align: 'right' },
          ],
          rows: invoice.lines.map((line) => [
            placedServiceName(services, { identity: line.identity, name: line.description }, LOCALE_TO_CATALOGUE[locale]),
            String(line.quantity),
            money(line.amount),
          ]),
        },
        {
          kind: 'totals',
          rows: [
            { label: t('doc-total', { currency: currency.isoCode }), value: money(invoice.totalAmount) },
            { label: t('doc-amount-paid'), value: money(invoice.totalAmount - invoice.balance) },
            { label: t('doc-balance-due'), value: money(invoice.balance), isEmphasized: true },
          ],
        },
      );
      if (invoice.balance > 0 && invoice.status !== 'void') blocks.push(bankNote(locale, invoice.invoiceNumber));
      else blocks.push({ kind: 'note', title: t('doc-invoice-title'), text: t('doc-invoice-paid-note') });
      const pdf = await render(
        {
          title: t('doc-invoice-title'),
          reference: invoice.invoiceNumber,
          meta: [
            [t('doc-invoice-number'), invoice.invoiceNumber],
            [t('doc-date'), formatDocumentDate(invoice.transactionDate, locale)],
          ],
          provider,
          blocks,
        },
        locale,
      );
      return { pdf, fileName: `invoice-${invoice.invoiceNumber}.pdf` };
    },

    /** The receipt of one of the user's payments and the invoices it paid; `invoiceNumber` must be one of them. */
    async receiptPdf(user: TUserRow, paymentId: number, invoiceNumber: string | undefined, locale: TLocale): Promise<TPdf> {
      const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
      const payment = await findPaymentOfUser(user.id, { id: paymentId });
      const paid = await listInvoicesPaidBy(db, payment.id);
      if (invoiceNumber && !paid.some((p) => p.invoice.invoiceNumber === invoiceNumber)) throw AppError.notFound();
      const currency = await currencyOf(payment.currencyIso);
      const money = (amount: number) => formatMoney(amount, currency);
      const isReceived = payment.status === 'captured';
      const facts: [string, string][] = [
        [t('doc-payment-method'), methodName(payment.methodId, locale)],
        [t('doc-amount-received'), money(isReceived ? payment.total : payment.total - payment.amount)],
      ];
      if (payment.creditsApplied > 0) facts.push([translate(locale, 'payment-method-credits'), money(payment.creditsApplied)]);
      if (payment.voucherApplied > 0) facts.push([translate(locale, 'payment-method-voucher'), money(payment.voucherApplied)]);
      const blocks: TDocumentBlock[] = [
        { kind: 'columns', columns: [{ title: t('doc-bill-to'), lines: customerLines(user, locale) }] },
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
      const pdf = await render(
        {
          title: t('doc-receipt-title'),
          reference: payment.receiptCode,
          meta: [
            [t('doc-receipt-code'), payment.receiptCode],
            [t('doc-payment-date'), formatDocumentDate(payment.completedAt ?? payment.createdAt, locale)],
          ],
          provider,
          blocks,
        },
        locale,
      );
      return { pdf, fileName: `receipt-${payment.receiptCode}.pdf` };
    },

    /** The retainer invoice of one of the user's prepayments. */
    async retainerInvoicePdf(user: TUserRow, retainerInvoiceNumber: string, locale: TLocale): Promise<TPdf> {
      const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
      const prepayment = await findPrepaymentForUser(db, user.id, retainerInvoiceNumber);
      if (!prepayment) throw AppError.notFound();
      const currency = await currencyOf(prepayment.currencyIso);
      const money = (amount: number) => formatMoney(amount, currency);
      const balance = prepayment.totalAmount - prepayment.paidAmount;
      const blocks: TDocumentBlock[] = [
        { kind: 'columns', columns: [{ title: t('doc-bill-to'), lines: customerLines(user, locale) }] },
        {
          kind: 'table',
          columns: [
            { title: t('doc-description'), share: 6 },
            { title: t('doc-quantity'), share: 1, align: 'right' },
            { title: t('doc-amount'), share: 2, align: 'right' },
          ],
          rows: [[t('doc-retainer-line'), '1', money(prepayment.totalAmount)]],
        },
        {
          kind: 'totals',
          rows: [
            { label: t('doc-total', { currency: currency.isoCode }), value: money(prepayment.totalAmount) },
            { label: t('doc-amount-paid'), value: money(prepayment.paidAmount) },
            { label: t('doc-balance-due'), value: money(balance), isEmphasized: true },
          ],
        },
      ];
      if (prepayment.status === 'paid') {
        blocks.push({
          kind: 'note',
          title: t('doc-retainer-title'),
          rows: [[t('doc-retainer-available'), money(prepayment.availableAmount)]],
          text: t('doc-invoice-paid-note'),
        });
      }
      const pdf = await render(
        {
          title: t('doc-retainer-title'),
          reference: prepayment.retainerInvoiceNumber,
          meta: [
            [t('doc-retainer-number'), prepayment.retainerInvoiceNumber],
            [t('doc-date'), formatDocumentDate(prepayment.createdAt, locale)],
          ],
          provider,
          blocks,
        },
        locale,
      );
      return { pdf, fileName: `retainer-invoice-${prepayment.retainerInvoiceNumber}.pdf` };
    },

    /** The services of an invoice's order and their delivery status; 404 when the invoice has no order. */
    async statementOfDeliveryPdf(user: TUserRow, invoiceNumber: string, locale: TLocale): Promise<TPdf> {
      const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
      const invoice = await findInvoiceForUser(db, user.id, invoiceNumber);
      const [order] =
        invoice.orderId === null
          ? []
          : await db
              .select()
              .from(orders)
              .where(and(eq(orders.id, invoice.orderId), eq(orders.userId, user.id)));
      if (!order) throw AppError.notFound();
      const status = order.status.toLowerCase();
      const statusText = isOrderDelivered(status)
        ? t('doc-delivery-delivered')
        : status === 'awaiting-payment' || status === 'awaiting payment'
          ? t('doc-delivery-awaiting-payment')
          : status === 'cancelled'
            ? t('doc-delivery-cancelled')
            : t('doc-delivery-in-progress');
      const deadline = order.deadline ? formatDocumentDate(order.deadline, locale) : '—';
      const services = await catalogue.orderForm();
      const pdf = await render(
        {
          title: t('doc-statement-title'),
          reference: order.externalId,
          meta: [
            [t('doc-order-number'), order.externalId],
            [t('doc-invoice-number'), invoice.invoiceNumber],
            [t('doc-date'), formatDocumentDate(new Date(), locale)],
          ],
          provider,
          blocks: [
            { kind: 'columns', columns: [{ title: t('doc-bill-to'), lines: customerLines(user, locale) }] },
            {
              kind: 'facts',
              rows: [
                [t('doc-project-title'), order.title],
                [t('doc-delivery-status'), statusText],
              ],
            },
            {
              kind: 'table',
              title: t('doc-statement-intro', { externalId: order.externalId }),
              columns: [
                { title: t('doc-service'), share: 5 },
                { title: t('doc-deadline'), share: 3 },
                { title: t('doc-delivery-status'), share: 3 },
              ],
              rows: order.services.map((service) => [
                placedServiceName(services, service, LOCALE_TO_CATALOGUE[locale]),
                service.deadline ? formatDocumentDate(service.deadline, locale) : deadline,
                statusText,
              ]),
            },
          ],
        },
        locale,
      );
      return { pdf, fileName: `statement-of-delivery-${order.externalId}.pdf` };
    },

    /** One installment of a boleto payment: payer, beneficiary, amount, due date, typable line and barcode. */
    async boletoPdf(user: TUserRow, receiptCode: string, installment: number, locale: TLocale): Promise<TPdf> {
      const t = (key: string, params: Record<string, string> = {}) => translate(locale, key, params);
      if (receiptCode.length > 64) throw AppError.notFound();
      const payment = await findPaymentOfUser(user.id, { receiptCode });
      if (payment.methodId !== PAYMENT_METHOD.boleto) throw AppError.notFound();
      const amounts = splitInstallments(payment.amount, payment.installments ?? 1);
      const amount = amounts[installment - 1];
      if (amount === undefined) throw AppError.notFound();
      const currency = await currencyOf(payment.currencyIso);
      const details = payment.details as Record<string, unknown>;
      const tax = details.taxIdentification as { type?: string; number?: string } | undefined;
      const payer =
        typeof details.boletoPayer === 'string' && details.boletoPayer
          ? details.boletoPayer
          : `${user.firstName} ${user.lastName}`.trim();
      const due = new Date(
        payment.createdAt.getTime() + (BOLETO_DUE_DAYS + (installment - 1) * BOLETO_INSTALLMENT_DAYS) * DAY_MS,
      );
      const numbers = boletoNumbers({ amount, due, paymentId: payment.id, installment });
      const documentNumber = `${payment.receiptCode}-${installment}`;
      const pdf = await render(
        {
          title: t('doc-boleto-title'),
          reference: documentNumber,
          meta: [
            [t('doc-boleto-document-number'), documentNumber],
            [t('doc-boleto-due-date'), formatDocumentDate(due, locale)],
            [t('doc-amount'), formatMoney(amount, currency)],
          ],
          provider,
          blocks: [
            {
              kind: 'columns',
              columns: [
                { title: t('doc-boleto-beneficiary'), lines: [config.provider.name, ...config.provider.addressLines] },
                {
                  title: t('doc-boleto-payer'),
                  lines: [payer, tax?.number ? `${tax.type ?? t('doc-boleto-tax-id')}: ${tax.number}` : '', user.email].filter(
                    Boolean,
                  ),
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
        },
        locale,
      );
      return { pdf, fileName: `boleto-${payment.receiptCode}-${installment}.pdf` };
    },
  };
}

export type TBillingDocuments = ReturnType<typeof createBillingDocuments>;
