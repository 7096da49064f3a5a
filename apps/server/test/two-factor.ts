import type { TApp } from '../src/app.ts';
import { nextTotpCode } from './fixtures/two-factor/totp-codes.ts';
import { cookieOf, inject, sessionOf } from './http.ts';

/** The pending sign-in's cookie (modules/two-factor/pending-sign-in.ts). */
export const PENDING_COOKIE = 'two_factor';

export { nextTotpCode };

/** Sets up an authenticator app for the session's account; answers its secret and the recovery codes. */
export async function enrolTotp(app: TApp, session: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await inject(app, { method: 'POST', url: '/api/account/two-factor/totp', session });
  if (setup.statusCode !== 200) throw new Error(`totp setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirm = await inject(app, {
    method: 'POST',
    url: '/api/account/two-factor/totp/confirm',
    session,
    body: { code: await nextTotpCode(secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`totp confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] | null }).recoveryCodes ?? [] };
}

/** The password step of an account with a second factor: answers the pending sign-in's cookie. */
export async function passwordStep(app: TApp, email: string, password: string, ip?: string): Promise<string> {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/auth/login',
    body: { email, password },
    ...(ip ? { ip } : {}),
  });
  const pending = cookieOf(response, PENDING_COOKIE);
  if (response.statusCode !== 200 || !pending) throw new Error(`password step answered ${response.statusCode}: ${response.body}`);
  return pending;
}

/** Both steps with the authenticator app; answers the session token. */
export async function signInWithTotp(app: TApp, email: string, password: string, secret: string): Promise<string> {
  const pending = await passwordStep(app, email, password);
  const response = await inject(app, {
    method: 'POST',
    url: '/api/auth/two-factor',
    cookies: { [PENDING_COOKIE]: pending },
    body: { method: 'totp', code: await nextTotpCode(secret) },
  });
  const session = sessionOf(response);
  if (response.statusCode !== 200 || !session) throw new Error(`second step answered ${response.statusCode}: ${response.body}`);
  return session;
}
