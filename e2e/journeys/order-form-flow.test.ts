import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, uniqueEmail } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { writeEnglishManuscript } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { ORDER_FORM_GOAL, orderSummary, startOrder, summaryLines, uploadManuscript } from '../support/order-form.ts';
import { orderUpToPayment } from './checkout-support.ts';

/** Where the page is scrolled, and the element that has the focus (its tag and text). */
async function positionOf(page: Page): Promise<{ y: number; focus: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return { y: Math.round(window.scrollY), focus: active ? `${active.tagName}:${active.textContent?.trim() ?? ''}` : '' };
  });
}

/** A new page opens at its top with focus on its heading (the h1 is there before the check). */
async function assertOpensAtTop(page: Page, heading: string): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForFunction((text) => document.activeElement?.textContent?.trim() === text, heading);
  const { y, focus } = await positionOf(page);
  assert.equal(y, 0, `"${heading}" opens at its top`);
  assert.equal(focus, `H1:${heading}`, `focus is on the heading "${heading}"`);
}

async function scrollToBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return Math.round(window.scrollY);
  });
}

describe('order form flow: positions, clicks, summary, quote, defaults (issue 29)', () => {
  const journey = setUpJourney('of-flow');

  it('opens each step at its top, keeps every click, prices the service at once and keeps the quote out of the steps', async () => {
    const manuscript = await writeEnglishManuscript('flow-manuscript-1200-words.docx', 1200);
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await startOrder(page);
    await page.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
    await uploadManuscript(page, manuscript);
    await page.getByText('We found 1,200 words in English.').waitFor();
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'See services for your files' }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    await assertOpensAtTop(page, 'Choose your service');

    // The summary follows the tile picked, before Next.
    await orderSummary(page).getByText('No services chosen yet').waitFor();
    await page.getByRole('radio', { name: /^Standard Editing/ }).check();
    await page.waitForFunction(() => !document.body.textContent?.includes('No services chosen yet'));
    const services = await summaryLines(page, 'Services');
    assert.match(services[0] ?? '', /^Standard Editing\b/, `the summary prices the tile picked: ${services.join(' | ')}`);
    await screenshot(page, 'of-flow-1-summary-follows-choice');

    // Next from the bottom of the page: the next step opens at its top; back returns to where it was left.
    // The last position the services step had on screen, as the page saw it before the URL changed.
    await page.evaluate(() => {
      const state = window as unknown as { __servicesY?: number };
      window.addEventListener('scroll', () => {
        if (window.location.pathname.endsWith('/manuscript-services')) state.__servicesY = Math.round(window.scrollY);
      });
    });
    const bottom = await scrollToBottom(page);
    assert.ok(bottom > 200, `the services step is taller than the window (${bottom})`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/additional-services$/);
    await assertOpensAtTop(page, 'Additional services');
    const leftAt = await page.evaluate(() => (window as unknown as { __servicesY?: number }).__servicesY ?? -1);
    assert.ok(leftAt > 200, `the services step was left scrolled down (${leftAt})`);
    await page.goBack();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
    await page
      .waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, leftAt, { timeout: 5000 })
      .catch(async () => assert.fail(`back returns to ${leftAt}, not ${(await positionOf(page)).y}`));
    await page.goForward();
    await waitForPath(page, /\/researcher\/submit\/additional-services$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/details$/);
    await assertOpensAtTop(page, 'Order details');

    // A title typed, then straight to the style of English and a focus: the first click counts each time.
    const title = page.getByLabel('Project title');
    await title.fill('Drought legacy effects on soil carbon cycling');
    await page.getByRole('radio', { name: 'British English' }).click();
    assert.equal(await page.getByRole('radio', { name: 'British English' }).isChecked(), true, 'British English is chosen');
    await title.fill('Drought legacy effects on soil carbon cycling in grasslands');
    const focus = page.getByRole('group', { name: 'What should the editor focus on?' });
    await focus.getByRole('checkbox', { name: 'Clarity and flow' }).click();
    assert.equal(await focus.getByRole('checkbox', { name: 'Clarity and flow' }).isChecked(), true, 'the focus is ticked');
    await screenshot(page, 'of-flow-2-details-clicks-kept');
    await page.getByRole('button', { name: 'Payment details' }).click();
    await waitForPath(page, /\/researcher\/submit\/payment-details$/);
    await assertOpensAtTop(page, 'Your order is ready for payment');

    // The price quote: its own heading, the step bar keeps its five steps with Payment as the one viewed.
    await page.getByRole('button', { name: 'Generate price quote' }).click();
    await waitForPath(page, /\/researcher\/submit\/price-quote-completed$/);
    await assertOpensAtTop(page, 'Your price quote is ready');
    const steps = page.getByRole('navigation', { name: 'Order steps' }).getByRole('listitem');
    assert.deepEqual(
      (await steps.allTextContents()).map((text) => text.replace(/^\d+/, '')),
      ['Get started', 'Services', 'Additional services', 'Order details', 'Payment'],
      'the quote is not a step',
    );
    await screenshot(page, 'of-flow-3-quote');

    // Coming back later through "New order" continues towards payment instead of reopening the quote.
    await page.goto('/en/researcher/submit/new');
    await waitForPath(page, /\/researcher\/submit\/payment-details$/);
  });

  it('on a phone, the payment step and the thank-you page open at their top', async () => {
    const page = await journey.newPage({ device: 'phone' });
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await orderUpToPayment(page, 'Nitrogen deposition and forest understory diversity');
    await assertOpensAtTop(page, 'Your order is ready for payment');
    await page.getByLabel('Voucher code').fill('INSTITUTE-500');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Your voucher covers the whole order.').waitFor();
    await screenshot(page, 'of-flow-4-phone-payment');
    await scrollToBottom(page);
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    await assertOpensAtTop(page, 'Thank you!');
    await screenshot(page, 'of-flow-5-phone-thank-you');
  });

  it('registration sets the country’s currency: Spain euros, the United Kingdom pounds, China yuan (shown chosen)', async () => {
    const page = await journey.newPage({ device: 'phone' });
    await page.goto('/en/register');
    await page.getByLabel('Email address').fill(uniqueEmail('ada'));
    await page.getByRole('button', { name: 'Continue' }).click();
    const country = page.getByLabel('Country');
    const currency = page.getByLabel('Currency');
    await country.waitFor();
    for (const [name, iso] of [
      ['Spain', 'EUR'],
      ['United Kingdom', 'GBP'],
      ['China', 'CNY'],
      ['United States', 'USD'],
    ] as const) {
      await country.selectOption({ label: name });
      await page.waitForFunction(
        ([label, code]) => {
          const select = [...document.querySelectorAll('select')].find((s) => s.labels?.[0]?.textContent === label);
          return select?.value === code && select.selectedOptions[0]?.value === code;
        },
        ['Currency', iso] as const,
      );
      assert.equal(await currency.inputValue(), iso, `${name}: ${iso} is chosen`);
    }
    // A currency picked by hand stays when another country allows it.
    await currency.selectOption('EUR');
    await country.selectOption({ label: 'United Kingdom' });
    assert.equal(await currency.inputValue(), 'EUR', 'the picked currency stays');
    await screenshot(page, 'of-flow-6-phone-registration-currency');
  });
});
