import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue, type TCatalogueLanguage } from '../support/catalogue.ts';
import { writeEnglishManuscript } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { ORDER_FORM_GOAL, uploadManuscript } from '../support/order-form.ts';
import { orderUpToPayment } from './checkout-support.ts';

const NAME = 'dashboard';
const en = loadCatalogue('en');
const ja = loadCatalogue('ja');
const PHONE = { width: 390, height: 844 };

/** The dashboard's one notice area (DashboardNotice), named by the catalogue's 'Notice'. */
const noticeArea = (page: Page) => page.getByRole('region', { name: en['dashboard-notice-label'] });
const alertsShown = (page: Page) => page.locator('main .alert');

describe('the dashboard, the phone menu and choosing a service', () => {
  const journey = setUpJourney(NAME);

  it('shows one notice at a time by priority; each dismissal brings the next and survives a reload', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher');
    await page.getByRole('heading', { name: en['home-orders-title'], level: 2 }).waitFor();

    // Alice owes an invoice, has never dismissed the check-spam message, has an unused group discount and
    // the automated tools' notice: only the invoice, the most pressing, shows.
    const area = noticeArea(page);
    await area.getByText('You have 1 unpaid invoice.').waitFor();
    assert.equal(await alertsShown(page).count(), 1, 'one notice at a time');
    await area.getByText('3 more notices after this one.').waitFor();
    await screenshot(page, `${NAME}-1-desktop-en`);

    await area.getByRole('button', { name: en['common-dismiss'] }).click();
    const spam = area.getByText(/^Not seeing our emails\?/);
    await spam.waitFor();
    assert.equal(await alertsShown(page).count(), 1);
    await page.reload();
    await spam.waitFor();
    assert.equal(await page.getByText('You have 1 unpaid invoice.').count(), 0, 'the invoice notice stays dismissed');

    // The check-spam message is dismissed on the server (PUT …/hide-check-spam-message).
    const hidden = page.waitForResponse((r) => r.url().endsWith('/hide-check-spam-message') && r.ok());
    await area.getByRole('button', { name: en['shell-check-spam-dismiss'] }).click();
    await hidden;
    const welcome = area.getByText('University Partner Programme');
    await welcome.waitFor();
    await page.reload();
    await welcome.waitFor();
    assert.equal(await spam.count(), 0);
    // The same greeting on the Japanese dashboard is the group's Japanese one, on a phone too.
    await page.goto('/jp/researcher');
    const japaneseArea = page.getByRole('region', { name: ja['dashboard-notice-label'] });
    await japaneseArea.getByText('大学パートナープログラム会員の皆様、ようこそ。すべてのご注文が10%割引になります。').waitFor();
    assert.equal(await japaneseArea.getByText(/University Partner|Welcome/).count(), 0, 'no English greeting');
    await screenshot(page, `${NAME}-1b-group-welcome-ja`);
    const desktop = page.viewportSize();
    await page.setViewportSize(PHONE);
    await screenshot(page, `${NAME}-1c-group-welcome-ja-phone`);
    if (desktop) await page.setViewportSize(desktop);
    await page.goto('/en/researcher');
    await welcome.waitFor();

    await area.getByRole('button', { name: en['common-dismiss'] }).click();
    await area.getByText(en['dashboard-digital-orders-notice'] as string).waitFor();
    // The tools have their own pages; the notice leads to each, not to the order form.
    assert.deepEqual(
      await area.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)),
      ['/en/researcher/grammar-check', '/en/researcher/digital-editing', '/en/researcher/digital-translations'],
    );
    await area.getByRole('button', { name: en['common-dismiss'] }).click();
    await area.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: en['home-orders-title'], level: 2 }).waitFor();
    await page.getByRole('article').first().waitFor();
    assert.equal(await alertsShown(page).count(), 0, 'every dismissal is kept');
  });

  it('keeps the check-spam message off the other pages and off the staff pages', async () => {
    const researcher = await journey.newPage();
    await signIn(researcher, 'li.wei@demo.test', DEMO_PASSWORD);
    await researcher.goto('/cn/researcher');
    await researcher
      .getByRole('region', { name: loadCatalogue('zh')['dashboard-notice-label'] })
      .getByText(/^没有收到我们的邮件/)
      .waitFor();
    await researcher.goto('/cn/account');
    await researcher.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await researcher.getByText(/^没有收到我们的邮件/).count(), 0);

    const staff = await journey.newPage();
    await signIn(staff, 'support@demo.test', DEMO_PASSWORD);
    await staff.goto('/en/staff');
    await staff.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await staff.getByText(/^Not seeing our emails\?/).count(), 0);
  });

  it('opens the phone menu by keyboard at 390 px; Escape closes it and gives focus back; a link closes it', async () => {
    const page = await journey.newPage();
    await page.setViewportSize(PHONE);
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher');
    await page.getByRole('heading', { name: en['home-orders-title'], level: 2 }).waitFor();
    // The first order starts within the first screen.
    const firstOrder = await page.getByRole('article').first().boundingBox();
    assert.ok(firstOrder && firstOrder.y < PHONE.height, `the first order starts at y=${firstOrder?.y}`);
    await screenshot(page, `${NAME}-2-phone-en`);

    const menuButton = page.getByRole('button', { name: en['shell-menu'] });
    const invoices = page.getByRole('link', { name: en['nav-invoices'] });
    assert.equal(await invoices.isVisible(), false, 'the navigation is folded away');
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    await menu.getByRole('link', { name: en['nav-dashboard'] }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      en['nav-dashboard'],
      'focus moves into the menu',
    );
    await menu.getByLabel(en['shell-language-label'] as string).waitFor();
    await menu.getByRole('button', { name: en['shell-sign-out'] }).waitFor();
    await screenshot(page, `${NAME}-3-phone-menu-en`);

    await page.keyboard.press('Escape');
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
    assert.equal(await invoices.isVisible(), false);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')),
      'false',
      'focus is back on the menu button',
    );

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), en['nav-invoices']);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/en\/researcher\/invoices$/);
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false', 'following a link closes the menu');

    await page.goto('/jp/researcher');
    await page.getByRole('button', { name: loadCatalogue('ja')['shell-menu'] as string }).click();
    await page.getByRole('link', { name: loadCatalogue('ja')['nav-invoices'] as string }).waitFor();
    await screenshot(page, `${NAME}-4-phone-menu-ja`);
  });

  it('compares the levels of editing on the services step, in five languages, and shows the trust signals up to payment', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    const manuscript = await writeEnglishManuscript('comparison-manuscript-1200-words.docx', 1200);
    await page.goto('/en/researcher/submit/reset');
    await waitForPath(page, /\/researcher\/submit\/get-started$/);
    await page.getByRole('radio', { name: ORDER_FORM_GOAL }).check();
    await uploadManuscript(page, manuscript);
    await page.getByRole('button', { name: en['order-form-see-services'] }).click();
    await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);

    const table = page.getByRole('table', { name: en['comparison-caption'] });
    await table.waitFor();
    const levels = await table.getByRole('columnheader').allTextContents();
    assert.deepEqual(
      levels.map((name) =>
        name.replace(en['order-form-badge-recommended'] as string, '').replace(en['order-form-badge-featured'] as string, ''),
      ),
      ['Standard Editing', 'Premium Editing', 'Scientific Editing', 'VIP Editing'],
    );
    // The price row is the catalogue's price for this manuscript: the same as the Standard Editing tile.
    const tilePrice = await page.locator('.service-tile').first().locator('.service-tile__price').textContent();
    const priceRow = table.getByRole('row', { name: new RegExp(`^${en['comparison-row-price']}`) });
    assert.equal(await priceRow.getByRole('cell').first().textContent(), tilePrice);
    await page.getByText(en['comparison-sample-text-before'] as string).waitFor();
    await page.getByRole('heading', { name: en['trust-title'], level: 2 }).waitFor();

    await page.getByRole('button', { name: en['comparison-link'] }).click();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'comparison-heading');
    await screenshot(page, `${NAME}-5-services-desktop-en`);
    await page.setViewportSize(PHONE);
    assert.equal(await table.isVisible(), false, 'a phone shows cards instead of the table');
    assert.equal(await page.locator('.service-comparison__card').count(), 4);
    await screenshot(page, `${NAME}-6-services-phone-en`);
    await page.setViewportSize({ width: 1280, height: 900 });

    const languages: [string, TCatalogueLanguage][] = [
      ['cn', 'zh'],
      ['jp', 'ja'],
      ['br', 'pt'],
      ['es', 'es'],
    ];
    for (const [segment, language] of languages) {
      const texts = loadCatalogue(language);
      await page.goto(`/${segment}/researcher/submit/manuscript-services`);
      const caption = page.getByRole('table', { name: texts['comparison-caption'] });
      await caption.getByRole('rowheader', { name: texts['comparison-row-clarity'] }).waitFor();
      await page.getByRole('heading', { name: texts['trust-editors-title'], level: 3 }).waitFor();
      if (segment === 'jp') {
        await screenshot(page, `${NAME}-7-services-desktop-ja`);
        await page.setViewportSize(PHONE);
        await page.locator('.service-comparison__card').first().waitFor();
        await screenshot(page, `${NAME}-8-services-phone-ja`);
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }

    await page.goto('/en/researcher');
    await orderUpToPayment(page, 'Trust signals at checkout');
    await page.getByRole('heading', { name: en['trust-security-title'], level: 3 }).waitFor();
    assert.equal(
      new URL(
        (await page
          .getByRole('region', { name: en['trust-title'] })
          .getByRole('link', { name: en['shell-footer-privacy'] })
          .getAttribute('href')) ?? '',
        journey.baseUrl,
      ).pathname,
      '/en/legal/privacy',
    );
    await screenshot(page, `${NAME}-9-payment-desktop-en`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `${NAME}-10-payment-phone-en`);
    await page.goto('/cn/researcher/submit/payment-details');
    await page.getByRole('heading', { name: loadCatalogue('zh')['trust-security-title'], level: 3 }).waitFor();
    await screenshot(page, `${NAME}-11-payment-phone-zh`);
  });
});
