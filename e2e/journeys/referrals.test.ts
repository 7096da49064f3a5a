import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, registerInUnitedStates, saveBillingAddress, signIn, signOut } from '../support/actions.ts';
import { ARTIFACTS_DIR, screenshot, waitForPath } from '../support/browser.ts';
import { fillCard, orderUpToPayment, setUpCheckoutJourney, useSavedAddresses } from './checkout-support.ts';

/** The seeded demo researcher's referral code (apps/server/src/seed/seed.ts). */
const ALICE_CODE = 'DEMOALICE';

describe('referrals: a colleague registers through the share link and pays; the referrer sees the credit', () => {
  const journey = setUpCheckoutJourney('referrals');

  it('credits alice once her colleague, who came through her link, pays a first order by card', async () => {
    const page = await journey.newPage();
    // The colleague arrives on some page through alice's link, and registers later.
    await page.goto(`/en/login?ref=${ALICE_CODE.toLowerCase()}`);
    await page.getByLabel('Email address').waitFor();
    await registerInUnitedStates(page, {
      emailPrefix: 'marie',
      password: 'polonium-radium-1898',
      firstName: 'Marie',
      lastName: 'Curie',
    });

    // A billing address to pay with (the address book's own form is another journey's).
    const saved = await saveBillingAddress(page, 'Marie Curie');
    assert.equal(saved, 201, 'the billing address is saved');

    await orderUpToPayment(page, 'Radioactivity of pitchblende samples');
    await page.getByRole('button', { name: 'Credit card' }).click();
    await useSavedAddresses(page);
    await fillCard(page, '4111111111111111');
    await page.getByRole('button', { name: 'Complete Order' }).click();
    await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
    await signOut(page);

    // Alice, signed in afterwards, finds the page from the menu's Rewards and sees the colleague credited.
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rewards', exact: true }).click();
    await page.getByRole('link', { name: 'Refer a colleague', exact: true }).click();
    await waitForPath(page, /^\/en\/referral-rewards$/);
    await page.getByRole('heading', { name: 'Referral rewards', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: /Marie C\./ });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /Credited.*\$40\.00/, 'the colleague is credited with USD 40');
    const earnings = page.getByRole('region', { name: 'Your earnings' });
    await earnings.getByText('$40.00').waitFor();
    assert.equal(
      await page.getByLabel('Share link', { exact: true }).inputValue(),
      `${journey.baseUrl}/en/register?ref=${ALICE_CODE}`,
      'the share link names alice',
    );
    const qr = page.getByRole('img', { name: 'QR code of your share link' });
    await qr.waitFor();
    // Visible is not loaded: wait for the image to decode (a broken one rejects).
    const decoded = await qr.evaluate((img) =>
      (img as HTMLImageElement).decode().then(
        () => (img as HTMLImageElement).naturalWidth > 0,
        () => false,
      ),
    );
    assert.ok(decoded, 'the QR code loads');
    await screenshot(page, 'referrals-1-page-en');

    // The flyer downloads as a PDF, in English and in Chinese.
    for (const language of ['en', 'cn']) {
      const flyer = await page.request.get(`/api/referral-rewards/flyer.pdf?language=${language}`);
      assert.equal(flyer.status(), 200);
      assert.equal(flyer.headers()['content-type'], 'application/pdf');
      await writeFile(path.join(ARTIFACTS_DIR, `referrals-flyer-${language}.pdf`), await flyer.body());
    }
    assert.equal(
      await page.getByRole('link', { name: 'Download flyer (PDF)' }).getAttribute('href'),
      '/api/referral-rewards/flyer.pdf?language=en',
    );

    // The same page in Chinese.
    await page.goto('/cn/referral-rewards');
    await page.getByRole('heading', { name: '推荐奖励', level: 1 }).waitFor();
    await page.getByText('已发放').waitFor();
    await screenshot(page, 'referrals-2-page-zh');
  });
});
