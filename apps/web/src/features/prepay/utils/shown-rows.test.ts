import { describe, expect, it } from 'vitest';
import { hasHiddenRows, shownRows } from './shown-rows.ts';

describe('the credits and prepayments tables', () => {
  it('show 5 rows until show all is pressed, then every row', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(shownRows(rows, false)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(shownRows(rows, true)).toEqual(rows);
    expect(hasHiddenRows(rows)).toBe(true);
  });

  it('need no toggle with 5 rows or fewer', () => {
    expect(shownRows(['a', 'b', 'c', 'd', 'e'], false)).toHaveLength(5);
    expect(hasHiddenRows(['a', 'b', 'c', 'd', 'e'])).toBe(false);
    expect(hasHiddenRows([])).toBe(false);
  });
});
