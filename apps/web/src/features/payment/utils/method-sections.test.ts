import { PAYMENT_METHOD, PAYMENT_METHOD_RULES } from '@portal/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BankDetailsTable } from '../components/method-list.tsx';
import { PaymentFormSkeleton } from '../components/payment-form-skeleton.tsx';
import { methodSections } from './method-sections.ts';

const allRules = Object.values(PAYMENT_METHOD_RULES);

describe('the payment-method selector', () => {
  it('offers the purchase-order number and the bank details with bank transfer only', () => {
    const bankTransfer = methodSections(PAYMENT_METHOD_RULES[PAYMENT_METHOD.bankTransfer]);
    expect(bankTransfer.showsPurchaseOrder).toBe(true);
    expect(bankTransfer.showsBankDetails).toBe(true);
    const others = allRules.filter((rules) => rules.key !== 'bank-transfer');
    expect(others.length).toBeGreaterThan(3);
    for (const rules of others) {
      expect(methodSections(rules), rules.key).toMatchObject({ showsPurchaseOrder: false, showsBankDetails: false });
    }
    expect(methodSections(null)).toMatchObject({ showsPurchaseOrder: false, showsBankDetails: false });
  });

  it('shows the external-site disclaimer for the methods paid on another site, and for no other', () => {
    expect(methodSections(PAYMENT_METHOD_RULES[PAYMENT_METHOD.payPal]).showsExternalDisclaimer).toBe(true);
    expect(methodSections(PAYMENT_METHOD_RULES[PAYMENT_METHOD.creditCard]).showsExternalDisclaimer).toBe(false);
    expect(methodSections(PAYMENT_METHOD_RULES[PAYMENT_METHOD.bankTransfer]).showsExternalDisclaimer).toBe(false);
    for (const rules of allRules) expect(methodSections(rules).showsExternalDisclaimer, rules.key).toBe(rules.isExternal);
  });

  it('renders the bank-details table with username, account, bank and location', () => {
    const html = renderToStaticMarkup(
      createElement(BankDetailsTable, {
        bankDetails: { username: 'Portal Ltd', account: '0123456789', bank: 'First Bank', location: 'Durham, NC' },
      }),
    );
    const rows = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['payment-bank-username', 'Portal Ltd'],
      ['payment-bank-account', '0123456789'],
      ['payment-bank-bank', 'First Bank'],
      ['payment-bank-location', 'Durham, NC'],
    ]);
    expect(html).toContain('<caption>payment-bank-details</caption>');
  });

  it("stands in for the form while it loads, announced as 'payment-loading'", () => {
    const html = renderToStaticMarkup(createElement(PaymentFormSkeleton, { hasOptions: false }));
    expect(html).toMatch(/^<div class="payment-form payment-skeleton" role="status" aria-label="payment-loading">/);
  });
});
