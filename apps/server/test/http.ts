import type { LightMyRequestResponse } from 'fastify';
import type { TApp } from '../src/app.ts';
import { statementsOf } from '../src/platform/query-stats.ts';
import { SESSION_COOKIE } from '../src/platform/sessions.ts';
import { recentErrorsOf } from './test-app.ts';

export type TInjectOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** The session token (the value of the sid cookie). */
  session?: string | null;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** The client address; by default every request comes from a new one. */
  ip?: string;
};

let addressCount = 0;

/** A new client address per request, so that address-based throttles never couple two tests. */
function nextAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/**
 * A request as the web client sends it: with X-Requested-With and the session cookie. A 5xx answer
 * fails the test at once: no input a caller can send may break the server.
 */
export async function inject(app: TApp, options: TInjectOptions): Promise<LightMyRequestResponse> {
  const { method = 'GET', url, body, session, cookies = {}, headers = {}, ip } = options;
  const response = await app.inject({
    method,
    url,
    remoteAddress: ip ?? nextAddress(),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
    cookies: { ...(session ? { [SESSION_COOKIE]: session } : {}), ...cookies },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  if (response.statusCode >= 500) {
    const logged = recentErrorsOf(app);
    const why = logged.length > 0 ? `\nthe app's last errors:\n${logged.join('\n')}` : '';
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}${why}`);
  }
  return response;
}

/** The value a response sets for a cookie; undefined when it sets none, '' when it clears it. */
export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** The new session token a response sets, if any. */
export function sessionOf(response: LightMyRequestResponse): string | undefined {
  return cookieOf(response, SESSION_COOKIE) || undefined;
}

/** Signs in through the API and returns the session token. */
export async function login(app: TApp, email: string, password: string): Promise<string> {
  const response = await inject(app, { method: 'POST', url: '/api/auth/login', body: { email, password } });
  const session = sessionOf(response);
  if (response.statusCode !== 200 || !session)
    throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return session;
}

/** Whether a session token still signs its holder in. */
export async function isSignedIn(app: TApp, session: string): Promise<boolean> {
  const response = await inject(app, { url: '/api/account', session });
  return (response.json() as { user: { loggedIn: boolean } }).user.loggedIn;
}

/**
 * A signed-in GET that must answer 200, with the number of SQL statements it ran (the app built with
 * QUERY_STATS=1): 1 when the read cache kept the answer (the session lookup alone), 2 when the read ran again.
 */
export async function readCounted(app: TApp, url: string, session: string): Promise<{ statements: number | null; body: string }> {
  const response = await inject(app, { url, session });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return { statements: statementsOf(response.headers['server-timing']), body: response.body };
}
