import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, registerInUnitedStates, saveBillingAddress, signIn, type TNewResearcher } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { englishText, loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { startWithDetectedManuscript } from '../support/order-form.ts';

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

/** The researcher the journey registers, in the United States. */
const LISE: TNewResearcher = { emailPrefix: 'shell', password: 'lise-meitner-1938', firstName: 'Lise', lastName: 'Meitner' };

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
    await registerInUnitedStates(page, LISE);
    await page.goto('/en/account');
    await page.getByLabel(say('account-group-code-field')).fill('univ10');
    await page.getByRole('button', { name: say('account-join-group') }).click();
    await page.getByText(say('preferred-group-join-success')).waitFor();
    await screenshot(page, `${NAME}-1-group-joined`);
    await page.getByRole('button', { name: say('account-leave-group') }).click();
    await page.getByText(say('preferred-group-leave-success', { code: 'UNIV10' })).waitFor();
    await page.getByRole('button', { name: say('account-join-group') }).waitFor();
  });

  it('shows the generic error when leaving the group fails, and keeps the group', async () => {
    const page = await journey.newPage();
    await registerInUnitedStates(page, LISE);
    await page.goto('/en/account');
    await page.getByLabel(say('account-group-code-field')).fill('UNIV10');
    await page.getByRole('button', { name: say('account-join-group') }).click();
    await page.getByText(say('preferred-group-join-success')).waitFor();
    await page.route('**/api/users/*/preferred-group', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal-error' }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: say('account-leave-group') }).click();
    await page.getByText(say('generic error message')).waitFor();
    await page.getByRole('button', { name: say('account-leave-group') }).waitFor();
  });

  it('shows generic-touchup-error when the account details cannot be saved', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account');
    // An error object without field errors (a 5xx opens the network-error modal instead, as above).
    await page.route('**/api/account/*/update-details', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'conflict' }) }),
    );
    await page.getByLabel('First name').fill('Alicia');
    await page.getByRole('button', { name: say('account-save-changes') }).click();
    await page.getByText(say('generic-touchup-error')).waitFor();
    assert.equal(
      await page.getByText(say('network-request-error')).count(),
      0,
      'an answer from the server is not a network failure',
    );
  });

  it('shows the error returned when accepting the migration terms fails', async () => {
    const page = await journey.newPage();
    await signIn(page, 'chen.min@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/wfoe-migration-status');
    await page.route('**/api/users/*/wfoe-tos-accepted', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: 'generic error message' }) }),
    );
    await page.getByRole('button', { name: englishText(/^Accept the terms$/).text }).click();
    await page.getByRole('dialog').getByText(say('generic error message')).waitFor();
  });

  it('tells a researcher back at the order form that they continue a previous submission, without the welcome band', async () => {
    const page = await journey.newPage();
    await startWithDetectedManuscript(page);
    await page.getByRole('button', { name: 'See services for your files' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    await page.goto('/en/researcher');
    await page.getByText('Signed in as alice@demo.test').first().waitFor();
    await page.goto('/en/researcher/submit');
    await waitForPath(page, /^\/en\/researcher\/submit\/manuscript-services$/);
    await page.getByText(say('continuing-previous-submission')).waitFor();
    const startOver = page.getByRole('link', { name: say('order-form-start-over') });
    assert.equal(await startOver.getAttribute('href'), '/en/researcher/submit/reset');
    assert.equal(await page.getByText('Signed in as alice@demo.test').count(), 0, 'no welcome band on the order form');
    await screenshot(page, `${NAME}-5-continuing`);
  });

  it('removes a deleted address from the list at once, before the server has answered', async () => {
    const page = await journey.newPage();
    await registerInUnitedStates(page, LISE);
    const saved = await saveBillingAddress(page, 'Lise Meitner');
    assert.equal(saved, 201, 'the address is saved');
    await page.goto('/en/account/addresses');
    await page.getByText('500 S State St').first().waitFor();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/addresses/*', async (route) => {
      if (route.request().method() !== 'DELETE') return route.continue();
      await held;
      return route.continue();
    });
    await page.getByRole('button', { name: say('address-delete'), exact: true }).click();
    await page.getByRole('button', { name: say('address-delete-confirm') }).click();
    // Gone while the DELETE is still held back.
    await page.getByText('500 S State St').waitFor({ state: 'detached' });
    release();
    await page.getByText(say('address-deleted')).waitFor();
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

  it('shows the generic error page in the shell when a screen cannot be loaded', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.route('**/assets/testimonial-submit-route-*.js', (route) => route.abort('failed'));
    await page.goto('/en/testimonials/submit');
    await page.getByRole('heading', { name: say('shell-error-heading'), level: 1 }).waitFor();
    await page.getByText(say('generic error message')).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  });

  it('shows an error icon where the WeChat QR code cannot be fetched', async () => {
    const page = await journey.newPage();
    await page.route('**/api/auth/wechat-login/*/qr.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/en/login');
    await page.getByRole('button', { name: say('wechat-sign-in-button') }).click();
    await page.getByText(say('wechat-qr-failed')).waitFor();
  });
});

/** Any address will do: the shell only adds the script tag; whether the browser may load it is the CSP's matter. */
const CONSENT_SCRIPT_URL = 'https://consent.example.test/consent-manager.js';

describe('shell and account: prepay switched off, a consent script configured', () => {
  /** The server's default features (apps/server/src/config.ts) without prepay_enabled. */
  const journey = setUpJourney(`${NAME}-no-prepay`, {
    env: { ENABLED_FEATURES: 'upload_files_ui,show_express_service_options,captcha', CONSENT_SCRIPT_URL },
  });

  it('injects the consent script the configuration names, and pushes a page view on each path change', async () => {
    const page = await journey.newPage();
    await page.goto('/en/login');
    await page.locator('script[data-consent-script]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('script[data-consent-script]').getAttribute('src'), CONSENT_SCRIPT_URL);
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await waitForPath(page, /^\/en\/researcher$/);
    const pageViews = () =>
      ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'page_view')
        .map((entry) => entry.page_path);
    // The event follows the render of the new path, a moment after the address changed.
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'page_view' && entry.page_path === '/en/researcher',
      ),
    );
    const views: string[] = await page.evaluate(pageViews);
    assert.equal(views[0], '/en/login', `the first page view is the login page: ${views.join(', ')}`);
    assert.equal(
      views.filter((view) => view === '/en/researcher').length,
      1,
      `one page view for the dashboard: ${views.join(', ')}`,
    );
  });

  it('shows the prepayments-disabled notice on the prepay page', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/prepay');
    await page.getByText(say('prepay-disabled')).waitFor();
  });
});
