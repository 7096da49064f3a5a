import { describe, expect, it } from 'vitest';
import { pageNavigationOf } from './pagination.ts';

describe('pageNavigationOf', () => {
  it('gives an empty list one page with no neighbours', () => {
    expect(pageNavigationOf(1, 0, 10)).toEqual({ current: 1, previous: null, next: null, pages: 1, total: 0 });
  });

  it('links a middle page both ways and counts partial pages', () => {
    expect(pageNavigationOf(2, 25, 10)).toEqual({ current: 2, previous: 1, next: 3, pages: 3, total: 25 });
  });

  it('points a page past the end back to the last page', () => {
    expect(pageNavigationOf(7, 25, 10)).toEqual({ current: 7, previous: 3, next: null, pages: 3, total: 25 });
  });
});
