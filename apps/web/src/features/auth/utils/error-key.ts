import { MESSAGE } from '@portal/domain';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';

/** The message key to show for a failed call; null when the reload modal already reports it. */
export function errorKeyOf(error: unknown, fallback: string = MESSAGE.genericError): string | null {
  if (error instanceof NetworkError) return null;
  if (error instanceof ApiError) return error.code || fallback;
  return fallback;
}
