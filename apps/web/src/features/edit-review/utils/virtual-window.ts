/**
 * Which rows of a long list of equal rows to draw: those in the scrolled viewport plus `overscan` rows either
 * side, and always the rows in `keep` (the current change, the focused row), wherever they are.
 */
export function visibleRows(options: {
  count: number;
  rowHeight: number;
  scrollTop: number;
  viewport: number;
  overscan?: number;
  keep?: readonly number[];
}): number[] {
  const { count, rowHeight, scrollTop, viewport, overscan = 8, keep = [] } = options;
  if (count === 0 || rowHeight <= 0) return [];
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const rows = new Set<number>();
  for (let index = first; index <= last; index++) rows.add(index);
  for (const index of keep) if (index >= 0 && index < count) rows.add(index);
  return [...rows].sort((a, b) => a - b);
}

/** The scroll position that brings row `index` fully into a viewport scrolled to `scrollTop`, or null when it is in. */
export function scrollToRow(index: number, rowHeight: number, scrollTop: number, viewport: number): number | null {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewport) return Math.max(0, bottom - viewport);
  return null;
}
