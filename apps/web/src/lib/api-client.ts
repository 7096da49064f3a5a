import { ApiError, NetworkError } from './api-errors.ts';
import { currentLocale } from './i18n.ts';

export { ApiError, NetworkError };

type TListener = (error: NetworkError | ApiError) => void;
const listeners = new Set<TListener>();

/**
 * The shell listens here: a session-invalid error signs the user out, a missing second factor sends staff to
 * enrol, a network error opens the reload modal.
 */
export function onApiFailure(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What reads a response body: a zod schema of the domain, or `serverChecked<T>()`. */
export type TResponseSchema<T = unknown> = { parse: (payload: unknown) => T };

/**
 * A schema, or the import that gives it: calls made from the sign-in screens load their schemas (and zod
 * with them) when they are made, not with the screen.
 */
export type TSchemaSource<S extends TResponseSchema> = S | (() => Promise<S>);

type TOutput<S extends TResponseSchema> = ReturnType<S['parse']>;

/**
 * The start-up reads (application load, account) are typed but not parsed again in the browser: the
 * server already checks every answer against the route's domain schema when it serializes it, and
 * parsing them here would put zod (about 20 KB) on every first screen, sign-in included.
 */
export function serverChecked<T>(): TResponseSchema<T> {
  return { parse: (payload) => payload as T };
}

async function schemaOf<S extends TResponseSchema>(source: TSchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? source() : source;
}

/** The error shape of the API (a message key, field errors); read only when a call fails. */
async function readError(payload: unknown): Promise<{ code: string; fieldErrors: Record<string, string> }> {
  const { ZErrorResponse } = await import('@portal/domain/api/common');
  const parsed = ZErrorResponse.safeParse(payload);
  return parsed.success
    ? { code: parsed.data.error, fieldErrors: parsed.data.fieldErrors ?? {} }
    : { code: 'generic error message', fieldErrors: {} };
}

type TRequestOptions<S extends TResponseSchema> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: TSchemaSource<S>;
  signal?: AbortSignal;
  /** Do not tell the shell listeners (the caller handles every failure itself). */
  isQuiet?: boolean;
  /** Extra request headers, e.g. a payment's Idempotency-Key. */
  headers?: Record<string, string>;
};

export async function apiRequest<S extends TResponseSchema>(path: string, options: TRequestOptions<S>): Promise<TOutput<S>> {
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
    const { code, fieldErrors } = await readError(payload);
    const error = new ApiError(response.status, code, fieldErrors);
    if (!options.isQuiet && (error.isSessionInvalid || error.isSecondFactorRequired || response.status >= 500)) {
      for (const listener of listeners) listener(response.status >= 500 ? new NetworkError('network-request-error') : error);
    }
    throw error;
  }
  return (await schemaOf(options.schema)).parse(payload) as TOutput<S>;
}

export const api = {
  get: <S extends TResponseSchema>(path: string, schema: TSchemaSource<S>, signal?: AbortSignal) =>
    apiRequest(path, { schema, signal }),
  post: <S extends TResponseSchema>(path: string, body: unknown, schema: TSchemaSource<S>) =>
    apiRequest(path, { method: 'POST', body, schema }),
  put: <S extends TResponseSchema>(path: string, body: unknown, schema: TSchemaSource<S>) =>
    apiRequest(path, { method: 'PUT', body, schema }),
  delete: <S extends TResponseSchema>(path: string, schema: TSchemaSource<S>) => apiRequest(path, { method: 'DELETE', schema }),
};
