import { describe, expect, it } from 'vitest';
import { orderFiltersOf, orderFiltersPath, orderSearchQuery, parseFilterDate, toFilterDate } from './order-filters.ts';

describe('order filters in the list path', () => {
  it('writes _ for every empty filter', () => {
    expect(orderFiltersPath({})).toBe('_/_/_/_/1');
    expect(orderFiltersPath({ xid: 'QKR48213', page: 2 })).toBe('QKR48213/_/_/_/2');
  });

  it('encodes titles and MM/dd/yyyy dates so each stays one segment', () => {
    const path = orderFiltersPath({ orderTitle: 'Heat / flow 50%', from: '01/31/2026', to: '' });
    expect(path).toBe('_/Heat%20%2F%20flow%2050%25/01%2F31%2F2026/_/1');
    expect(path.split('/')).toHaveLength(5);
  });

  it('reads back what it wrote, raw or decoded by the router', () => {
    const filters = { xid: 'QKR48213', orderTitle: 'Heat / flow 50%', from: '01/31/2026', to: '02/28/2026', page: 3 };
    const [xid, orderTitle, from, to, page] = orderFiltersPath(filters).split('/');
    expect(orderFiltersOf({ xid, orderTitle, from, to, page })).toEqual(filters);
    expect(orderFiltersOf({ xid: '_', orderTitle: 'Heat / flow 50%', from: '_', to: '_', page: 'x' })).toEqual({
      xid: '',
      orderTitle: 'Heat / flow 50%',
      from: '',
      to: '',
      page: 1,
    });
  });

  it('leaves empty filters out of the search query', () => {
    expect(orderSearchQuery({ xid: '', orderTitle: 'perovskite', from: '01/01/2026', to: '', page: 1 })).toBe(
      'orderTitle=perovskite&from=01%2F01%2F2026',
    );
  });
});

describe('filter dates', () => {
  it('reads MM/dd/yyyy as an ISO day and refuses impossible dates', () => {
    expect(parseFilterDate('02/28/2026')).toBe('2026-02-28');
    expect(parseFilterDate('02/30/2026')).toBeNull();
    expect(parseFilterDate('2026-02-28')).toBeNull();
    expect(parseFilterDate('13/01/2026')).toBeNull();
  });

  it("writes a date input's value as MM/dd/yyyy", () => {
    expect(toFilterDate('2026-02-28')).toBe('02/28/2026');
    expect(toFilterDate('')).toBe('');
  });
});
