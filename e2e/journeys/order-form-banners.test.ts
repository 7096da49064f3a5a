import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshot } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import { startOrder } from '../support/order-form.ts';

describe('(of-f) order form: the marketing banners of the start step', () => {
  const journey = setUpJourney('of-f-banners');

  it("shows a visitor the currency banner, then the partner society's greeting from a marketing link", async () => {
    const page = await journey.newPage();
    await startOrder(page, 'new');
    await page.getByText('Prices are shown in USD. You can choose another currency in the order summary.').waitFor();
    assert.equal(await page.getByText('Welcome, partner society member!').count(), 0, 'no greeting without a code');

    await page.goto('/en/researcher/submit/get-started?promo=society15');
    await page.getByText('Welcome, partner society member!').waitFor();
    await page.getByText(/Your society's code is applied: 15% off/).waitFor();
    await screenshot(page, 'of-f-banners-1-revenue-share');
  });
});
