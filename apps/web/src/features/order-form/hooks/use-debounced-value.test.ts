import { WORD_COUNT_DEBOUNCE_MS } from '@portal/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleDebounced } from './use-debounced-value.ts';

describe('the word-count price refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the new price 400 ms after typing stops, for the last count only', () => {
    vi.useFakeTimers();
    expect(WORD_COUNT_DEBOUNCE_MS).toBe(400);
    const asked: number[] = [];
    // As the effect runs: each keystroke cancels the previous schedule and starts a new one.
    let cancel = scheduleDebounced(5, WORD_COUNT_DEBOUNCE_MS, (v) => asked.push(v));
    vi.advanceTimersByTime(300);
    cancel();
    cancel = scheduleDebounced(50, WORD_COUNT_DEBOUNCE_MS, (v) => asked.push(v));
    vi.advanceTimersByTime(300);
    cancel();
    cancel = scheduleDebounced(5000, WORD_COUNT_DEBOUNCE_MS, (v) => asked.push(v));
    vi.advanceTimersByTime(399);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked).toEqual([5000]);
    cancel();
  });
});
