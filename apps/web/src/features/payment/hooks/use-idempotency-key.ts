import { useRef } from 'react';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submission attempt: kept while the answer is unknown (a network failure, so a
 * retry replays the first answer instead of paying twice), renewed once the server has answered.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    current: (): string => {
      key.current ??= newKey();
      return key.current;
    },
    renew: (): void => {
      key.current = null;
    },
  };
}
