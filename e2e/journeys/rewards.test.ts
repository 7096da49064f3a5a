import assert from 'node:assert/strict';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn, signOut } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';

const NAME = 'rewards';
const en = loadCatalogue('en');
const zh = loadCatalogue('zh');

/** A screenshot kept in e2e/artifacts, and in SHOTS_DIR too when it is set (for reviewing the pages). */
async function shot(page: Page, name: string) {
  const file = await screenshot(page, `${NAME}-${name}`);
  if (process.env.SHOTS_DIR) {
    await mkdir(process.env.SHOTS_DIR, { recursive: true });
    await copyFile(file, path.join(process.env.SHOTS_DIR, path.basename(file)));
  }
}

describe('(rewards) a researcher with points sees the programme and history, and puts a coupon on an order', () => {
  const journey = setUpJourney(NAME);

  it('shows the level, the history and the coupons, and applies a coupon to the order form', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);

    // 1. The former aje-plus address leads to the rewards page: her level, the six tiers and the history.
    await page.goto('/en/researcher/aje-plus');
    await waitForPath(page, /^\/en\/researcher\/rewards$/);
    await page.getByRole('heading', { name: en['rewards-title'], level: 1 }).waitFor();
    const progress = page.getByRole('progressbar', { name: en['rewards-progress-label'] });
    const percent = Number(await progress.getAttribute('aria-valuenow'));
    assert.ok(percent >= 0 && percent <= 100, `the progress is capped at 100: ${percent}`);
    const tiers = page.getByRole('listitem').filter({ hasText: en['rewards-tier-you'] });
    assert.equal(await tiers.count(), 1, 'one tier is marked as hers');
    const history = page.getByRole('table');
    await history.waitFor();
    const rows = history.getByRole('row').filter({ has: page.getByRole('rowheader') });
    assert.ok((await rows.count()) > 0, 'the history lists her orders');
    assert.match((await rows.first().getByRole('rowheader').textContent()) ?? '', /^Order \S+$/);
    await page.getByRole('link', { name: en['rewards-earn-referrals-link'], exact: true }).waitFor();
    await shot(page, 'en-rewards');

    // 2. Her coupons, from the rewards page: at least the level-2 coupon, usable.
    await page.getByRole('link', { name: en['rewards-see-coupons'], exact: true }).click();
    await waitForPath(page, /^\/en\/researcher\/coupons$/);
    await page.getByRole('heading', { name: en['rewards-coupons-title'], level: 1 }).waitFor();
    const coupon = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: en['rewards-coupon-apply'] }) });
    const code = ((await coupon.first().locator('code').textContent()) ?? '').trim();
    assert.match(code, /^L\d-[0-9A-F]{10}$/, `a level coupon code: ${code}`);
    await shot(page, 'en-coupons');

    // 3. The same pages in Chinese.
    await page.goto('/cn/researcher/rewards');
    await page.getByRole('heading', { name: zh['rewards-title'], level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    await shot(page, 'zh-rewards');
    await page.goto('/cn/researcher/coupons');
    await page.getByRole('heading', { name: zh['rewards-coupons-title'], level: 1 }).waitFor();
    await page.getByRole('button', { name: zh['rewards-coupon-apply'] }).first().waitFor();
    await shot(page, 'zh-coupons');

    // 4. Apply to my order: the order form opens with the coupon on it.
    await page.goto('/en/researcher/coupons');
    const apply = page
      .getByRole('listitem')
      .filter({ hasText: code })
      .getByRole('button', { name: en['rewards-coupon-apply'], exact: true });
    await apply.click();
    await waitForPath(page, /^\/en\/researcher\/submit\//);
    await page.getByText(en['coupon-applied-message'] ?? '').waitFor();
    await page.getByText(code).first().waitFor();
    await shot(page, 'en-order-form-with-coupon');
    await signOut(page);
  });

  it('shows the empty states to a researcher without points', async () => {
    const page = await journey.newPage();
    // joao has placed no order yet (li.wei's paid order earns its points since points come with payment).
    await signIn(page, 'joao@demo.test', DEMO_PASSWORD);
    await page.goto('/en/researcher/rewards');
    await page.getByText(en['rewards-history-empty'] ?? '').waitFor();
    await page.goto('/en/researcher/coupons');
    await page.getByText(en['rewards-coupons-empty'] ?? '').waitFor();
    await shot(page, 'en-coupons-empty');
  });
});
