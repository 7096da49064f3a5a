import type { Page } from 'playwright-core';
import { ANN_ARBOR_ADDRESS } from '../../apps/server/src/seed/demo-address.ts';
import { UI_TIMEOUT_MS, waitForPath } from './browser.ts';
import { nextTotpCode, totpSecretOf } from './second-factor.ts';

export const DEMO_PASSWORD = 'demo-pass-2026';

/**
 * Signs in through the login form. Opens /en/login unless the page already shows a login screen
 * (e.g. after a guard sent the visitor there with a redirect query), then waits to leave the login area.
 * An account with an authenticator app the journeys know (the demo staff's, or `totpSecret`) passes the
 * second step with the app's current code.
 */
export async function signIn(page: Page, email: string, password: string, options: { totpSecret?: string } = {}): Promise<void> {
  if (!new URL(page.url()).pathname.includes('/login')) await page.goto('/en/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const isSecondStep = (url: URL) => url.pathname.endsWith('/login/two-factor');
  await page.waitForURL((url) => !url.pathname.includes('/login') || isSecondStep(url), { timeout: UI_TIMEOUT_MS });
  const secret = options.totpSecret ?? totpSecretOf(email);
  if (isSecondStep(new URL(page.url())) && secret) {
    await page.getByLabel('Code from your authenticator app').fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('/login'), { timeout: UI_TIMEOUT_MS });
  }
}

/**
 * Signs a new page in as another page's user by sharing its session cookies. A staff sign-in needs the authenticator's
 * next code, and a code works once: a journey that opens many staff views would wait out the 30-second steps.
 */
export async function shareSession(signedIn: Page, page: Page): Promise<void> {
  await page.context().addCookies(await signedIn.context().cookies());
}

/** Signs out with the header's control: waits for the server to end the session and for the control to go. */
export async function signOut(page: Page): Promise<void> {
  const control = page.getByRole('button', { name: 'Sign out' });
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/auth/logout') && r.ok(), {
    timeout: UI_TIMEOUT_MS,
  });
  await control.click();
  await loggedOut;
  await control.waitFor({ state: 'hidden' });
}

/** A unique address per run, so a journey can be repeated against the same database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** Saves a billing address in Ann Arbor for `name` through the API, as the address book does; answers the status. */
export function saveBillingAddress(page: Page, name: string): Promise<number> {
  return page.evaluate(
    async ({ name, address }) => {
      const response = await fetch('/api/account/addresses', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({
          label: 'billing',
          name,
          phone: '+1 734 764 1817',
          ...address,
          address2: '',
          country: 45,
        }),
      });
      return response.status;
    },
    { name, address: ANN_ARBOR_ADDRESS },
  );
}

export type TNewResearcher = { emailPrefix: string; password: string; firstName: string; lastName: string };

/**
 * Registers a new researcher in the United States paying in US dollars through the two-stage form, and
 * waits for their dashboard; answers the (unique) e-mail address. The registration journey tests the form.
 */
export async function registerInUnitedStates(page: Page, researcher: TNewResearcher): Promise<string> {
  const email = uniqueEmail(researcher.emailPrefix);
  await page.goto('/en/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.waitFor();
  await password.fill(researcher.password);
  await page.getByLabel('First name').fill(researcher.firstName);
  await page.getByLabel('Last name').fill(researcher.lastName);
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('I agree to the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, /^\/en\/researcher\/?$/);
  return email;
}
