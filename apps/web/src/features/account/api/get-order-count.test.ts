import { USER_DATA_CACHE_MS } from '@portal/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { forgetOrderCounts, keepOrderCount, readKeptOrderCount } from '../../../lib/order-count-cache.ts';
import { withMemoryStorage } from '../../../test/memory-storage.ts';
import { orderCountQuery } from './get-order-count.ts';

/** The server answers 7 orders; the calls it receives are counted. */
function serverWithSevenOrders(): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ numberOfOrders: 7 }), { headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** The count as a screen reads it, in a fresh page's query cache (a reload). */
const countOnNewPage = (identity: string) => new QueryClient().fetchQuery(orderCountQuery(identity));

describe('the order count kept in this browser (shell-and-account §7)', () => {
  withMemoryStorage();

  it('asks the server when no count is kept, and keeps its answer', async () => {
    const calls = serverWithSevenOrders();
    expect(await countOnNewPage('user-1')).toBe(7);
    expect(calls).toEqual(['/api/users/user-1/order-count']);
    expect(readKeptOrderCount('user-1')?.count).toBe(7);
  });

  it('uses the order count kept in this browser without asking the server', async () => {
    const calls = serverWithSevenOrders();
    keepOrderCount('user-1', 3);
    expect(await countOnNewPage('user-1')).toBe(3);
    expect(calls).toEqual([]);
    // Kept per user: another researcher's count is asked for.
    expect(await countOnNewPage('user-2')).toBe(7);
    expect(calls).toEqual(['/api/users/user-2/order-count']);
  });

  it('asks again once the kept count is older than the user data (ten minutes)', async () => {
    const calls = serverWithSevenOrders();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
    keepOrderCount('user-1', 3);
    vi.setSystemTime(Date.now() + USER_DATA_CACHE_MS - 1_000);
    expect(await countOnNewPage('user-1')).toBe(3);
    vi.setSystemTime(Date.now() + 2_000);
    expect(await countOnNewPage('user-1')).toBe(7);
    expect(calls).toHaveLength(1);
    expect(readKeptOrderCount('user-1')?.count).toBe(7);
  });

  it('forgets the kept counts, and only those, when an order is placed or the user signs in or out', () => {
    keepOrderCount('user-1', 3);
    keepOrderCount('user-2', 5);
    localStorage.setItem('portal.referral', '{"code":"DEMOALICE"}');
    forgetOrderCounts();
    expect(readKeptOrderCount('user-1')).toBeNull();
    expect(readKeptOrderCount('user-2')).toBeNull();
    expect(localStorage.getItem('portal.referral')).not.toBeNull();
  });

  it('asks the server when storage is blocked or holds something else', async () => {
    const calls = serverWithSevenOrders();
    localStorage.setItem('portal.order-count.user-1', 'not json');
    expect(await countOnNewPage('user-1')).toBe(7);
    vi.stubGlobal('localStorage', undefined);
    expect(await countOnNewPage('user-1')).toBe(7);
    expect(calls).toHaveLength(2);
  });
});
