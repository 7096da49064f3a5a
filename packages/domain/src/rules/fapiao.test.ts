import { describe, expect, it } from 'vitest';
import { ZCreateFapiaoRequest, ZFapiaoRequestForm } from '../api/fapiao.ts';
import { PAYMENT_METHOD } from '../constants.ts';
import { fieldErrorsOf } from '../messages.ts';
import { isFapiaoCancellable, isFapiaoRequestable, isValidOrganizationName, isValidTaxpayerNumber } from './fapiao.ts';

const general = {
  type: 'general',
  serviceType: 'editing',
  organizationName: '北京大学',
  taxpayerNumber: '',
  contactEmail: 'li.wei@example.cn',
  contactPhone: '',
  shippingAddress: '',
};

function errorsOf(input: unknown): Record<string, string> {
  const parsed = ZFapiaoRequestForm.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

describe('fapiao form', () => {
  it('accepts a general fapiao without taxpayer number or mobile', () => {
    expect(errorsOf(general)).toEqual({});
  });

  it("gives the spec's messages for an empty form", () => {
    expect(errorsOf({})).toMatchObject({
      type: 'fapiao-type-required',
      serviceType: 'value-required',
      organizationName: 'fapiao-organization-name-error',
      contactEmail: 'emailAddressInvalidFormat',
    });
  });

  it('refuses an organization name with Latin letters, or shorter than 2 or longer than 100 characters', () => {
    expect(errorsOf({ ...general, organizationName: 'Peking University' }).organizationName).toBe(
      'fapiao-organization-name-error',
    );
    expect(errorsOf({ ...general, organizationName: '北京Da学' }).organizationName).toBe('fapiao-organization-name-error');
    expect(errorsOf({ ...general, organizationName: '北' }).organizationName).toBe('fapiao-organization-name-error');
    expect(errorsOf({ ...general, organizationName: '学'.repeat(101) }).organizationName).toBe('fapiao-organization-name-error');
    expect(errorsOf({ ...general, organizationName: '学'.repeat(100) })).toEqual({});
  });

  it('refuses a taxpayer number with lower-case letters or outside 6 to 20 characters', () => {
    expect(errorsOf({ ...general, taxpayerNumber: '91110000abcdef' }).taxpayerNumber).toBe('fapiao-taxpayer-number-error');
    expect(errorsOf({ ...general, taxpayerNumber: '12345' }).taxpayerNumber).toBe('fapiao-taxpayer-number-error');
    expect(errorsOf({ ...general, taxpayerNumber: '1'.repeat(21) }).taxpayerNumber).toBe('fapiao-taxpayer-number-error');
    expect(errorsOf({ ...general, taxpayerNumber: '12110000400000716A' })).toEqual({});
  });

  it('requires the taxpayer number and the mobile number for a special fapiao', () => {
    expect(errorsOf({ ...general, type: 'special' })).toEqual({
      taxpayerNumber: 'fapiao-taxpayer-number-error',
      contactPhone: 'phone-required',
    });
    expect(errorsOf({ ...general, type: 'special', taxpayerNumber: '12110000400000716A', contactPhone: '13800138000' })).toEqual(
      {},
    );
  });

  it('refuses a mobile number longer than 15 characters and an invalid e-mail', () => {
    expect(errorsOf({ ...general, contactPhone: '+86 138 0013 80001' }).contactPhone).toBe('phone-number-too-long');
    expect(errorsOf({ ...general, contactEmail: 'li.wei@' }).contactEmail).toBe('emailAddressInvalidFormat');
  });

  it('takes the payment id and receipt code with the form', () => {
    const parsed = ZCreateFapiaoRequest.safeParse({ ...general, paymentId: '12', receiptCode: 'INV-CN-000001' });
    expect(parsed.success && parsed.data.paymentId).toBe(12);
    expect(ZCreateFapiaoRequest.safeParse({ ...general, receiptCode: 'INV-CN-000001' }).success).toBe(false);
  });

  it('checks names and numbers on their own', () => {
    expect(isValidOrganizationName('复旦大学')).toBe(true);
    expect(isValidTaxpayerNumber('ABCDEF')).toBe(true);
    expect(isValidTaxpayerNumber('ABC-DEF')).toBe(false);
  });
});

describe('fapiao eligibility', () => {
  const eligible = {
    localizationAllowsAfterPayment: true,
    userCountryIso: 'CN',
    methodId: PAYMENT_METHOD.alipay,
    paymentStatus: 'captured',
    documentNumber: 'INV-CN-000012',
  };

  it('allows a captured Alipay, UnionPay or bank-transfer payment of a researcher in China', () => {
    expect(isFapiaoRequestable(eligible)).toBe(true);
    expect(isFapiaoRequestable({ ...eligible, methodId: PAYMENT_METHOD.unionPay })).toBe(true);
    expect(isFapiaoRequestable({ ...eligible, methodId: PAYMENT_METHOD.bankTransfer })).toBe(true);
  });

  it('refuses other methods, open payments, other countries and localizations without after-payment fapiao', () => {
    expect(isFapiaoRequestable({ ...eligible, methodId: PAYMENT_METHOD.weChat })).toBe(false);
    expect(isFapiaoRequestable({ ...eligible, methodId: PAYMENT_METHOD.creditCard })).toBe(false);
    expect(isFapiaoRequestable({ ...eligible, paymentStatus: 'awaiting-payment' })).toBe(false);
    expect(isFapiaoRequestable({ ...eligible, userCountryIso: 'US' })).toBe(false);
    expect(isFapiaoRequestable({ ...eligible, localizationAllowsAfterPayment: false })).toBe(false);
  });

  it('hides it for a prepayment whose number holds US', () => {
    expect(isFapiaoRequestable({ ...eligible, documentNumber: 'RI-US-000001' })).toBe(false);
    expect(isFapiaoRequestable({ ...eligible, documentNumber: 'RI-CN-000001' })).toBe(true);
  });
});

describe('fapiao cancellation', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('is offered for an issued fapiao whose payment is under one year old', () => {
    expect(isFapiaoCancellable({ status: 'issued', paymentCompletedAt: '2026-01-01T00:00:00Z', now })).toBe(true);
    expect(isFapiaoCancellable({ status: 'issued', paymentCompletedAt: '2025-11-26T11:00:00Z', now })).toBe(false);
  });

  it('is not offered before the fapiao is issued, nor after it was cancelled', () => {
    expect(isFapiaoCancellable({ status: 'requested', paymentCompletedAt: '2026-11-01T00:00:00Z', now })).toBe(false);
    expect(isFapiaoCancellable({ status: 'cancelled', paymentCompletedAt: '2026-11-01T00:00:00Z', now })).toBe(false);
  });

  it('is allowed past the year with the permission flag', () => {
    expect(isFapiaoCancellable({ status: 'issued', paymentCompletedAt: '2024-01-01T00:00:00Z', now, isPermitted: true })).toBe(
      true,
    );
  });
});
