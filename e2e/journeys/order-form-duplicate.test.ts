import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import { fillProjectTitle, startWithDetectedManuscript } from '../support/order-form.ts';

/** The title of one of alice's earlier orders (seed: DEMO-1001). */
const EARLIER_TITLE = 'Catalytic hydrogenation of CO2 over copper clusters';

describe('(of-c) order form: a project title that an earlier order has', () => {
  const journey = setUpJourney('of-c-duplicate');

  it('leads from the details to the duplicate-order step, which asks whether the order is new', async () => {
    const page = await journey.newPage();
    await startWithDetectedManuscript(page);
    await page.getByRole('button', { name: 'See services for your files' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    await page.getByRole('radio', { name: /^Standard Editing/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/additional-services$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/details$/);

    // 1. The details, with the earlier order's title.
    await fillProjectTitle(page, EARLIER_TITLE);
    await page
      .getByRole('group', { name: 'What should the editor focus on?' })
      .getByRole('checkbox', { name: 'Grammar and spelling' })
      .check();
    const steps = page.getByRole('navigation', { name: 'Order steps' });
    assert.equal(await steps.getByText('Duplicate check').count(), 0, 'no duplicate check among the steps yet');
    await screenshot(page, 'of-c-duplicate-1-details');
    await page.getByRole('button', { name: 'Payment details' }).click();

    // 2. The duplicate-order step: 'Before you continue', naming the earlier order.
    await waitForPath(page, /\/researcher\/submit\/duplicate-order$/);
    await page.getByRole('heading', { name: 'Before you continue', level: 1 }).waitFor();
    await page.getByText(new RegExp(`^You already ordered “${EARLIER_TITLE}” on .+ \\(order DEMO-1001\\)\\.$`)).waitFor();
    await steps.getByText('Duplicate check').waitFor();
    const choice = page.getByRole('group', { name: 'Is this a new submission?' });
    await choice.getByRole('radio', { name: 'Yes, this is a new submission' }).waitFor();
    await choice.getByRole('radio', { name: 'No, it is about my earlier order' }).waitFor();
    // The choice is required.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await choice.getByText('Please make a selection').waitFor();
    await screenshot(page, 'of-c-duplicate-2-before-you-continue');

    // 3. 'Yes, new' goes on to payment.
    await choice.getByRole('radio', { name: 'Yes, this is a new submission' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/payment-details$/);
    await page.getByRole('heading', { name: 'Your order is ready for payment' }).waitFor();
  });
});
