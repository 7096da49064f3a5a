import {
  FAPIAO_DELIVERY_TIMELINES,
  FAPIAO_TYPES,
  isFapiaoAvailable,
  type TLocale,
  type TPaymentLoadResponse,
  type TSavedFapiao,
  ZFapiaoForm,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { configuredMethodsFor, paymentMethodViewsOf } from '../../integrations/payments/configured-methods.ts';
import type { TPaymentConfig } from '../../integrations/payments/payment-config.ts';
import type { Db } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { requestLocale } from '../../platform/request-language.ts';
import { isLiveSession, runSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { addressesJsonOf } from '../account/index.ts';
import { ledgerBalancesOf, ledgerColumnsOf } from '../ledger/index.ts';
import type { TCheckoutDeps } from './checkout-deps.ts';
import { fapiaoPaymentsJsonOf, type TFapiaoPaymentJson } from './payment-reads.ts';
import { newReceiptCode } from './receipt-code.ts';

/** The payment form's read: session, user, saved addresses, ledger balances and earlier fapiaos in one statement. */
export function preparePaymentRead(db: Db) {
  return selectWithSession(db, {
    addresses: addressesJsonOf(users.id),
    ...ledgerColumnsOf(users.id),
    fapiaoPayments: fapiaoPaymentsJsonOf(users.id, PREVIOUS_FAPIAO_LIMIT * 3),
  })
    .where(isLiveSession)
    .prepare('payment_read');
}

export type TPaymentRead = ReturnType<typeof preparePaymentRead>;

/** GET /api/payment/load: everything the payment form needs for the signed-in payer; null without a live session. */
export async function loadPaymentData(
  deps: Pick<TCheckoutDeps, 'catalogue'> & { read: TPaymentRead },
  paymentConfig: TPaymentConfig,
  request: FastifyRequest,
): Promise<TPaymentLoadResponse | null> {
  const { catalogue } = deps;
  const row = await runSessionRead(request, deps.read);
  if (!row) return null;
  const locale = requestLocale(request);
  const user = row.user;
  const [all, country, localization, currency, minimums] = await Promise.all([
    catalogue.catalogue(),
    catalogue.findCountry(user.countryId),
    catalogue.findLocalization(user.localization),
    catalogue.findCurrency(user.currencyIso ?? 'USD').then(async (c) => c ?? (await catalogue.findCurrency('USD'))),
    catalogue.minimumPrepayAmounts(),
  ]);
  if (!currency) throw new Error('USD is not in the catalogue');
  const balances = ledgerBalancesOf(row, currency);
  const selectable = all.currencies.filter((c) => all.currencyByIso.get(c.isoCode)?.isSelectable !== false);
  return {
    countries: all.countries,
    currencies: selectable,
    cardCurrencies: selectable.map((c) => c.isoCode),
    braintreeMerchantAccounts: Object.fromEntries(selectable.map((c) => [c.isoCode, `sandbox-${c.isoCode.toLowerCase()}`])),
    fapiaoTypes: FAPIAO_TYPES.map((value) => ({ value, label: translate(locale, `fapiao-type-${value}`) })),
    fapiaoDeliveryTimelines: FAPIAO_DELIVERY_TIMELINES.map((value) => ({
      value,
      label: translate(locale, `fapiao-timeline-${value}`),
    })),
    fapiaoAvailable: isFapiaoAvailable({
      fapiaoEnabled: true,
      userCountryIso: country?.iso ?? null,
      localizationAllowsProcessingAfterPayment: localization?.allowsFapiaoProcessingAfterPayment ?? false,
    }),
    fapiaos: previousFapiaosOf(row.fapiaoPayments, locale),
    paymentMethods: paymentMethodViewsOf(configuredMethodsFor(user.localization), locale),
    promotionalCode: null,
    receiptCodes: { order: null, payoff: newReceiptCode(), prepay: newReceiptCode() },
    userAddresses: row.addresses.map(({ countryId, ...address }) => ({ ...address, country: countryId })),
    userCountry: { id: user.countryId ?? null, iso: country?.iso ?? null },
    currency,
    creditBalance: balances.creditBalance,
    availablePrepayment: balances.availablePrepayment,
    voucherAvailable: balances.voucherAvailable,
    bankDetails: paymentConfig.bankDetails,
    isImpersonated: row.impersonatorId !== null,
    minimumPrepayAmount: minimums[currency.isoCode] ?? 100 * 10 ** currency.numDecimals,
  };
}

/** How many earlier fapiaos the previous-fapiao selector offers. */
const PREVIOUS_FAPIAO_LIMIT = 10;

/**
 * The payer's earlier fapiaos (spec screen 15, previous-fapiao selector): the fapiao details kept with their
 * paid or awaited payments, newest first, one per type, title and taxpayer number. The id is the payment's.
 */
export function previousFapiaosOf(rows: TFapiaoPaymentJson[], locale: TLocale): TSavedFapiao[] {
  const seen = new Set<string>();
  const fapiaos: TSavedFapiao[] = [];
  for (const row of rows) {
    const parsed = ZFapiaoForm.safeParse(row.fapiao);
    if (!parsed.success) continue;
    const { id: _previous, ...fapiao } = parsed.data;
    const key = `${fapiao.type}|${fapiao.title}|${fapiao.taxpayerNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    fapiaos.push({
      ...fapiao,
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      typeLabel: translate(locale, `fapiao-type-${fapiao.type}`),
    });
    if (fapiaos.length === PREVIOUS_FAPIAO_LIMIT) break;
  }
  return fapiaos;
}
