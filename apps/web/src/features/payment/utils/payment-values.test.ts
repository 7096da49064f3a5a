import { makePaymentFormSchema, PAYMENT_METHOD, type TCurrency, type TPaymentLoadResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { BRL, CNY, paymentLoad, USD } from './payment-load-factory.ts';
import { formFieldOf, toPaymentInput } from './payment-submission.ts';
import { derivePaymentState, initialPaymentValues, type TPaymentInputs } from './payment-values.ts';

const countries = [
  { value: 45, label: 'United States', iso: 'US', states: [{ value: 'MI', label: 'Michigan' }] },
  { value: 32, label: 'Brazil', iso: 'BR', states: [] },
  { value: 7, label: 'China', iso: 'CN', states: [] },
];

function loadFor(localization: 'us' | 'br' | 'cn', overrides: Partial<TPaymentLoadResponse> = {}): TPaymentLoadResponse {
  const methods = {
    us: [PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal, PAYMENT_METHOD.bankTransfer, PAYMENT_METHOD.credits],
    br: [
      PAYMENT_METHOD.creditCard,
      PAYMENT_METHOD.payPal,
      PAYMENT_METHOD.bankTransfer,
      PAYMENT_METHOD.localCard,
      PAYMENT_METHOD.boleto,
      PAYMENT_METHOD.localPayPal,
    ],
    cn: [
      PAYMENT_METHOD.alipay,
      PAYMENT_METHOD.weChat,
      PAYMENT_METHOD.unionPay,
      PAYMENT_METHOD.creditCard,
      PAYMENT_METHOD.bankTransfer,
    ],
  }[localization];
  const country = { us: countries[0], br: countries[1], cn: countries[2] }[localization];
  return paymentLoad(methods, {
    countries,
    currencies: [USD, BRL, CNY],
    cardCurrencies: ['USD', 'EUR'],
    fapiaoAvailable: localization === 'cn',
    userCountry: { id: country?.value ?? null, iso: country?.iso ?? null },
    ...overrides,
  });
}

function inputsFor(load: TPaymentLoadResponse, currency: TCurrency, total: number): TPaymentInputs {
  return { purpose: 'order', total, currency, load, values: initialPaymentValues(load, currency), voucher: null };
}

/** The messages the shared rules give for a form, by the form field that shows them. */
function messagesOf(inputs: TPaymentInputs, card?: { nonce: string; brand: string; lastFour: string }) {
  const state = derivePaymentState(inputs);
  const result = makePaymentFormSchema(state.context).safeParse(toPaymentInput(inputs, state, card));
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [formFieldOf(issue.path), issue.message]));
}

const michigan = {
  label: 'billing' as const,
  name: '',
  phone: '',
  organization: 'University of Michigan',
  address1: '500 S State St',
  address2: '',
  city: 'Ann Arbor',
  state: 'MI',
  zip: '48109',
  country: '45',
};

