import { describe, expect, it } from 'vitest';
import { BRAZIL_COUNTRY_ID, PAYMENT_METHOD } from '../../constants.ts';
import { methodContext as context } from './fixtures/method-context.ts';
import {
  addressDisplay,
  allowedPaymentMethods,
  amountDueAfter,
  isFapiaoAvailable,
  isFapiaoRequired,
  isValidBrazilPostcode,
  isValidCnpj,
  isValidCpf,
  maxApplicablePrepay,
  PAYMENT_METHOD_RULES,
  reconcileFreeMethod,
  settlingMethod,
  showsBrazilOptions,
  showsFapiaoChoice,
  splitInstallments,
} from './methods.ts';

const M = PAYMENT_METHOD;
const CN = [M.alipay, M.weChat, M.unionPay, M.webPay, M.qrPay, M.creditCard, M.bankTransfer, M.credits];
const BR = [M.creditCard, M.payPal, M.bankTransfer, M.localCard, M.boleto, M.localPayPal, M.credits];

describe('allowedPaymentMethods', () => {
  it('lists the configured buttons; credits are not a button for an order', () => {
    expect(allowedPaymentMethods(context())).toEqual([M.creditCard, M.payPal, M.bankTransfer]);
  });

  it('offers nothing to choose when nothing is due (free, or covered by credits, prepayment or voucher)', () => {
    expect(allowedPaymentMethods(context({ total: 0, amountDue: 0 }))).toEqual([]);
    expect(allowedPaymentMethods(context({ amountDue: 0 }))).toEqual([]);
  });

  it('research-grant funding keeps only card and bank transfer', () => {
    expect(allowedPaymentMethods(context({ usingFunds: true, configuredMethods: CN }))).toEqual([M.creditCard, M.bankTransfer]);
  });

  it('a required fapiao keeps only Alipay, UnionPay and bank transfer', () => {
    expect(allowedPaymentMethods(context({ requireFapiao: true, configuredMethods: CN }))).toEqual([
      M.alipay,
      M.unionPay,
      M.bankTransfer,
    ]);
  });

  it('Brazil: the local provider hides the others; without it the local methods are hidden; FAPESP is grant funding', () => {
    const brazil = { configuredMethods: BR, userCountryIso: 'BR' };
    expect(allowedPaymentMethods(context({ ...brazil, brazilOption: 'allpago' }))).toEqual([
      M.localCard,
      M.boleto,
      M.localPayPal,
    ]);
    expect(allowedPaymentMethods(context({ ...brazil, brazilOption: 'no-requirements' }))).toEqual([
      M.creditCard,
      M.payPal,
      M.bankTransfer,
    ]);
    expect(allowedPaymentMethods(context({ ...brazil, brazilOption: 'fapesp' }))).toEqual([M.creditCard, M.bankTransfer]);
    // Someone outside Brazil never gets the local provider, whatever the form says.
    expect(allowedPaymentMethods(context({ configuredMethods: BR, userCountryIso: 'US', brazilOption: 'allpago' }))).toEqual([
      M.creditCard,
      M.payPal,
      M.bankTransfer,
    ]);
  });

  it('prepay excludes Alipay and credits, and bank transfer is disabled there', () => {
    expect(allowedPaymentMethods(context({ purpose: 'prepay', configuredMethods: CN, creditBalance: 5 }))).toEqual([
      M.weChat,
      M.unionPay,
      M.webPay,
      M.qrPay,
      M.creditCard,
    ]);
  });

  it('payoff: credits only when the credit balance is below the total; bank transfer always', () => {
    expect(allowedPaymentMethods(context({ purpose: 'payoff', creditBalance: 5_000 }))).toEqual([
      M.creditCard,
      M.payPal,
      M.bankTransfer,
      M.credits,
    ]);
    expect(allowedPaymentMethods(context({ purpose: 'payoff', creditBalance: 10_000 }))).not.toContain(M.credits);
    expect(allowedPaymentMethods(context({ purpose: 'payoff', creditBalance: 0 }))).not.toContain(M.credits);
    expect(allowedPaymentMethods(context({ purpose: 'payoff', usingFunds: true }))).toContain(M.bankTransfer);
  });

  it('the staff bank-transfer goal: impersonating offers only bank transfer, otherwise bank transfer is hidden', () => {
    expect(allowedPaymentMethods(context({ isStaffBankTransferGoal: true, isImpersonated: true }))).toEqual([M.bankTransfer]);
    expect(allowedPaymentMethods(context({ isStaffBankTransferGoal: true }))).toEqual([M.creditCard, M.payPal]);
    expect(allowedPaymentMethods(context({ isStaffBankTransferGoal: true, adminCreated: true }))).toEqual([
      M.creditCard,
      M.payPal,
      M.bankTransfer,
    ]);
  });
});

