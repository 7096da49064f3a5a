import type { TCurrency, TPaymentLoadResponse } from '@portal/domain';

/** Test data: the currencies the payment tests price in. */
export const USD: TCurrency = {
  isoCode: 'USD',
  shortName: 'US$',
  name: 'US Dollar',
  sign: '$',
  exchangeRate: '1',
  numDecimals: 2,
};
export const BRL: TCurrency = { isoCode: 'BRL', shortName: 'R$', name: 'Real', sign: 'R$', exchangeRate: '5', numDecimals: 2 };
export const CNY: TCurrency = { isoCode: 'CNY', shortName: '¥', name: 'Yuan', sign: '¥', exchangeRate: '7', numDecimals: 2 };

/** Test data: what GET /api/payment/load answers, offering `methods` in that order, with `overrides` on top. */
export function paymentLoad(methods: readonly number[], overrides: Partial<TPaymentLoadResponse> = {}): TPaymentLoadResponse {
  return {
    countries: [],
    currencies: [USD],
    cardCurrencies: ['USD'],
    braintreeMerchantAccounts: {},
    fapiaoTypes: [{ value: 'general', label: 'General' }],
    fapiaoDeliveryTimelines: [{ value: 'with-payment', label: 'With payment' }],
    fapiaoAvailable: false,
    fapiaos: [],
    paymentMethods: methods.map((id) => ({
      id,
      key: String(id),
      name: String(id),
      subheader: null,
      flow: 'card',
      isExternal: false,
    })),
    promotionalCode: null,
    receiptCodes: { order: 'R-1', payoff: 'P-1', prepay: 'PP-1' },
    userAddresses: [],
    userCountry: { id: null, iso: null },
    currency: USD,
    creditBalance: 0,
    availablePrepayment: 0,
    voucherAvailable: false,
    bankDetails: { username: 'u', account: 'a', bank: 'b', location: 'l' },
    isImpersonated: false,
    minimumPrepayAmount: 10000,
    ...overrides,
  };
}
