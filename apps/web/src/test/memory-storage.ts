import { afterEach, beforeEach, vi } from 'vitest';

/** The browser's storage, in memory, for tests that run without a browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * Gives each test of the calling suite an empty `localStorage` of its own; afterwards the globals a test stubbed
 * (storage, fetch) and the clock are restored.
 */
export function withMemoryStorage(): void {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
