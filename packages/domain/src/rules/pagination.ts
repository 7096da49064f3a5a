/** Where a page of a list stands: its neighbours, the number of pages and of entries (a page past the end has only a previous). */
export type TPageNavigation = { current: number; previous: number | null; next: number | null; pages: number; total: number };

/** The navigation of page `page` of `total` entries shown `pageSize` a page (an empty list has one page). */
export function pageNavigationOf(page: number, total: number, pageSize: number): TPageNavigation {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    current: page,
    previous: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
    pages,
    total,
  };
}
