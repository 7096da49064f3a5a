import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

describe('(d) editing a saved address', () => {
  const journey = setUpJourney('d-address-edit');

  it('shows the required-field messages, then saves the corrected address', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/account/addresses');
    await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
    await waitForPath(page, /^\/en\/account\/addresses\/\d+$/);

    const line1 = page.getByLabel('Address line 1');
    const city = page.getByLabel('City');
    await line1.fill('');
    await city.fill('');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Please enter your address.').waitFor();
    await page.getByText('Please enter your city.').waitFor();
    await screenshot(page, 'd-address-edit-1-errors');

    await line1.fill('1100 North University Ave');
    await city.fill('Ypsilanti');
    await page.getByRole('button', { name: 'Save address' }).click();
    await waitForPath(page, /^\/en\/account\/addresses\/?$/);
    await page.getByText('1100 North University Ave').waitFor();
    await page
      .getByText(/Ypsilanti/)
      .first()
      .waitFor();
    await screenshot(page, 'd-address-edit-2-saved');

    // Saved on the server, not only in the page's cache.
    await page.reload();
    await page.getByText('1100 North University Ave').waitFor();
  });
});
