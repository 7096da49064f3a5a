import {
  FAPIAO_DELIVERY_TIMELINES,
  FAPIAO_TYPES,
  isFapiaoAvailable,
  PAYMENT_METHOD_RULES,
  type TLocale,
  type TPaymentLoadResponse,
  type TSavedFapiao,
  ZFapiaoForm,
} from '@portal/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TCheckoutDeps } from '../../checkout-deps.ts';
import type { TPaymentConfig } from '../../integrations/payments/payment-config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import type { TAuth } from '../../platform/sessions.ts';
import { getLedgerBalances } from '../ledger/service.ts';
import { configuredMethodsFor } from './configured-methods.ts';
import { currencyRowOf, newReceiptCode } from './service.ts';
import { payments } from './table.ts';

/** GET /api/payment/load: everything the payment form needs for the signed-in payer. */
export async function loadPaymentData(
  deps: Pick<TCheckoutDeps, 'db' | 'catalogue' | 'account'>,
  paymentConfig: TPaymentConfig,
  auth: TAuth,
  locale: TLocale,
): Promise<TPaymentLoadResponse> {
  const { db, catalogue, account } = deps;
  const user = auth.user;
  const [all, country, localization, currency, minimums, view] = await Promise.all([
    catalogue.catalogue(),
    catalogue.findCountry(user.countryId),
    catalogue.findLocalization(user.localization),
    catalogue.findCurrency(user.currencyIso ?? 'USD').then(async (c) => c ?? (await catalogue.findCurrency('USD'))),
    catalogue.minimumPrepayAmounts(),
    account.toUserView(db, user, auth),
  ]);
  if (!currency) throw new Error('USD is not in the catalogue');
  const balances = await getLedgerBalances(db, user.id, currencyRowOf(currency));
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
    fapiaos: await previousFapiaos(db, user.id, locale),
    paymentMethods: configuredMethodsFor(user.localization).map((id) => {
      const rules = PAYMENT_METHOD_RULES[id];
      return {
        id,
        key: rules.key,
        name: translate(locale, `payment-method-${rules.key}`),
        subheader: null,
        flow: rules.flow,
        isExternal: rules.isExternal,
      };
    }),
    promotionalCode: null,
    receiptCodes: { order: null, payoff: newReceiptCode(), prepay: newReceiptCode() },
    userAddresses: view.addresses.map((a) => ({ ...a, country: a.country.value })),
    userCountry: { id: user.countryId ?? null, iso: country?.iso ?? null },
    currency,
    creditBalance: balances.creditBalance,
    availablePrepayment: balances.availablePrepayment,
    voucherAvailable: balances.voucherAvailable,
    bankDetails: paymentConfig.bankDetails,
    isImpersonated: auth.impersonatorId !== null,
    minimumPrepayAmount: minimums[currency.isoCode] ?? 100 * 10 ** currency.numDecimals,
  };
}

/** How many earlier fapiaos the previous-fapiao selector offers. */
const PREVIOUS_FAPIAO_LIMIT = 10;

/**
 * The payer's earlier fapiaos (spec screen 15, previous-fapiao selector): the fapiao details kept with their
 * paid or awaited payments, newest first, one per type, title and taxpayer number. The id is the payment's.
 */
export async function previousFapiaos(db: DbOrTx, userId: number, locale: TLocale): Promise<TSavedFapiao[]> {
  const rows = await db
    .select({ id: payments.id, createdAt: payments.createdAt, fapiao: sql<unknown>`${payments.details} -> 'fapiao'` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        inArray(payments.status, ['captured', 'awaiting-payment']),
        sql`${payments.details} ? 'fapiao'`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(PREVIOUS_FAPIAO_LIMIT * 3);
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
      createdAt: row.createdAt.toISOString(),
      typeLabel: translate(locale, `fapiao-type-${fapiao.type}`),
    });
    if (fapiaos.length === PREVIOUS_FAPIAO_LIMIT) break;
  }
  return fapiaos;
}
