import { USER_DATA_CACHE_MS } from '@portal/domain';
import { queryClient, queryKeys } from './query-client.ts';

/** Where this browser keeps a researcher's order count: one entry per user, `{ count, at }`. */
const KEY_PREFIX = 'portal.order-count.';

/** How long a kept count is used without asking the server: as long as the user's data (shell-and-account §4). */
export const ORDER_COUNT_KEPT_MS = USER_DATA_CACHE_MS;

export type TKeptOrderCount = { count: number; at: number };

/** The count kept for this user, or null when there is none (or storage is blocked or garbled). */
export function readKeptOrderCount(identity: string): TKeptOrderCount | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY_PREFIX + identity) ?? 'null') as Partial<TKeptOrderCount> | null;
    if (!kept || !Number.isInteger(kept.count) || typeof kept.at !== 'number') return null;
    return { count: kept.count as number, at: kept.at };
  } catch {
    return null;
  }
}

/** Keeps the count the server answered, with the time it was read. */
export function keepOrderCount(identity: string, count: number): void {
  try {
    localStorage.setItem(KEY_PREFIX + identity, JSON.stringify({ count, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the next visit asks the server again.
  }
}

/** Drops every kept count, in storage and in memory: the researcher placed an order, or signed in or out. */
export function forgetOrderCounts(): void {
  queryClient.removeQueries({ queryKey: queryKeys.orderCounts });
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
