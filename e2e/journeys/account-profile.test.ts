import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

describe('(h) account: profile and preferred group', () => {
  const journey = setUpJourney('h-account-profile');

  it('refuses an empty first name, saves a new one, and refuses an unknown group code', async () => {
    const page = await journey.newPage();
    await signIn(page, 'joao@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account');
    const firstName = page.getByLabel('First name');
    const discard = page.getByRole('button', { name: 'Discard changes' });
    await firstName.waitFor();
    assert.equal(await discard.isDisabled(), true, 'nothing to discard yet');

    await firstName.fill('');
    assert.equal(await discard.isDisabled(), false, 'a change can be discarded');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Please enter your first name.').waitFor();
    assert.equal(await firstName.evaluate((input) => input === document.activeElement), true, 'the field takes the focus');

    await firstName.fill('Joãozinho');
    await page.getByText('Please enter your first name.').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your account details have been saved.').waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('First name').inputValue(), 'Joãozinho', 'saved on the server');

    const code = page.getByLabel('Group code');
    await page.getByRole('button', { name: 'Join group' }).click();
    await page.getByText('Please enter a group code.').waitFor();
    await code.fill('NO-SUCH-GROUP');
    await page.getByRole('button', { name: 'Join group' }).click();
    await page.getByText('We do not recognise that group code. Please check it and try again.').waitFor();
    await screenshot(page, 'h-account-profile-1-group-code');
  });
});
