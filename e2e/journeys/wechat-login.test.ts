import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot, UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

/** Clicks the WeChat control and answers the ticket the portal got, once its QR image has loaded. */
async function askForQr(page: Page, buttonName: string, altText: string): Promise<string> {
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/wechat-login' && r.request().method() === 'POST',
    { timeout: UI_TIMEOUT_MS },
  );
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const { ticket } = (await (await created).json()) as { ticket: string };
  const qr = page.getByRole('img', { name: altText });
  await qr.waitFor();
  await page.waitForFunction(
    (alt) => ((document.querySelector(`img[alt="${alt}"]`) as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
    altText,
  );
  return ticket;
}

describe('WeChat QR sign-in through the sandbox phone page', () => {
  const journey = setUpJourney('wechat-login');

  it('signs li.wei in on the first page once the phone confirms, landing on the dashboard', async () => {
    const page = await journey.newPage();
    await page.goto('/en/login');
    const ticket = await askForQr(page, 'Sign in with WeChat', 'QR code to scan with WeChat to sign in');
    await page.getByRole('status').filter({ hasText: 'Waiting for you to scan the code' }).waitFor();
    await screenshot(page, 'wechat-login-1-en-login-qr');

    // The phone: opens what the QR code encodes.
    const phone = await journey.newPage();
    await phone.goto(`/sandbox/wechat/scan?ticket=${encodeURIComponent(ticket)}&locale=en`);
    await page.getByText('Scanned. Confirm the sign-in on your phone.').waitFor();
    const linked = phone.getByRole('radio', { name: /Li Wei/ });
    assert.equal(await linked.isChecked(), true, 'the WeChat user linked to li.wei is offered first');
    await screenshot(phone, 'wechat-login-2-en-phone');
    await phone.getByRole('button', { name: 'Confirm' }).click();
    await phone.getByText('Confirmed. Return to your computer.').waitFor();

    await waitForPath(page, /^\/cn\/researcher\/?$/);
    // li.wei's language is Chinese: the dashboard switches to it, as after a password sign-in.
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    const account = await page.evaluate(async () => (await fetch('/api/account')).json());
    assert.equal(account.user.email, 'li.wei@demo.test');
    await screenshot(page, 'wechat-login-3-dashboard');
  });

  it('shows the refusal on the Chinese login page when the phone refuses, and offers a new code', async () => {
    const page = await journey.newPage({ locale: 'zh-CN' });
    await page.goto('/cn/login');
    const ticket = await askForQr(page, '微信登录', '用微信扫描以登录的二维码');
    await screenshot(page, 'wechat-login-4-zh-login-qr');

    const phone = await journey.newPage({ locale: 'zh-CN' });
    await phone.goto(`/sandbox/wechat/scan?ticket=${encodeURIComponent(ticket)}&locale=zh`);
    await screenshot(phone, 'wechat-login-5-zh-phone');
    await phone.getByRole('button', { name: '拒绝' }).click();
    await phone.getByText('已拒绝。没有登录任何账户。').waitFor();

    await page.getByRole('alert').filter({ hasText: '已在手机上拒绝登录。' }).waitFor();
    await page.getByRole('button', { name: '获取新的二维码' }).waitFor();
    await screenshot(page, 'wechat-login-6-zh-refused');
    assert.match(new URL(page.url()).pathname, /^\/cn\/login/);
  });
});
