import { describe, expect, it } from 'vitest';
import { noticesWaiting, pickDashboardNotice } from './dashboard-notices.ts';

const all = {
  'unpaid-invoices': '1:INV-1',
  'unfinished-order': '2026-11-01T10:00:00Z',
  'check-spam': 'shown',
  'group-welcome': 'UNIV10',
  'automated-tools': 'tools-pages',
} as const;

describe('the dashboard notice', () => {
  it('shows the most pressing due notice: money owed before an unfinished order before the spam advice', () => {
    expect(pickDashboardNotice(all, {})).toBe('unpaid-invoices');
    expect(pickDashboardNotice({ 'check-spam': 'shown', 'unfinished-order': 'x' }, {})).toBe('unfinished-order');
    expect(pickDashboardNotice({ 'automated-tools': 'tools-pages', 'group-welcome': 'UNIV10' }, {})).toBe('group-welcome');
    expect(pickDashboardNotice({}, {})).toBeNull();
  });

  it('moves on to the next notice once one is dismissed, and counts those still waiting', () => {
    const dismissed = { 'unpaid-invoices': '1:INV-1', 'unfinished-order': '2026-11-01T10:00:00Z' };
    expect(pickDashboardNotice(all, dismissed)).toBe('check-spam');
    expect(noticesWaiting(all, dismissed)).toBe(2);
    expect(noticesWaiting(all, {})).toBe(4);
  });

  it('brings a dismissed notice back when what it says changed (a new unpaid invoice)', () => {
    const dismissed = { 'unpaid-invoices': '1:INV-1' };
    expect(pickDashboardNotice({ 'unpaid-invoices': '2:INV-1,INV-2', 'check-spam': 'shown' }, dismissed)).toBe('unpaid-invoices');
  });
});
