import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn, signOut } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

describe('(b) sign-out and the login guard', () => {
  const journey = setUpJourney('b-sign-in-redirect');

  it('sends a signed-out visitor of /en/account to the login page and back after signing in', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await screenshot(page, 'b-sign-in-redirect-1-signed-in');

    await signOut(page);
    const afterSignOut = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(afterSignOut.user.loggedIn, false, 'the server no longer knows the session after signing out');
    await screenshot(page, 'b-sign-in-redirect-2-signed-out');

    await page.goto('/en/account');
    const login = await waitForPath(page, /^\/en\/login\?/);
    const redirect = login.searchParams.get('redirect');
    assert.match(redirect ?? '', /^\/(en\/)?account$/, `the login page remembers where the visitor was going (${login.search})`);
    await screenshot(page, 'b-sign-in-redirect-3-login-with-redirect');

    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await waitForPath(page, /^\/en\/account\/?$/);
    await page.getByText('alice@demo.test').first().waitFor();
    await screenshot(page, 'b-sign-in-redirect-4-account');
  });
});
