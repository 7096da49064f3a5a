import { describe, expect, it } from 'vitest';
import { isIsoDay } from './common.ts';
import { ZStaffQueueQuery } from './staff.ts';

describe('the staff queue’s filters', () => {
  it('take real days only, and never throw on anything else', () => {
    expect(['2026-11-25', '2024-02-29'].map(isIsoDay)).toEqual([true, true]);
    expect(
      [
        '2026-02-30',
        '2025-02-29',
        '0000-00-00',
        '0000-01-01',
        '10000-01-01',
        'Infinity',
        '9999-99-99',
        'wl',
        '',
        '2026-1-5',
        '2026-11-25T00:00',
      ].map(isIsoDay),
    ).toEqual(Array(11).fill(false));
  });

  it('default to the open orders on the first page, and refuse unknown values with a 400-worthy issue, not an exception', () => {
    expect(ZStaffQueueQuery.parse({})).toEqual({ status: 'open', page: 1 });
    for (const query of [
      { status: 'shipped' },
      { deadlineFrom: '0000-00-00' },
      { late: 'yes' },
      { assignee: 'bob' },
      { page: '..%2F' },
    ]) {
      expect(ZStaffQueueQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
