import { ZErrorResponse } from '@portal/domain';
import type { z } from 'zod';
import { currentLocale } from './i18n.ts';

/** An API answer that is not 2xx: its status and the message key the server chose. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(code);
  }

  get isSessionInvalid(): boolean {
    return this.status === 401 && this.code === 'session-invalid';
  }
}

/** The request never reached the server or its answer could not be read. */
export class NetworkError extends Error {}

type TListener = (error: NetworkError | ApiError) => void;
const listeners = new Set<TListener>();

/** The shell listens here: a session-invalid error signs the user out, a network error opens the reload modal. */
export function onApiFailure(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TRequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
  /** Do not tell the shell listeners (the caller handles every failure itself). */
  isQuiet?: boolean;
  /** Extra request headers, e.g. a payment's Idempotency-Key. */
  headers?: Record<string, string>;
};

export async function apiRequest<S extends z.ZodType>(path: string, options: TRequestOptions<S>): Promise<z.output<S>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Page-Language': currentLocale(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new NetworkError('network-request-error');
    if (!options.isQuiet) for (const listener of listeners) listener(error);
    throw error;
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ZErrorResponse.safeParse(payload);
    const error = new ApiError(
      response.status,
      parsed.success ? parsed.data.error : 'generic error message',
      parsed.success ? parsed.data.fieldErrors : {},
    );
    if (!options.isQuiet && (error.isSessionInvalid || response.status >= 500)) {
      for (const listener of listeners) listener(response.status >= 500 ? new NetworkError('network-request-error') : error);
    }
    throw error;
  }
  return options.schema.parse(payload);
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) => apiRequest(path, { schema, signal }),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S) => apiRequest(path, { method: 'POST', body, schema }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema: S) => apiRequest(path, { method: 'PUT', body, schema }),
  delete: <S extends z.ZodType>(path: string, schema: S) => apiRequest(path, { method: 'DELETE', schema }),
};
