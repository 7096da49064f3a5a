import { useSyncExternalStore } from 'react';

/** One global message at a time: a new one replaces the old (spec §4). Texts are message keys. */
export type TGlobalMessage = { kind: 'error' | 'info' | 'success' | 'warning'; message: string; params?: Record<string, string> };

let current: TGlobalMessage | null = null;
const subscribers = new Set<() => void>();

export function showMessage(message: TGlobalMessage | null): void {
  current = message;
  for (const notify of subscribers) notify();
}

export function useGlobalMessage(): TGlobalMessage | null {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => current,
  );
}
