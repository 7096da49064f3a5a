import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../constants.ts';
import { fieldErrorsOf, MESSAGE, withParams } from '../messages.ts';
import { addressDisplay, PAYMENT_METHOD_RULES } from '../rules/payment/methods.ts';
import { makePaymentFormSchema, makePrepayAmountSchema, type TPaymentFormContext, type TPaymentFormInput } from './payment.ts';

const M = PAYMENT_METHOD;
const USD = { sign: '$', numDecimals: 2 };

function context(overrides: Partial<TPaymentFormContext> = {}): TPaymentFormContext {
  return {
    allowedMethodIds: [M.creditCard, M.payPal, M.bankTransfer],
    total: 10_000,
    amountDue: 10_000,
    currency: USD,
    availablePrepayment: 0,
    creditBalance: 0,
    fapiaoAvailable: false,
    showBrazilOptions: false,
    address: (methodId, requireFapiao) => addressDisplay({ methodId, requireFapiao }),
    countryHasStates: (id) => id === 1,
    isImpersonated: false,
    ...overrides,
  };
}

const address = { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 1 };
const card = { nonce: 'sandbox-nonce-1234', type: 'visa', lastFour: '1111' };

function errors(ctx: TPaymentFormContext, form: TPaymentFormInput): Record<string, string> {
  const result = makePaymentFormSchema(ctx).safeParse(form);
  if (result.success) return {};
  return fieldErrorsOf(result.error.issues);
}