describe('free, settling and applied amounts', () => {
  it('a zero total selects free; a positive total with free chosen clears it', () => {
    expect(reconcileFreeMethod(0, M.creditCard)).toBe(M.free);
    expect(reconcileFreeMethod(-1, null)).toBe(M.free);
    expect(reconcileFreeMethod(100, M.free)).toBeNull();
    expect(reconcileFreeMethod(100, M.payPal)).toBe(M.payPal);
  });

  it('settles with the voucher or credits when they cover everything, otherwise a method is needed', () => {
    const none = { voucherApplied: 0, creditsApplied: 0, prepaymentApplied: 0 };
    expect(settlingMethod({ total: 0, amountDue: 0, ...none })).toBe(M.free);
    expect(settlingMethod({ total: 500, amountDue: 0, ...none, voucherApplied: 500 })).toBe(M.voucher);
    expect(settlingMethod({ total: 500, amountDue: 0, ...none, prepaymentApplied: 500 })).toBe(M.credits);
    expect(settlingMethod({ total: 500, amountDue: 1, ...none, creditsApplied: 499 })).toBeNull();
  });

  it('never asks for less than zero, and prepay applies at most the smaller of balance and total', () => {
    expect(amountDueAfter(10_000, { creditsApplied: 2_500, prepaymentApplied: 2_500 })).toBe(5_000);
    expect(amountDueAfter(10_000, { voucherApplied: 50_000 })).toBe(0);
    expect(maxApplicablePrepay(15_000, 10_000)).toBe(10_000);
    expect(maxApplicablePrepay(4_000, 10_000)).toBe(4_000);
    expect(maxApplicablePrepay(-5, 10_000)).toBe(0);
  });
});

describe('fapiao', () => {
  it('is available only when configured, for CN users, where it is not issued after payment', () => {
    const settings = { fapiaoEnabled: true, userCountryIso: 'CN', localizationAllowsProcessingAfterPayment: false };
    expect(isFapiaoAvailable(settings)).toBe(true);
    expect(isFapiaoAvailable({ ...settings, fapiaoEnabled: false })).toBe(false);
    expect(isFapiaoAvailable({ ...settings, userCountryIso: 'US' })).toBe(false);
    expect(isFapiaoAvailable({ ...settings, localizationAllowsProcessingAfterPayment: true })).toBe(false);
  });

  it('is required only when available, asked for, and the method supports it', () => {
    expect(isFapiaoRequired(true, M.alipay, true)).toBe(true);
    expect(isFapiaoRequired(true, M.weChat, true)).toBe(false);
    expect(isFapiaoRequired(true, M.bankTransfer, false)).toBe(false);
    expect(isFapiaoRequired(false, M.unionPay, true)).toBe(false);
  });

  it('shows the question when the total is above 0 and (confirmed, not available or selection disabled)', () => {
    const base = { total: 100, requirementConfirmed: false, available: true, selectionDisabled: false };
    expect(showsFapiaoChoice(base)).toBe(false);
    expect(showsFapiaoChoice({ ...base, requirementConfirmed: true })).toBe(true);
    expect(showsFapiaoChoice({ ...base, available: false })).toBe(true);
    expect(showsFapiaoChoice({ ...base, selectionDisabled: true })).toBe(true);
    expect(showsFapiaoChoice({ ...base, total: 0, requirementConfirmed: true })).toBe(false);
  });
});

describe('addressDisplay', () => {
  it('bank transfer: phone, organization, VAT without fapiao, and a separate invoice address', () => {
    expect(addressDisplay({ methodId: M.bankTransfer, requireFapiao: false })).toMatchObject({
      showBilling: true,
      showPhone: true,
      showVat: true,
      requireOrganization: true,
      forcesInvoiceAddress: true,
      restrictCountryId: null,
    });
    expect(addressDisplay({ methodId: M.bankTransfer, requireFapiao: true }).showVat).toBe(false);
  });

  it('the local provider restricts the country to Brazil and asks for an 8-digit postcode', () => {
    for (const id of [M.localCard, M.boleto, M.localPayPal]) {
      const display = addressDisplay({ methodId: id, requireFapiao: false });
      expect(display.restrictCountryId).toBe(BRAZIL_COUNTRY_ID);
      expect(display.brazilPostcode).toBe(true);
    }
    expect(addressDisplay({ methodId: M.creditCard, requireFapiao: false }).restrictCountryId).toBeNull();
  });

  it('names for local card, Alipay, UnionPay, WeChat; phones where required or with a fapiao', () => {
    expect(addressDisplay({ methodId: M.alipay, requireFapiao: false }).showName).toBe(true);
    expect(addressDisplay({ methodId: M.creditCard, requireFapiao: false }).showName).toBe(false);
    expect(addressDisplay({ methodId: M.creditCard, requireFapiao: false }).showPhone).toBe(false);
    expect(addressDisplay({ methodId: M.creditCard, requireFapiao: true }).showPhone).toBe(true);
    expect(addressDisplay({ methodId: M.unionPay, requireFapiao: true }).phoneElevenDigits).toBe(true);
  });

  it('web pay and QR pay need no billing information; China users are not asked for a card billing address', () => {
    expect(addressDisplay({ methodId: M.webPay, requireFapiao: false }).showBilling).toBe(false);
    expect(addressDisplay({ methodId: M.qrPay, requireFapiao: false }).showBilling).toBe(false);
    expect(addressDisplay({ methodId: M.creditCard, requireFapiao: false, userCountryIso: 'CN' }).showBilling).toBe(false);
    expect(addressDisplay({ methodId: M.alipay, requireFapiao: false, userCountryIso: 'CN' }).showBilling).toBe(true);
    expect(addressDisplay({ methodId: null, requireFapiao: false }).showBilling).toBe(false);
  });
});

