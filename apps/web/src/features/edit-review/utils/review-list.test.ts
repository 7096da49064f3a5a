import type { TReviewBlock, TReviewChange } from '@portal/domain/api/edit-review';
import { describe, expect, it } from 'vitest';
import { isInSection, sectionIndex, sectionOptions } from './review-sections.ts';
import { EMPTY_SELECTION, selectedShown, tick, tickAll } from './selection.ts';
import { scrollToRow, visibleRows } from './virtual-window.ts';

const block = (id: string, kind: TReviewBlock['kind'], text: string, extra: Partial<TReviewBlock> = {}): TReviewBlock => ({
  id,
  kind,
  section: null,
  segments: [{ text }],
  ...extra,
});
const change = (id: string, blocks: string[], section: string | null): TReviewChange => ({
  id,
  kind: 'insertion',
  author: 'Editor',
  date: null,
  text: id,
  blocks,
  section,
});

const blocks: TReviewBlock[] = [
  block('d.1', 'paragraph', 'Title page'),
  block('d.2', 'heading', 'Introduction', {
    level: 1,
    segments: [{ text: 'Intro' }, { text: 'duction' }, { text: 'X', mark: 'del', change: 'd-9' }],
  }),
  block('d.3', 'paragraph', 'Text', { section: 'd.2' }),
  block('d.4', 'heading', 'Methods', { level: 2, section: 'd.4' }),
  block('d.5', 'cell', 'A cell', { section: 'd.4', cell: { table: 0, row: 0, column: 0 } }),
  block('d.6', 'heading', 'Results', { level: 1, section: 'd.6' }),
  block('fn.1', 'footnote', 'A note'),
  block('h1.1', 'header', 'Running head'),
];
const changes = [
  change('d-1', ['d.1'], null),
  change('d-2', ['d.3'], 'd.2'),
  change('d-3', ['d.5'], 'd.4'),
  change('fn-1', ['fn.1'], null),
  change('h1-1', ['h1.1'], null),
];

describe('the change list', () => {
  it('offers the sections with changes, in document order, with their counts, and filters by them', () => {
    const index = sectionIndex(blocks, changes);
    expect(sectionOptions(blocks, index)).toEqual([
      { value: 'start', count: 1 },
      { value: 'h:d.2', heading: 'Introduction', level: 1, count: 1 },
      { value: 'h:d.4', heading: 'Methods', level: 2, count: 1 },
      { value: 'tables', count: 1 },
      { value: 'notes', count: 1 },
      { value: 'headers', count: 1 },
    ]);
    const of = (section: Parameters<typeof isInSection>[1]) =>
      changes.filter((item) => isInSection(item, section, index)).map((item) => item.id);
    expect(of('h:d.4')).toEqual(['d-3']);
    expect(of('tables')).toEqual(['d-3']);
    expect(of('notes')).toEqual(['fn-1']);
    expect(of('headers')).toEqual(['h1-1']);
    expect(of('start')).toEqual(['d-1']);
    expect(of('all')).toHaveLength(5);
  });

  it('ticks one change, a range with shift, all shown, and decides only the ticked changes shown', () => {
    const shown = changes;
    let selection = tick(EMPTY_SELECTION, shown, 1, { checked: true, range: false });
    selection = tick(selection, shown, 3, { checked: true, range: true });
    expect(selectedShown(selection, shown)).toEqual(['d-2', 'd-3', 'fn-1']);
    selection = tick(selection, shown, 2, { checked: false, range: false });
    expect(selectedShown(selection, shown)).toEqual(['d-2', 'fn-1']);
    // A range unticked from the anchor (d-3) up to d-1.
    selection = tick(selection, shown, 0, { checked: false, range: true });
    expect(selectedShown(selection, shown)).toEqual(['fn-1']);
    expect(selectedShown(tickAll(selection, shown.slice(0, 2)), shown)).toEqual(['d-1', 'd-2', 'fn-1']);
    // Ticked changes a filter hides are not decided with the shown ones.
    expect(selectedShown(tickAll(EMPTY_SELECTION, shown), shown.slice(3))).toEqual(['fn-1', 'h1-1']);
  });

  it('draws only the rows in view and those it must keep, and scrolls a row into view', () => {
    const rows = visibleRows({ count: 1500, rowHeight: 40, scrollTop: 4000, viewport: 400, overscan: 2, keep: [0, 1499] });
    expect(rows).toEqual([0, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 1499]);
    expect(visibleRows({ count: 3, rowHeight: 40, scrollTop: 0, viewport: 400 })).toEqual([0, 1, 2]);
    expect(visibleRows({ count: 0, rowHeight: 40, scrollTop: 0, viewport: 400 })).toEqual([]);
    expect(scrollToRow(200, 40, 0, 400)).toBe(200 * 40 + 40 - 400);
    expect(scrollToRow(5, 40, 400, 400)).toBe(200);
    expect(scrollToRow(12, 40, 400, 400)).toBeNull();
  });
});