describe('makePaymentFormSchema', () => {
  it('accepts a card payment with a billing address', () => {
    expect(
      errors(context(), {
        paymentMethodId: M.creditCard,
        amount: 10_000,
        currencyIso: 'USD',
        creditCard: card,
        billingAddress: address,
      }),
    ).toEqual({});
  });

  it('takes a purchase order number when given, and none when not: it is optional', () => {
    const payment = {
      paymentMethodId: M.creditCard,
      amount: 10_000,
      currencyIso: 'USD',
      creditCard: card,
      billingAddress: address,
    };
    expect(errors(context(), payment)).toEqual({});
    expect(errors(context(), { ...payment, purchaseOrder: { number: '' } })).toEqual({});
    expect(errors(context(), { ...payment, purchaseOrder: { number: 'PO-7781' } })).toEqual({});
  });

  it("asks for a method: 'Please choose a payment method.'", () => {
    expect(errors(context(), { amount: 10_000, currencyIso: 'USD' })).toEqual({ paymentMethodId: MESSAGE.paymentMethodRequired });
  });

  it('refuses a method the rules do not allow', () => {
    expect(
      errors(context(), {
        paymentMethodId: M.alipay,
        amount: 10_000,
        currencyIso: 'USD',
        billingAddress: { ...address, phone: '13800138000', name: 'Li' },
      }),
    ).toMatchObject({
      paymentMethodId: MESSAGE.paymentMethodNotAllowed,
    });
  });

  it("caps partial prepay at the balance: 'Prepay amount cannot exceed %(amount)s'", () => {
    const result = errors(context({ availablePrepayment: 5_000 }), {
      paymentMethodId: M.creditCard,
      amount: 4_000,
      currencyIso: 'USD',
      prepaymentOption: 'partialPayment',
      prepaymentApplied: 6_000,
      creditCard: card,
      billingAddress: address,
    });
    expect(result.prepaymentApplied).toBe(withParams(MESSAGE.prepayAmountExceeds, { amount: '$50.00' }));
  });

  it('bank transfer needs phone and organization on a separate invoice address', () => {
    const result = errors(context(), {
      paymentMethodId: M.bankTransfer,
      amount: 10_000,
      currencyIso: 'USD',
      billingAddress: address,
    });
    expect(result['billingAddress.phone']).toBe(MESSAGE.phoneRequired);
    expect(result['billingAddress.organization']).toBe(MESSAGE.organizationRequired);
    expect(result['invoiceAddress.address1']).toBe(MESSAGE.addressRequired);
    expect(result['invoiceAddress.organization']).toBe(MESSAGE.organizationRequired);
  });

  it('takes a bank transfer with or without a purchase order number', () => {
    const withOrganization = { ...address, organization: 'University of Illinois', phone: '+1 217 333 1000' };
    const form: TPaymentFormInput = {
      paymentMethodId: M.bankTransfer,
      amount: 10_000,
      currencyIso: 'USD',
      billingAddress: withOrganization,
      invoiceAddress: withOrganization,
      invoiceAddressSameAsBilling: false,
    };
    expect(errors(context(), form)).toEqual({});
    expect(errors(context(), { ...form, purchaseOrder: { number: 'PO-2026-0042' } })).toEqual({});
  });

  it("only the card lets the payer choose its currency: 'Please select a payment currency'", () => {
    const choosing = Object.entries(PAYMENT_METHOD_RULES)
      .filter(([, rules]) => rules.supportsCurrencySelection)
      .map(([id]) => Number(id));
    expect(choosing).toEqual([M.creditCard]);
    const fapesp: TPaymentFormInput = {
      paymentMethodId: M.creditCard,
      amount: 10_000,
      currencyIso: 'USD',
      creditCard: card,
      billingAddress: address,
      usingFapespFunds: true,
    };
    expect(errors(context(), fapesp)).toEqual({ 'creditCard.currency': MESSAGE.paymentCurrencyRequired });
    expect(errors(context(), { ...fapesp, creditCard: { ...card, currency: 'USD' } })).toEqual({});
  });

  it('a requested fapiao shows each required-field message and an 11-digit phone rule', () => {
    const result = errors(context({ fapiaoAvailable: true, allowedMethodIds: [M.alipay, M.unionPay, M.bankTransfer] }), {
      paymentMethodId: M.alipay,
      amount: 10_000,
      currencyIso: 'USD',
      requireFapiao: true,
      fapiao: {},
      billingAddress: { ...address, name: 'Li Wei', phone: '0105551234' },
    });
    expect(result).toMatchObject({
      'fapiao.type': MESSAGE.fapiaoTypeRequired,
      'fapiao.deliveryTimeline': MESSAGE.fapiaoTimelineRequired,
      'fapiao.title': MESSAGE.fapiaoTitleRequired,
      'fapiao.taxpayerNumber': MESSAGE.fapiaoTaxpayerRequired,
      'billingAddress.phone': MESSAGE.phoneElevenDigits,
    });
  });

  it("asks whether a fapiao is needed where one is available: 'You must select an option'", () => {
    const result = errors(context({ fapiaoAvailable: true, allowedMethodIds: [M.alipay] }), {
      paymentMethodId: M.alipay,
      amount: 10_000,
      currencyIso: 'USD',
      billingAddress: { ...address, name: 'Li Wei', phone: '13800138000' },
    });
    expect(result).toEqual({ requireFapiao: MESSAGE.fapiaoAnswerRequired });
  });

  it('boleto needs the Brazil option, installments, a valid CPF/CNPJ, a payer and an 8-digit postcode in Brazil', () => {
    const brazil = context({ showBrazilOptions: true, allowedMethodIds: [M.localCard, M.boleto, M.localPayPal] });
    const form: TPaymentFormInput = {
      paymentMethodId: M.boleto,
      amount: 10_000,
      currencyIso: 'BRL',
      taxIdentification: { type: 'CPF', number: '529.982.247-24' },
      billingAddress: { ...address, zip: '0131', country: 1 },
    };
    expect(errors(brazil, form)).toMatchObject({
      brazilPaymentMethods: MESSAGE.brazilOptionRequired,
      'taxIdentification.number': MESSAGE.taxNumberInvalid,
      numberOfInstallments: MESSAGE.installmentsRequired,
      boletoPayer: MESSAGE.boletoPayerRequired,
      'billingAddress.zip': MESSAGE.brazilPostcodeInvalid,
      'billingAddress.country': MESSAGE.countryRequired,
    });
    expect(
      errors(brazil, {
        ...form,
        brazilPaymentMethods: 'allpago',
        numberOfInstallments: 3,
        boletoPayer: 'João Silva',
        taxIdentification: { type: 'CPF', number: '529.982.247-25' },
        billingAddress: { ...address, state: 'SP', zip: '01310-100', country: 32 },
      }),
    ).toEqual({});
  });

  it("tax type and number are required: 'Please select your tax type.' / 'Please enter your tax number.'", () => {
    const brazil = context({ showBrazilOptions: true, allowedMethodIds: [M.localCard] });
    const result = errors(brazil, {
      paymentMethodId: M.localCard,
      amount: 10_000,
      currencyIso: 'BRL',
      brazilPaymentMethods: 'allpago',
      numberOfInstallments: 1,
      taxIdentification: { number: '' },
      billingAddress: { ...address, zip: '01310100', country: 32, organization: 'USP' },
    });
    expect(result).toMatchObject({
      'taxIdentification.type': MESSAGE.taxTypeRequired,
      'taxIdentification.number': MESSAGE.taxNumberRequired,
    });
  });
});

describe('makePrepayAmountSchema', () => {
  it("needs at least the currency's minimum: 'The amount needs to be more than {price}'", () => {
    const schema = makePrepayAmountSchema(10_000, USD);
    expect(schema.safeParse(10_000).success).toBe(true);
    const tooSmall = schema.safeParse(9_999);
    expect(tooSmall.success).toBe(false);
    expect(tooSmall.error?.issues[0]?.message).toBe(withParams(MESSAGE.prepayAmountTooSmall, { price: '$100.00' }));
  });
});
