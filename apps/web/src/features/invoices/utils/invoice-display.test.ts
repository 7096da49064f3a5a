import { describe, expect, it } from 'vitest';
import {
  decodeInvoiceNumbers,
  encodeInvoiceNumbers,
  invoiceStatus,
  isFapiaoSelectionDisabled,
  isPayable,
} from './invoice-display.ts';

describe('invoice display rules', () => {
  it('treats an invoice pending write-off as not payable even with a balance', () => {
    expect(isPayable({ balance: 500, pendingWriteoff: true })).toBe(false);
    expect(isPayable({ balance: 500, pendingWriteoff: false })).toBe(true);
    expect(isPayable({ balance: 0, pendingWriteoff: false })).toBe(false);
  });

  it('names a partly paid invoice apart from an unpaid one', () => {
    expect(invoiceStatus({ balance: 0, totalAmount: 1000, pendingWriteoff: false })).toBe('paid');
    expect(invoiceStatus({ balance: 400, totalAmount: 1000, pendingWriteoff: false })).toBe('partly-paid');
    expect(invoiceStatus({ balance: 1000, totalAmount: 1000, pendingWriteoff: false })).toBe('unpaid');
    expect(invoiceStatus({ balance: 1000, totalAmount: 1000, pendingWriteoff: true })).toBe('pending-writeoff');
  });

  it('round-trips invoice numbers with slashes and spaces through the pay path', () => {
    const numbers = ['INV-2026/001', 'INV 7'];
    const segment = encodeInvoiceNumbers(numbers);
    expect(segment).toBe('INV-2026%2F001,INV%207');
    expect(decodeInvoiceNumbers(decodeURIComponent(segment))).toEqual(numbers);
    expect(decodeInvoiceNumbers('A,,A, B')).toEqual(['A', 'B']);
  });

  it('disables the fapiao choice when more than one invoice is paid at once', () => {
    expect(isFapiaoSelectionDisabled([{ invoiceNumber: 'A' }])).toBe(false);
    expect(isFapiaoSelectionDisabled([{ invoiceNumber: 'A' }, { invoiceNumber: 'B' }])).toBe(true);
  });
});
