import type { TStepName } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** A save answered with an error key in a successful response (`{ error, order }`). */
export class OrderFormSaveError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

export type TSaveError = { message: string; goBackTo: TStepName | null };

let current: TSaveError | null = null;
const subscribers = new Set<() => void>();

function publish(next: TSaveError | null): void {
  current = next;
  for (const notify of subscribers) notify();
}

/** The most precise key of a failure: the first field's message of a refused input, else the error's code. */
export function errorKeyOf(error: unknown): string {
  if (error instanceof OrderFormSaveError) return error.code;
  if (error instanceof ApiError) return Object.values(error.fieldErrors)[0] ?? error.code;
  return 'generic error message';
}

/** The message key a failed save shows, or null when the shell already handles the failure. */
export function saveErrorMessage(error: unknown): string | null {
  if (error instanceof OrderFormSaveError) return error.code;
  if (error instanceof ApiError) return error.status >= 500 || error.isSessionInvalid ? null : errorKeyOf(error);
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof NetworkError) return null;
  return 'generic error message';
}

/**
 * Opens the save-failure modal (spec §8): network and session failures are the shell's, every other
 * failure shows the server's text with a way back to the step named (the current one by default).
 */
export function reportSaveError(error: unknown, goBackTo: TStepName | null = null): void {
  const message = saveErrorMessage(error);
  if (message) publish({ message, goBackTo });
}

export function clearSaveError(): void {
  publish(null);
}

/** The failure the modal shows now, if any. */
export function currentSaveError(): TSaveError | null {
  return current;
}

export function useSaveError(): TSaveError | null {
  return useSyncExternalStore((notify) => {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  }, currentSaveError);
}
