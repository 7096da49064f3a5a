import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, uniqueEmail } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';

/**
 * The shell's and the account's rules that no other journey shows (docs/spec-coverage/shell-and-account.md):
 * the start-up flags and failures, the messages of the account page and the prepay outcome, the gate's
 * redirect for a user outside it.
 */
const NAME = 'shell-and-account';
const en = loadCatalogue('en');
const say = (key: string, params: Record<string, string> = {}) => {
  const text = en[key];
  if (!text) throw new Error(`the English catalogue has no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
};

async function accountOf(page: Page): Promise<{ user: { loggedIn: boolean } }> {
  return page.evaluate(async () => (await fetch('/api/account')).json());
}

/** Registers a new researcher in the United States through the two-stage form. */
async function registerNewResearcher(page: Page): Promise<void> {
  await page.goto('/en/register');
  await page.getByLabel('Email address').fill(uniqueEmail('shell'));
  await page.getByRole('button', { name: 'Continue' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await password.waitFor();
  await password.fill('lise-meitner-1938');
  await page.getByLabel('First name').fill('Lise');
  await page.getByLabel('Last name').fill('Meitner');
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('I agree to the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForPath(page, /^\/en\/researcher\/?$/);
}

describe('shell and account: start-up flags, failures and messages', () => {
  const journey = setUpJourney(NAME);

  it('shows the message of a /login/failure/{message} path as an error on the login page', async () => {
    const page = await journey.newPage();
    await page.goto('/en/login/failure/login-form-error-message');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByText(say('login-form-error-message')).waitFor();
  });

  it('signs the user out when the app starts with the logout query flag', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher?logout=1');
    const login = await waitForPath(page, /^\/en\/login/);
    assert.equal(new URLSearchParams(login.search).has('logout'), false, 'the flag is dropped once handled');
    assert.equal((await accountOf(page)).user.loggedIn, false, 'the server no longer knows the session');
  });

  it('sends a user outside the migrating group from the migration page to /researcher', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/wfoe-migration-status');
    await waitForPath(page, /^\/en\/researcher$/);
  });

  it("returns from the address form's Cancel to the saved-address list", async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account/addresses');
    await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
    await waitForPath(page, /^\/en\/account\/addresses\/\d+$/);
    await page.getByRole('link', { name: say('address-cancel'), exact: true }).click();
    await waitForPath(page, /^\/en\/account\/addresses$/);
  });

  it('joins a preferred group and leaves it, each with its message', async () => {
    const page = await journey.newPage();
    await registerNewResearcher(page);
    await page.goto('/en/account');
    await page.getByLabel(say('account-group-code-field')).fill('univ10');
    await page.getByRole('button', { name: say('account-join-group') }).click();
    await page.getByText(say('preferred-group-join-success')).waitFor();
    await screenshot(page, `${NAME}-1-group-joined`);
    await page.getByRole('button', { name: say('account-leave-group') }).click();
    await page.getByText(say('preferred-group-leave-success', { code: 'UNIV10' })).waitFor();
    await page.getByRole('button', { name: say('account-join-group') }).waitFor();
  });

  it('shows the failed prepayment outcome, then goes back to the prepay page', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/prepay/complete/error');
    await page.getByText(say('payment-processing-error')).waitFor();
    await screenshot(page, `${NAME}-2-prepay-error`);
    await waitForPath(page, /^\/en\/researcher\/prepay$/, 20_000);
  });

  it('opens the network-error modal with a reload action when a request cannot reach the server', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account');
    await page.route('**/api/account/*/update-details', (route) => route.abort('failed'));
    const firstName = page.getByLabel('First name');
    await firstName.fill('Alicia');
    await page.getByRole('button', { name: say('account-save-changes') }).click();
    const modal = page.getByRole('dialog');
    await modal.getByText(say('network-request-error')).waitFor();
    await modal.getByRole('button', { name: say('common-reload') }).waitFor();
    await screenshot(page, `${NAME}-3-network-error`);
  });

  it('shows the error screen once every attempt to load the application failed', async () => {
    const page = await journey.newPage();
    await page.route('**/api/researcher/load', (route) => route.abort('failed'));
    await page.goto('/en/login');
    // Ten retries, backing off up to 3 s each: about 25 s.
    await page.getByRole('heading', { name: say('application-load-error') }).waitFor({ timeout: 60_000 });
    await screenshot(page, `${NAME}-4-load-error`);
  });

  it('shows an error icon where the WeChat QR code cannot be fetched', async () => {
    const page = await journey.newPage();
    await page.route('**/api/auth/wechat-login/*/qr.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/en/login');
    await page.getByRole('button', { name: say('wechat-sign-in-button') }).click();
    await page.getByText(say('wechat-qr-failed')).waitFor();
  });
});

describe('shell and account: prepay switched off', () => {
  /** The server's default features (apps/server/src/config.ts) without prepay_enabled. */
  const journey = setUpJourney(`${NAME}-no-prepay`, {
    env: { ENABLED_FEATURES: 'upload_files_ui,show_express_service_options,captcha' },
  });

  it('shows the prepayments-disabled notice on the prepay page', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/prepay');
    await page.getByText(say('prepay-disabled')).waitFor();
  });
});
