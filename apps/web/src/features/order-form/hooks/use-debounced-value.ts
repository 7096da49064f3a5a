import { useEffect, useState } from 'react';

/** Sets `value` once `delayMs` have passed; the returned cancel (the effect's cleanup) drops it. */
export function scheduleDebounced<T>(value: T, delayMs: number, set: (value: T) => void): () => void {
  const timer = setTimeout(() => set(value), delayMs);
  return () => clearTimeout(timer);
}

/** The value once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => scheduleDebounced(value, delayMs, setDebounced), [value, delayMs]);
  return debounced;
}
