import { describe, expect, it } from 'vitest';
import { changeSelection, headerCheckboxOf, selectedIn, selectionScopeOf } from './invoice-selection.ts';

const unpaidView = { status: 'unpaid', from: '', to: '', orderNumber: '' };
const invoice = (invoiceNumber: string, balance = 1_000, pendingWriteoff = false) => ({
  invoiceNumber,
  balance,
  pendingWriteoff,
});

describe('the invoices chosen for payment', () => {
  it('keeps the selection within one view and one set of filters, and clears it when either changes', () => {
    const scope = selectionScopeOf(unpaidView);
    const chosen = changeSelection({ scope, numbers: new Set() }, scope, ['A', 'B'], true);
    expect([...selectedIn(chosen, scope)]).toEqual(['A', 'B']);
    expect([...selectedIn(changeSelection(chosen, scope, ['A'], false), scope)]).toEqual(['B']);
    for (const changed of [
      { ...unpaidView, status: 'all' },
      { ...unpaidView, from: '2026-01-01' },
      { ...unpaidView, to: '2026-02-01' },
      { ...unpaidView, orderNumber: 'ABC' },
    ]) {
      const other = selectionScopeOf(changed);
      expect(selectedIn(chosen, other).size).toBe(0);
      // Ticking in the new view starts afresh: nothing of the old one comes back.
      expect([...selectedIn(changeSelection(chosen, other, ['C'], true), other)]).toEqual(['C']);
    }
  });

  it('selects every payable invoice of the page from the header checkbox, ticked when all are and mixed when some are', () => {
    const page = [invoice('A'), invoice('B'), invoice('PAID', 0), invoice('WRITE-OFF', 1_000, true)];
    expect(headerCheckboxOf(page, new Set())).toEqual({ payable: ['A', 'B'], isAllSelected: false, isMixed: false });
    expect(headerCheckboxOf(page, new Set(['A']))).toMatchObject({ isAllSelected: false, isMixed: true });
    expect(headerCheckboxOf(page, new Set(['A', 'B']))).toMatchObject({ isAllSelected: true, isMixed: false });
    expect(headerCheckboxOf([invoice('PAID', 0)], new Set())).toEqual({ payable: [], isAllSelected: false, isMixed: false });
    const scope = selectionScopeOf(unpaidView);
    const all = changeSelection({ scope, numbers: new Set() }, scope, headerCheckboxOf(page, new Set()).payable, true);
    expect([...selectedIn(all, scope)]).toEqual(['A', 'B']);
  });
});
