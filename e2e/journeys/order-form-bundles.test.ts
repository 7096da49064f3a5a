import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';
import {
  minorUnits,
  ORDER_FORM_GOAL,
  orderSummary,
  startOrder,
  startWithDetectedManuscript,
  summaryAmount,
  summaryLines,
  textOf,
  usd,
} from '../support/order-form.ts';

describe('(of-b) order form: service bundles through Help Me Decide', () => {
  const journey = setUpJourney('of-b-bundles');

  it('answers the questionnaire, chooses a discounted bundle with an add-on and lands on the details with its services', async () => {
    const page = await journey.newPage();
    await startWithDetectedManuscript(page);

    // 1. 'Help Me Decide' opens the bundle questionnaire on the selection step.
    await page.getByRole('button', { name: 'Help Me Decide' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    const questions = page.getByRole('form', { name: 'About your manuscript' });
    await questions.waitFor();
    const help = questions.getByRole('group', { name: 'What would you like help with?' });
    await help.getByRole('checkbox', { name: 'Improve the English' }).check();
    await help.getByRole('checkbox', { name: "Meet my journal's formatting rules" }).check();
    await screenshot(page, 'of-b-bundles-1-questionnaire');
    await questions.getByRole('button', { name: 'See my bundles' }).click();

    // 2. The cards: numbered, struck-through list price, discounted price, discount badge; the first is chosen.
    await waitForPath(page, /\/researcher\/submit\/service-bundles$/);
    await page.getByRole('heading', { name: 'Service bundles', level: 1 }).waitFor();
    const cards = page.getByRole('group', { name: 'Choose a bundle' }).getByRole('article');
    // English editing with formatting: Submission Ready (Premium Editing and Manuscript Formatting) comes first.
    const card = page.getByRole('article', { name: 'Option 1: Submission Ready' });
    await card.waitFor();
    const count = await cards.count();
    for (let index = 0; index < count; index += 1) {
      await cards
        .nth(index)
        .getByRole('heading', { name: new RegExp(`^Option ${index + 1}: `), level: 3 })
        .waitFor();
    }
    assert.ok(await card.getByRole('radio', { name: 'Selected' }).isChecked(), 'the first bundle is chosen by default');
    await card.getByText('Save 15%', { exact: true }).waitFor();
    // The struck-through list price is an <s> element (no ARIA role): the strike-through is what is checked.
    const listPriceBefore = minorUnits(await textOf(card.locator('s')));
    const priceBefore = minorUnits(await textOf(card.getByRole('strong')));
    assert.equal(priceBefore, Math.round(listPriceBefore * 0.85), 'the card price is 15% below the struck-through price');
    assert.deepEqual(await card.getByRole('listitem').allInnerTexts(), ['Premium Editing', 'Manuscript Formatting']);

    // 3. An add-on raises both prices by its own price, still discounted.
    const addOn = card.getByRole('checkbox', { name: /^Plagiarism Check \(\+\$[\d,.]+\)$/ });
    const addOnPrice = minorUnits((await addOn.ariaSnapshot()).match(/\(\+(\$[\d,.]+)\)/)?.[1] ?? '');
    await addOn.check();
    const listPrice = minorUnits(await textOf(card.locator('s')));
    const price = minorUnits(await textOf(card.getByRole('strong')));
    assert.equal(listPrice, listPriceBefore + addOnPrice, 'the add-on joins the list price');
    assert.equal(price, Math.round(listPrice * 0.85), 'the discount covers the add-on too');
    await screenshot(page, 'of-b-bundles-2-cards');

    // 4. 'Next: Order details' saves the bundle; the summary lists its services and the bundle discount.
    await page.getByRole('button', { name: 'Next: Order details' }).click();
    await waitForPath(page, /\/researcher\/submit\/details$/);
    await page.getByRole('heading', { name: 'Order details', level: 1 }).waitFor();
    const services = await summaryLines(page, 'Services');
    assert.deepEqual(
      services.map((line) => line.replace(/ Original price: .*$/, '')),
      ['Premium Editing', 'Manuscript Formatting', 'Plagiarism Check'],
      `the summary lists the bundle's services and the add-on: ${services.join(' | ')}`,
    );
    assert.equal(await textOf(summaryAmount(page, 'Subtotal')), usd(listPrice), 'the subtotal is the bundle list price');
    const discounts = await summaryLines(page, 'Discounts');
    assert.ok(
      discounts.includes(`Bundle discount −${usd(listPrice - price)}`),
      `the summary shows the bundle discount of ${usd(listPrice - price)}: ${discounts.join(' | ')}`,
    );
    await orderSummary(page).getByRole('button', { name: 'Generate price quote' }).waitFor();
    // The bundle's formatting service needs the target journal: the details step asks for it.
    await page.getByRole('region', { name: 'Target journal' }).getByRole('combobox', { name: 'Journal name' }).waitFor();
    await screenshot(page, 'of-b-bundles-3-details');
  });

  it("shows the questionnaire's own required-answer messages", async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await startOrder(page);
    await page.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
    await page.getByRole('checkbox', { name: "I'll upload my files later" }).check();
    await page.getByRole('button', { name: 'Help Me Decide' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    const questions = page.getByRole('form', { name: 'About your manuscript' });
    await questions.getByRole('switch', { name: 'My manuscript has tables to format' }).check();
    await questions.getByRole('switch', { name: 'I already have a target journal' }).check();
    await questions.getByRole('combobox', { name: 'How many tables?' }).waitFor();
    await questions.getByRole('combobox', { name: 'Target journal' }).waitFor();
    await questions.getByRole('button', { name: 'See my bundles' }).click();
    const alerts = questions.getByRole('alert');
    await alerts.first().waitFor();
    await screenshot(page, 'of-b-bundles-4-questionnaire-errors');
    assert.deepEqual(
      await alerts.allInnerTexts(),
      ['Please choose at least one option.', 'Please tell us how many tables to format.', 'Please enter your target journal.'],
      'question 1, the table count and the journal each say what is missing',
    );
  });
});
