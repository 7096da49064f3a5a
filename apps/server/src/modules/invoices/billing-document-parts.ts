import { personNameOf, type TCurrency, type TLocale } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TPaymentConfig } from '../../integrations/payments/payment-config.ts';
import { renderBillingDocument, type TBillingDocument, type TDocumentBlock } from '../../platform/billing-document.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import type { TUserRow } from '../../platform/sessions.ts';
import { payments } from '../../schema/payments.ts';
import type { TCatalogueService } from '../catalogue/index.ts';

// What the billing documents (invoice, receipt, retainer invoice, statement of delivery, boleto: one file each)
// are made of: their dependencies, the rendering, and the parts several of them print.

export type TPdf = { pdf: Buffer; fileName: string };

export type TBillingDocumentDeps = {
  db: Db;
  config: Pick<TConfig, 'provider' | 'publicUrl' | 'cjkFontDir'>;
  paymentConfig: Pick<TPaymentConfig, 'bankDetails'>;
  catalogue: TCatalogueService;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

export type TTexts = (key: string, params?: Record<string, string>) => string;

/** The document's texts in its language (the `doc-` keys of the e-mails catalogue). */
export function textsOf(locale: TLocale): TTexts {
  return (key, params = {}) => translate(locale, key, params);
}

/** A document rendered as a PDF under the provider's letterhead, named `fileName` for the download. */
export async function renderPdf(
  { config, log }: Pick<TBillingDocumentDeps, 'config' | 'log'>,
  locale: TLocale,
  fileName: string,
  document: Omit<TBillingDocument, 'provider'>,
): Promise<TPdf> {
  const provider = { ...config.provider, website: config.publicUrl };
  const pdf = await renderBillingDocument({ ...document, provider }, { locale, fonts: loadPdfFonts(config.cjkFontDir, log) });
  return { pdf, fileName };
}

export async function documentCurrencyOf(catalogue: TCatalogueService, iso: string): Promise<TCurrency> {
  const currency = (await catalogue.findCurrency(iso)) ?? (await catalogue.findCurrency('USD'));
  if (!currency) throw new Error('USD is not in the catalogue');
  return currency;
}

const INTL_LOCALE: Record<TLocale, string> = { en_US: 'en-US', zh_CN: 'zh-CN', ja_JP: 'ja-JP', pt_BR: 'pt-BR', es_ES: 'es-ES' };

export async function addressLines(
  catalogue: TCatalogueService,
  address: Record<string, unknown> | null | undefined,
  locale: TLocale,
): Promise<string[]> {
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

/** The customer's column. A closed account's address is a placeholder (data-rights/account-closure.ts): its documents name the customer only. */
export function billToColumn(user: TUserRow, locale: TLocale) {
  const lines = [personNameOf(user, locale), user.active ? user.email : '', user.institution ?? ''].filter(Boolean);
  return { title: translate(locale, 'doc-bill-to'), lines };
}

/** The description, quantity and amount columns of a document's lines (invoice, retainer invoice). */
export function lineColumns(t: TTexts) {
  return [
    { title: t('doc-description'), share: 6 },
    { title: t('doc-quantity'), share: 1, align: 'right' as const },
    { title: t('doc-amount'), share: 2, align: 'right' as const },
  ];
}

/** The total, the amount paid and the balance due. */
export function totalsBlock(
  t: TTexts,
  money: (amount: number) => string,
  amounts: { currencyIso: string; total: number; paid: number; balance: number },
): TDocumentBlock {
  return {
    kind: 'totals',
    rows: [
      { label: t('doc-total', { currency: amounts.currencyIso }), value: money(amounts.total) },
      { label: t('doc-amount-paid'), value: money(amounts.paid) },
      { label: t('doc-balance-due'), value: money(amounts.balance), isEmphasized: true },
    ],
  };
}

/** Where to send a bank transfer, with the reference to quote. */
export function bankNote(
  { paymentConfig }: Pick<TBillingDocumentDeps, 'paymentConfig'>,
  locale: TLocale,
  reference: string,
): TDocumentBlock {
  const t = textsOf(locale);
  const bank = paymentConfig.bankDetails;
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

/** One of the user's payments by id or receipt code; another user's (or an unknown one) is 404. */
export async function findPaymentOfUser(db: Db, userId: number, where: { id: number } | { receiptCode: string }) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.userId, userId), 'id' in where ? eq(payments.id, where.id) : eq(payments.receiptCode, where.receiptCode)),
    );
  if (!row) throw AppError.notFound();
  return row;
}
