import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefreshingCache } from './refreshing-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('refreshing cache', () => {
  it('loads once and then serves the kept value', async () => {
    const load = vi.fn(async () => 'v1');
    const cache = createRefreshingCache(load, 60_000);
    expect(await cache.get()).toBe('v1');
    expect(await cache.get()).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a stale read with the old value at once and refreshes in the background', async () => {
    vi.useFakeTimers({ now: 0 });
    let release: (value: string) => void = () => {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('old')
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const cache = createRefreshingCache(load, 60_000);
    expect(await cache.get()).toBe('old');
    vi.setSystemTime(61_000);
    // The refresh is still pending, yet the read does not wait for it.
    expect(await cache.get()).toBe('old');
    expect(load).toHaveBeenCalledTimes(2);
    release('new');
    await vi.waitFor(async () => expect(await cache.get()).toBe('new'));
  });

  it('keeps serving the last good value when a refresh fails', async () => {
    vi.useFakeTimers({ now: 0 });
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('down'));
    const cache = createRefreshingCache(load, 1_000);
    expect(await cache.get()).toBe('good');
    vi.setSystemTime(2_000);
    expect(await cache.get()).toBe('good');
    await Promise.resolve();
    expect(await cache.get()).toBe('good');
  });

  it('tries again after a failed first load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const cache = createRefreshingCache(load, 1_000);
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('up');
  });
});
