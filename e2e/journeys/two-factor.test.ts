import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, signOut } from '../support/actions.ts';
import { ARTIFACTS_DIR, screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { nextTotpCode } from '../support/second-factor.ts';

const NAME = 'two-factor';
const ja = loadCatalogue('ja');

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain) stands in for the device: a platform passkey with
 * user verification that approves every request, as a laptop's fingerprint reader would.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The account page's security card, at the page's width and at a phone's. */
async function shootSecurityCard(page: Page, name: string) {
  const card = page.locator('#security');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, `${NAME}-${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(ARTIFACTS_DIR, `${NAME}-${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function shootSecondStep(page: Page, name: string) {
  await screenshot(page, `${NAME}-${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${NAME}-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The password step of an account with a second factor: the second-step page, no session yet. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/en/login?redirect=%2Fen%2Fresearcher%2Finvoices');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForPath(page, /^\/en\/login\/two-factor\?redirect=%2Fen%2Fresearcher%2Finvoices$/);
  await page.getByRole('heading', { name: 'Confirm it’s you', level: 1 }).waitFor();
}

describe('two-factor sign-in: a researcher adds a passkey and an authenticator app, then signs in with each', () => {
  // WebAuthn refuses an IP address as the relying party: the browser uses localhost, as PUBLIC_URL does.
  const journey = setUpJourney(NAME, { publicHost: 'localhost' });

  it('enrols a passkey and an app on the account page and passes the second step with either', async () => {
    const page = await journey.newPage();
    await addVirtualAuthenticator(page);
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account');
    const card = page.locator('#security');
    await card.getByRole('heading', { name: 'Sign-in security', level: 2 }).waitFor();
    await card.getByText('Two-step sign-in is off').waitFor();
    await shootSecurityCard(page, '1-account-off-en');

    // A passkey: the browser's dialog is the virtual authenticator's; the recovery codes are shown once.
    await card.getByLabel('Name of the new passkey').fill('Work laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = card.getByRole('region', { name: 'Recovery codes' });
    await codes.waitFor();
    const recoveryCodes = await codes.locator('code').allTextContents();
    assert.equal(recoveryCodes.length, 10);
    assert.ok(
      recoveryCodes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code)),
      recoveryCodes.join(' '),
    );
    await card.getByText('Two-step sign-in is on').waitFor();
    await shootSecurityCard(page, '2-recovery-codes-en');
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('Work laptop', { exact: true }).waitFor();

    // An authenticator app: the key is read off the page, the code computed as the app would.
    await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await card.getByRole('button', { name: 'Show the QR code' }).click();
    await card.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
    await shootSecurityCard(page, '3-app-setup-en');
    const secret = ((await card.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await card.getByLabel('6-digit code from the app').fill(await nextTotpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText('Authenticator app set up').waitFor();
    assert.equal(await card.getByRole('region', { name: 'Recovery codes' }).count(), 0, 'the second factor makes no new codes');
    await card.getByText('Unused recovery codes: 10').waitFor();
    await shootSecurityCard(page, '4-account-on-en');

    // The same card in Japanese.
    await page.goto('/jp/account');
    await page
      .locator('#security')
      .getByText(ja['two-factor-status-on'] ?? '')
      .waitFor();
    await page.locator('#security').getByText('Work laptop', { exact: true }).waitFor();
    await shootSecurityCard(page, '5-account-on-ja');
    await page.goto('/en/researcher');
    await signOut(page);

    // Sign-in with the passkey: the password alone leads to the second step, which keeps the redirect.
    await passwordStep(page, 'alice@demo.test');
    await shootSecondStep(page, '6-second-step-en');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await waitForPath(page, /^\/en\/researcher\/invoices$/);
    await signOut(page);

    // Sign-in with the app's code; a wrong one first.
    await passwordStep(page, 'alice@demo.test');
    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right, or it was already used. Please try the next one.').waitFor();
    await page.getByLabel('Code from your authenticator app').fill(await nextTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, /^\/en\/researcher\/invoices$/);
    await signOut(page);

    // The second step in Japanese, and a recovery code in place of the app.
    await passwordStep(page, 'alice@demo.test');
    await page.goto('/jp/login/two-factor');
    await page.getByRole('heading', { name: ja['two-factor-step-title'], level: 1 }).waitFor();
    await shootSecondStep(page, '7-second-step-ja');
    await page.getByRole('button', { name: ja['two-factor-step-use-recovery'] }).click();
    await page.getByLabel(ja['two-factor-step-recovery-label'] ?? '').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: ja['two-factor-step-verify'] }).click();
    await page.waitForURL((url) => !url.pathname.includes('/login'));
  });

  it('asks the demo staff for their app’s code, and opens the console after it', async () => {
    const page = await journey.newPage();
    await signIn(page, 'support@demo.test', DEMO_PASSWORD);
    await waitForPath(page, /^\/en\/staff$/);
    await page.getByRole('heading', { name: 'Order queue', level: 1 }).waitFor();
  });
});
