import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uniqueEmail } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import { readMailbox } from '../support/mailbox.ts';

describe('(a) registration', () => {
  const journey = setUpJourney('a-registration');

  it('registers a new e-mail in two stages and lands on the dashboard with the name shown', async () => {
    const page = await journey.newPage();
    const email = uniqueEmail('rosalind');
    await page.goto('/en/register');

    // Stage one: only the e-mail, checked against existing accounts.
    await page.getByLabel('Email address').fill(email);
    await screenshot(page, 'a-registration-1-email');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Stage two reveals the rest of the form.
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor();
    await password.fill('double-helix-1953');
    await page.getByLabel('First name').fill('Rosalind');
    await page.getByLabel('Last name').fill('Franklin');
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    const currency = page.getByLabel('Currency');
    const usd = await currency
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v === 'USD' || v.includes('USD')));
    assert.ok(usd, 'the currency list offers USD for the United States');
    await currency.selectOption(usd);
    await page.getByLabel('I agree to the terms of service').check();
    await screenshot(page, 'a-registration-2-details');
    await page.getByRole('button', { name: 'Create account' }).click();

    await waitForPath(page, /^\/en\/researcher\/?$/);
    await page.getByText('Rosalind', { exact: false }).first().waitFor();
    // A researcher who has just registered is welcomed, not welcomed back.
    await page.getByText('Welcome, Rosalind', { exact: true }).first().waitFor();
    assert.equal(await page.getByText(/Welcome back/).count(), 0);
    await screenshot(page, 'a-registration-3-dashboard');

    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.email, email, 'the new account is the one signed in');
    const welcome = await readMailbox(journey.baseUrl, email);
    assert.match(welcome.text, /Rosalind/, 'the welcome e-mail greets the new user by name');
  });
});
