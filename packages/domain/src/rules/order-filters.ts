/**
 * The dashboard's order filters (researcher-area §2): xid, orderTitle, from and to (MM/dd/yyyy) and page,
 * carried in the path /researcher/index/orders/{xid}/{orderTitle}/{from}/{to}/{page}, where `_` stands for
 * an empty filter, so a filtered list can be shared and the back button returns to it.
 */

export type TOrderFilters = { xid: string; orderTitle: string; from: string; to: string; page: number };

export const EMPTY_ORDER_FILTERS: TOrderFilters = { xid: '', orderTitle: '', from: '', to: '', page: 1 };

const EMPTY_SEGMENT = '_';
const FILTER_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function encodeSegment(value: string): string {
  const trimmed = value.trim();
  return trimmed ? encodeURIComponent(trimmed) : EMPTY_SEGMENT;
}

function decodeSegment(segment: string | undefined): string {
  if (segment === undefined || segment === EMPTY_SEGMENT) return '';
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
}

/** The list's path after /researcher/index/orders/: five segments, `_` for each empty filter. */
export function orderFiltersPath(filters: Partial<TOrderFilters>): string {
  const page = filters.page && filters.page > 1 ? Math.floor(filters.page) : 1;
  return [filters.xid ?? '', filters.orderTitle ?? '', filters.from ?? '', filters.to ?? '']
    .map(encodeSegment)
    .concat(String(page))
    .join('/');
}

/** The filters of a list path's segments (as the router gives them, already decoded or not). */
export function orderFiltersOf(segments: {
  xid?: string;
  orderTitle?: string;
  from?: string;
  to?: string;
  page?: string;
}): TOrderFilters {
  const page = Number.parseInt(segments.page ?? '1', 10);
  return {
    xid: decodeSegment(segments.xid),
    orderTitle: decodeSegment(segments.orderTitle),
    from: decodeSegment(segments.from),
    to: decodeSegment(segments.to),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Whether any filter other than the page is set. */
export function hasOrderFilters(filters: TOrderFilters): boolean {
  return Boolean(filters.xid || filters.orderTitle || filters.from || filters.to);
}

/** A filter date 'MM/dd/yyyy' as an ISO day 'YYYY-MM-DD'; null when it is not a real date. */
export function parseFilterDate(text: string): string | null {
  const match = FILTER_DATE.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** An ISO day 'YYYY-MM-DD' (a date input's value) as the filter's 'MM/dd/yyyy'. */
export function toFilterDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** The search call's query string for the filters (empty ones left out). */
export function orderSearchQuery(filters: TOrderFilters): string {
  const query = new URLSearchParams();
  for (const name of ['xid', 'orderTitle', 'from', 'to'] as const) if (filters[name]) query.set(name, filters[name]);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}
