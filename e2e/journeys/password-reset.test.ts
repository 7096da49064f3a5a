import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import { findLink, readMailbox } from '../support/mailbox.ts';

describe('(c) password reset through the mailbox', () => {
  const journey = setUpJourney('c-password-reset');

  it('sends a reset link, sets a new password with it, and signs in with the new password', async () => {
    const page = await journey.newPage();
    const newPassword = 'a-brand-new-secret-42';
    await page.goto('/en/login/forgot-password');
    await page.getByLabel('Email address').fill('alice@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();

    const mail = await readMailbox(journey.baseUrl, 'alice@demo.test', { subject: /password/i });
    await screenshot(page, 'c-password-reset-1-requested');
    const link = findLink(mail, journey.baseUrl);
    assert.match(new URL(link).pathname, /^\/en\/login\/reset-password\/[^/]+\/[^/]+$/);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await screenshot(page, 'c-password-reset-2-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await waitForPath(page, /^\/en\/login(\/|\?|$)/);
    await page.getByLabel('Email address').waitFor();
    await screenshot(page, 'c-password-reset-3-back-at-login');

    const oldLogin = await fetch(`${journey.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'alice@demo.test', password: DEMO_PASSWORD }),
    });
    assert.equal(oldLogin.status, 401, 'the old password no longer signs in');

    await signIn(page, 'alice@demo.test', newPassword);
    await waitForPath(page, /^\/en\/researcher\/?$/);
    await screenshot(page, 'c-password-reset-4-signed-in');
  });
});
