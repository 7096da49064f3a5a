import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signOut, uniqueEmail } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue, translated } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { findLink, readMailbox } from '../support/mailbox.ts';

describe('social sign-in with the sandbox ORCID provider', () => {
  const journey = setUpJourney('social-sign-in');

  it('signs up a new researcher: sandbox approval, pre-filled confirmation, the dashboard, the linked account', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('marie');
    await page.goto('/en/login');
    const orcidButton = page.getByRole('link', { name: 'Sign in with ORCID' });
    await orcidButton.waitFor();
    await page.getByRole('link', { name: 'Sign in with Google' }).waitFor();
    await screenshot(page, 'social-1-login-en');
    await orcidButton.click();

    await page.waitForURL((url) => url.pathname === '/sandbox/oidc/orcid/authorize');
    await page.getByLabel('Email address', { exact: true }).fill(email);
    await page.getByLabel('First name').fill('Marie');
    await page.getByLabel('Last name').fill('Curie');
    await page.getByLabel('ORCID iD').fill('0000-0001-5109-3700');
    await screenshot(page, 'social-2-sandbox-provider-en');
    await page.getByRole('button', { name: 'Approve' }).click();

    await waitForPath(page, /^\/en\/register\?data=/);
    await page.getByRole('heading', { name: 'Confirm your information' }).waitFor();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Marie');
    assert.equal(await page.getByLabel('Last name').inputValue(), 'Curie');
    assert.equal(await page.getByLabel('Email address').inputValue(), email);
    assert.equal(await page.getByLabel('ORCID iD').inputValue(), '0000-0001-5109-3700');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('I agree to the terms of service').check();
    await screenshot(page, 'social-3-register-prefilled-en');
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForPath(page, /^\/en\/researcher\/?$/);
    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.email, email);
    assert.equal(account.user.hasLocalIdentity, false, 'the account has no password');
    assert.equal(account.user.orcid, '0000-0001-5109-3700');
    assert.deepEqual(
      account.user.linkedAccounts.map((a: { providerId: string }) => a.providerId),
      ['orcid'],
    );

    await page.goto('/en/account');
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await linked.getByRole('button', { name: 'Unlink ORCID' }).waitFor();
    await linked.getByRole('link', { name: 'Link Google' }).waitFor();
    await linked.scrollIntoViewIfNeeded();
    await screenshot(page, 'social-4-account-linked-en');
    // The only way to sign in to this account: the server refuses to unlink it.
    await linked.getByRole('button', { name: 'Unlink ORCID' }).click();
    await linked.getByText('This is the only way to sign in to your account').waitFor();
  });

  it('links ORCID to an existing account after its password, then signs in directly next time', async () => {
    const page = await journey.newPage();
    const signInWithOrcid = async () => {
      await page.goto('/en/login');
      await page.getByRole('link', { name: 'Sign in with ORCID' }).click();
      await page.waitForURL((url) => url.pathname === '/sandbox/oidc/orcid/authorize');
      await page.getByLabel('Email address', { exact: true }).fill('alice@demo.test');
      await page.getByLabel('ORCID iD').fill('0000-0002-9079-593X');
      await page.getByRole('button', { name: 'Approve' }).click();
    };

    await signInWithOrcid();
    await waitForPath(page, /^\/en\/login\/link-account\?token=/);
    await page.getByRole('heading', { name: 'Link your ORCID account' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await screenshot(page, 'social-5-link-password-en');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await waitForPath(page, /^\/en\/researcher\/?$/);

    await signOut(page);
    await signInWithOrcid();
    await waitForPath(page, /^\/en\/researcher\/?$/);
    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.email, 'alice@demo.test');
  });

  it('shows the Chinese login buttons and sandbox page, and a denied consent ends on the failure page', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await page.goto('/cn/login');
    const orcidButton = page.getByRole('link', { name: '使用 ORCID 登录' });
    await orcidButton.waitFor();
    await screenshot(page, 'social-6-login-zh');
    await orcidButton.click();
    await page.waitForURL((url) => url.pathname === '/sandbox/oidc/orcid/authorize');
    await page.getByRole('button', { name: '拒绝' }).waitFor();
    await screenshot(page, 'social-7-sandbox-provider-zh');
    await page.getByRole('button', { name: '拒绝' }).click();

    await waitForPath(page, /^\/cn\/login\/failure\/oauth-failure$/);
    await page.getByRole('heading', { name: translated('zh', 'Sign-in did not work') }).waitFor();
    await page.getByRole('link', { name: translated('zh', 'Back to sign in') }).waitFor();
    await screenshot(page, 'social-8-failure-zh');
    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.loggedIn, false, 'nothing is signed in');
  });

  it('signs up a Chinese researcher whose ORCID record shares no e-mail, through a confirmation link', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    const email = uniqueEmail('lise');
    await page.goto('/cn/login');
    await page.getByRole('link', { name: '使用 ORCID 登录' }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox/oidc/orcid/authorize');
    await page.locator('#email').fill('');
    await page.locator('#given_name').fill('丽丝');
    await page.locator('#family_name').fill('迈特纳');
    await page.locator('#orcid').fill('0000-0003-1415-9265');
    await page.locator('button[value="approve"]').click();

    await waitForPath(page, /^\/cn\/register\?data=/);
    await page.getByRole('heading', { name: translated('zh', 'Confirm your information') }).waitFor();
    const zh = loadCatalogue('zh');
    const emailField = page.getByLabel(zh['social-register-email'] ?? '', { exact: true });
    assert.equal(await emailField.inputValue(), '');
    assert.equal(await emailField.isEditable(), true, 'the researcher types the address ORCID did not share');
    await page.getByLabel(translated('zh', 'Country')).selectOption({ value: '7' });
    await page.getByLabel(translated('zh', 'Currency')).selectOption('CNY');
    await page.getByRole('checkbox', { name: zh['auth-register-agree-terms']?.replace(/<\/?termsLink>/g, '') }).check();
    await page.getByRole('button', { name: translated('zh', 'Create account') }).click();
    // Without an address nothing is sent: the field says why.
    await page.getByText(translated('zh', 'Please enter a valid email address.')).waitFor();
    await emailField.fill(email);
    await screenshot(page, 'social-9-register-typed-email-zh');
    await page.getByRole('button', { name: translated('zh', 'Create account') }).click();
    await page.getByRole('heading', { name: translated('zh', 'Check your email') }).waitFor();
    await page.getByText(email).waitFor();
    await screenshot(page, 'social-10-verification-sent-zh');
    const before = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(before.user.loggedIn, false, 'no account before the link is opened');

    const mail = await readMailbox(journey.baseUrl, email);
    await page.goto(findLink(mail, journey.baseUrl));
    await page.getByRole('heading', { name: translated('zh', 'Finish creating your account') }).waitFor();
    await screenshot(page, 'social-11-verify-zh');
    await page.getByRole('button', { name: translated('zh', 'Create account and sign in') }).click();
    await waitForPath(page, /^\/cn\/researcher\/?$/);
    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.email, email);
    assert.equal(account.user.orcid, '0000-0003-1415-9265');
    await readMailbox(journey.baseUrl, email, { newerThan: mail.id });
  });
});
