import { useSyncExternalStore } from 'react';

/** One global message at a time: a new one replaces the old (spec §4). Texts are message keys. */
export type TGlobalMessage = { kind: 'error' | 'info' | 'success' | 'warning'; message: string; params?: Record<string, string> };

let current: TGlobalMessage | null = null;
const subscribers = new Set<() => void>();

export function showMessage(message: TGlobalMessage | null): void {
  current = message;
  for (const notify of subscribers) notify();
}

/** The message shown now, if any. */
export function currentMessage(): TGlobalMessage | null {
  return current;
}

export function useGlobalMessage(): TGlobalMessage | null {
  return useSyncExternalStore((notify) => {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  }, currentMessage);
}