describe('the method table (shell-and-account §9)', () => {
  const idsWhere = (rule: (id: keyof typeof PAYMENT_METHOD_RULES) => boolean) =>
    (Object.keys(PAYMENT_METHOD_RULES).map(Number) as (keyof typeof PAYMENT_METHOD_RULES)[]).filter(rule).sort((a, b) => a - b);

  it('numbers the methods as the spec does', () => {
    const table = Object.entries(PAYMENT_METHOD).map(([name, id]) => `${name} ${id}`);
    expect(table.join(', ')).toBe(
      'credits 1, creditCard 3, free 4, payPal 6, bankTransfer 9, alipay 19, boleto 20, unionPay 21, localPayPal 22, localCard 23, weChat 25, voucher 26, webPay 27, qrPay 28',
    );
  });

  it('lets only the credit card choose a currency', () => {
    expect(idsWhere((id) => PAYMENT_METHOD_RULES[id].supportsCurrencySelection)).toEqual([M.creditCard]);
  });

  it('asks an organization for bank transfer and the two local-provider methods only', () => {
    expect(idsWhere((id) => PAYMENT_METHOD_RULES[id].requiresOrganization)).toEqual([M.bankTransfer, M.localPayPal, M.localCard]);
    for (const id of [M.bankTransfer, M.localPayPal, M.localCard]) {
      expect(addressDisplay({ methodId: id, requireFapiao: false }).requireOrganization).toBe(true);
    }
    expect(addressDisplay({ methodId: M.creditCard, requireFapiao: false }).requireOrganization).toBe(false);
  });

  it('asks a phone for local PayPal, Alipay, UnionPay, WeChat and bank transfer only', () => {
    expect(idsWhere((id) => PAYMENT_METHOD_RULES[id].requiresPhone)).toEqual([
      M.bankTransfer,
      M.alipay,
      M.unionPay,
      M.localPayPal,
      M.weChat,
    ]);
  });

  it('asks billing information of every method but web pay and QR pay', () => {
    expect(idsWhere((id) => !PAYMENT_METHOD_RULES[id].requiresBilling)).toEqual([M.webPay, M.qrPay]);
  });

  it('shows the billing address for card, PayPal and local-provider methods unless the invoice address is hidden', () => {
    for (const id of [M.creditCard, M.payPal, M.localCard, M.localPayPal, M.boleto]) {
      expect(addressDisplay({ methodId: id, requireFapiao: false }).showBilling).toBe(true);
      expect(addressDisplay({ methodId: id, requireFapiao: false, hideInvoiceAddress: true }).showBilling).toBe(false);
    }
  });
});

describe('Brazil', () => {
  it('shows its options only to Brazil users with a total above zero', () => {
    expect(showsBrazilOptions('BR', 1)).toBe(true);
    expect(showsBrazilOptions('BR', 0)).toBe(false);
    expect(showsBrazilOptions('PT', 100)).toBe(false);
  });

  it('divides installments equally, the first carrying the remainder, between 1 and 6', () => {
    expect(splitInstallments(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitInstallments(10_000, 1)).toEqual([10_000]);
    expect(splitInstallments(600, 6)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(splitInstallments(600, 9)).toHaveLength(6);
    expect(splitInstallments(600, 0)).toHaveLength(1);
    expect(splitInstallments(12_345, 4).reduce((a, b) => a + b, 0)).toBe(12_345);
  });

  it('checks CPF and CNPJ check digits, with or without punctuation', () => {
    for (const cpf of ['529.982.247-25', '52998224725']) expect(isValidCpf(cpf)).toBe(true);
    for (const cpf of ['529.982.247-24', '111.111.111-11', '1234']) expect(isValidCpf(cpf)).toBe(false);
    for (const cnpj of ['11.222.333/0001-81', '11222333000181']) expect(isValidCnpj(cnpj)).toBe(true);
    for (const cnpj of ['11.222.333/0001-80', '00.000.000/0000-00']) expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('postcode: 5 digits, optional dash, 3 digits', () => {
    expect(isValidBrazilPostcode('01310-100')).toBe(true);
    expect(isValidBrazilPostcode('01310100')).toBe(true);
    expect(isValidBrazilPostcode('0131-0100')).toBe(false);
    expect(isValidBrazilPostcode('0131010')).toBe(false);
  });
});