describe('payment form values', () => {
  it('multimedia orders: bank transfer only when staff act for the customer, hidden otherwise', () => {
    const customer = { ...inputsFor(loadFor('us'), USD, 8910), goalKey: 'multimedia services' };
    expect(derivePaymentState(customer).listedMethodIds).toEqual([PAYMENT_METHOD.creditCard, PAYMENT_METHOD.payPal]);
    const staff = { ...inputsFor(loadFor('us', { isImpersonated: true }), USD, 8910), goalKey: 'multimedia services' };
    expect(derivePaymentState(staff).listedMethodIds).toEqual([PAYMENT_METHOD.bankTransfer]);
  });

  it('asks the staff options only of staff acting for the customer, on an order', () => {
    const staffOrder = inputsFor(loadFor('us', { isImpersonated: true }), USD, 8910);
    expect(derivePaymentState(staffOrder).context.asksStaffOptions).toBe(true);
    expect(derivePaymentState(inputsFor(loadFor('us'), USD, 8910)).context.asksStaffOptions).toBe(false);
    expect(derivePaymentState({ ...staffOrder, purpose: 'prepay' }).context.asksStaffOptions).toBe(false);
    expect(derivePaymentState({ ...staffOrder, purpose: 'payoff' }).context.asksStaffOptions).toBe(false);
  });

  it('offers card, PayPal and bank transfer to a US researcher and sends a card payment the rules accept', () => {
    const inputs = inputsFor(loadFor('us'), USD, 8910);
    expect(derivePaymentState(inputs).listedMethodIds).toEqual([
      PAYMENT_METHOD.creditCard,
      PAYMENT_METHOD.payPal,
      PAYMENT_METHOD.bankTransfer,
    ]);
    expect(messagesOf(inputs)).toEqual({ paymentMethodId: 'payment-method-required' });

    const paying = {
      ...inputs,
      values: { ...inputs.values, paymentMethodId: PAYMENT_METHOD.creditCard, billingAddress: michigan },
    };
    const card = { nonce: 'nonce-4111-approved', brand: 'Visa', lastFour: '1111' };
    expect(messagesOf(paying, card)).toEqual({});
    expect(toPaymentInput(paying, derivePaymentState(paying), card)).toMatchObject({
      paymentMethodId: PAYMENT_METHOD.creditCard,
      amount: 8910,
      currencyIso: 'USD',
      creditCard: { nonce: 'nonce-4111-approved', currency: 'USD', lastFour: '1111' },
      invoiceAddressSameAsBilling: true,
      receiptCode: 'R-1',
    });
  });

  it('settles with the voucher when it covers the order, and leaves no method to choose', () => {
    const load = loadFor('us', { voucherAvailable: true, creditBalance: 5000 });
    const inputs = { ...inputsFor(load, USD, 8910), voucher: { code: 'GIFT', amount: 10_000 } };
    inputs.values.useCredits = 'yes';
    const state = derivePaymentState(inputs);
    expect(state).toMatchObject({ voucherApplied: 8910, creditsApplied: 0, amountDue: 0, settling: PAYMENT_METHOD.voucher });
    expect(state.listedMethodIds).toEqual([]);
    expect(messagesOf(inputs)).toEqual({});
  });

  it('refuses a partial prepayment above the balance with the amount in the message', () => {
    const inputs = inputsFor(loadFor('us', { availablePrepayment: 5000 }), USD, 8910);
    inputs.values.prepaymentOption = 'partialPayment';
    inputs.values.prepayPartial = '60.00';
    inputs.values.paymentMethodId = PAYMENT_METHOD.payPal;
    inputs.values.billingAddress = michigan;
    expect(derivePaymentState(inputs).amountDue).toBe(2910);
    expect(messagesOf(inputs)).toEqual({ prepayPartial: 'prepay-amount-exceeds?amount=%2450.00' });
    inputs.values.prepayPartial = 'ten';
    expect(derivePaymentState(inputs).isPrepayPartialInvalid).toBe(true);
  });

  it('shows only the local provider methods for the Brazilian option and checks the CPF, installments and postcode', () => {
    const inputs = inputsFor(loadFor('br'), BRL, 90_000);
    inputs.values.brazilPaymentMethods = 'allpago';
    expect(derivePaymentState(inputs).listedMethodIds).toEqual([
      PAYMENT_METHOD.localCard,
      PAYMENT_METHOD.boleto,
      PAYMENT_METHOD.localPayPal,
    ]);
    inputs.values.paymentMethodId = PAYMENT_METHOD.boleto;
    inputs.values.taxIdentification = { type: 'CPF', number: '111.222.333-44' };
    inputs.values.billingAddress = { ...michigan, country: '32', state: 'SP', zip: '0550' };
    expect(messagesOf(inputs)).toEqual({
      'taxIdentification.number': 'tax-number-invalid',
      numberOfInstallments: 'installments-required',
      boletoPayer: 'boleto-payer-required',
      'billingAddress.zip': 'brazil-postcode-invalid',
    });
    inputs.values.taxIdentification = { type: 'CPF', number: '529.982.247-25' };
    inputs.values.numberOfInstallments = '3';
    inputs.values.boletoPayer = 'João Silva';
    inputs.values.billingAddress.zip = '05508-220';
    expect(messagesOf(inputs)).toEqual({});
    expect(toPaymentInput(inputs, derivePaymentState(inputs))).toMatchObject({
      numberOfInstallments: 3,
      requestAllpago: true,
      brazilPaymentMethods: 'allpago',
    });
  });

  it('asks a Chinese researcher about the fapiao, then for every fapiao field and an 11-digit phone', () => {
    const inputs = inputsFor(loadFor('cn'), CNY, 60_000);
    inputs.values.paymentMethodId = PAYMENT_METHOD.alipay;
    expect(messagesOf(inputs)).toMatchObject({ requireFapiao: 'fapiao-answer-required' });
    inputs.values.requireFapiao = 'yes';
    // WeChat issues no fapiao, so asking for one takes it off the list.
    expect(derivePaymentState(inputs).listedMethodIds).toEqual([
      PAYMENT_METHOD.alipay,
      PAYMENT_METHOD.unionPay,
      PAYMENT_METHOD.bankTransfer,
    ]);
    inputs.values.billingAddress = { ...michigan, country: '7', state: '', name: 'Li Wei', phone: '+86 10 6275 1234' };
    expect(messagesOf(inputs)).toEqual({
      'fapiao.type': 'fapiao-type-required',
      'fapiao.deliveryTimeline': 'fapiao-timeline-required',
      'fapiao.title': 'fapiao-title-required',
      'fapiao.taxpayerNumber': 'fapiao-taxpayer-required',
      'billingAddress.phone': 'phone-eleven-digits',
    });
  });

  it('keeps the research-grant methods only, and a forced invoice address for bank transfer', () => {
    const inputs = inputsFor(loadFor('us'), USD, 8910);
    inputs.values.usingFunds = true;
    expect(derivePaymentState(inputs).listedMethodIds).toEqual([PAYMENT_METHOD.creditCard, PAYMENT_METHOD.bankTransfer]);
    inputs.values.paymentMethodId = PAYMENT_METHOD.bankTransfer;
    const state = derivePaymentState(inputs);
    expect(state.showsInvoiceAddress).toBe(true);
    expect(toPaymentInput(inputs, state)).toMatchObject({ invoiceAddressSameAsBilling: false, purchaseOrder: { number: '' } });
  });
});
