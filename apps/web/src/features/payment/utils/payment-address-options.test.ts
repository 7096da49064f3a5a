import { addressDisplay, PAYMENT_METHOD, type TPaymentLoadResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { nameFieldLabelKey } from '../../../components/address-form/address-form-values.ts';
import en from '../../../locales/en/account.json';
import { addressSectionOptionsFor } from './payment-address-options.ts';
import { CNY, paymentLoad, USD } from './payment-load-factory.ts';
import { derivePaymentState, initialPaymentValues, type TPaymentInputs } from './payment-values.ts';

function loadFor(localization: 'us' | 'cn'): TPaymentLoadResponse {
  const methods =
    localization === 'cn'
      ? [PAYMENT_METHOD.alipay, PAYMENT_METHOD.unionPay, PAYMENT_METHOD.creditCard, PAYMENT_METHOD.bankTransfer]
      : [PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal, PAYMENT_METHOD.bankTransfer];
  const country =
    localization === 'cn'
      ? { value: 7, label: 'China', iso: 'CN', states: [] }
      : { value: 45, label: 'United States', iso: 'US', states: [] };
  return paymentLoad(methods, {
    countries: [country],
    currencies: [USD, CNY],
    fapiaoAvailable: localization === 'cn',
    userCountry: { id: country.value, iso: country.iso },
    currency: localization === 'cn' ? CNY : USD,
  });
}

function stateFor(localization: 'us' | 'cn', methodId: number, requireFapiao: 'yes' | 'no' | '') {
  const load = loadFor(localization);
  const currency = localization === 'cn' ? CNY : USD;
  const inputs: TPaymentInputs = {
    purpose: 'order',
    total: 60_000,
    currency,
    load,
    values: initialPaymentValues(load, currency),
    voucher: null,
  };
  inputs.values.paymentMethodId = methodId as TPaymentInputs['values']['paymentMethodId'];
  inputs.values.requireFapiao = requireFapiao;
  return derivePaymentState(inputs);
}

describe('the address sections of the payment step', () => {
  it("notes 'Mobile numbers only' at the phone when a fapiao needs an 11-digit phone", () => {
    const withFapiao = addressSectionOptionsFor(stateFor('cn', PAYMENT_METHOD.alipay, 'yes'));
    expect(withFapiao.billing).toMatchObject({ showPhone: true, phoneHint: 'mobile-only' });
    expect(withFapiao.invoice.phoneHint).toBe('mobile-only');
  });

  it('gives a phone no mobile note without a fapiao', () => {
    const alipay = addressSectionOptionsFor(stateFor('cn', PAYMENT_METHOD.alipay, 'no'));
    expect(alipay.billing.showPhone).toBe(true);
    expect(alipay.billing.phoneHint).toBeUndefined();
    const transfer = addressSectionOptionsFor(stateFor('us', PAYMENT_METHOD.bankTransfer, ''));
    expect(transfer.invoice).toMatchObject({ showPhone: true, isOrganizationRequired: true });
    expect(transfer.invoice.phoneHint).toBeUndefined();
  });

  it("labels the name field 'Cardholder's Name' for the local card, 'Customer name' for Alipay, UnionPay and WeChat", () => {
    // The name field shows for those four methods only (shell-and-account §9); each label as it shows, by method.
    const base = stateFor('cn', PAYMENT_METHOD.alipay, 'no');
    const labelsBy = (section: 'billing' | 'invoice') =>
      Object.fromEntries(
        Object.entries(PAYMENT_METHOD).map(([name, methodId]) => {
          const state = { ...base, methodId, display: addressDisplay({ methodId, requireFapiao: false }) };
          const key = nameFieldLabelKey(addressSectionOptionsFor(state)[section]);
          return [name, key === null ? null : en[key]];
        }),
      );
    const hidden = { credits: null, creditCard: null, free: null, payPal: null, bankTransfer: null, boleto: null };
    const alsoHidden = { localPayPal: null, voucher: null, webPay: null, qrPay: null };
    expect(labelsBy('billing')).toEqual({
      ...hidden,
      ...alsoHidden,
      localCard: "Cardholder's Name",
      alipay: 'Customer name',
      unionPay: 'Customer name',
      weChat: 'Customer name',
    });
    // The invoice address names the customer, whoever pays.
    expect(labelsBy('invoice')).toEqual({
      ...hidden,
      ...alsoHidden,
      localCard: 'Customer name',
      alipay: 'Customer name',
      unionPay: 'Customer name',
      weChat: 'Customer name',
    });
  });
});
