import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { screenshot, waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';

const NAME = 'researcher-home';
const en = loadCatalogue('en');
const ja = loadCatalogue('ja');
/** The server's default features (apps/server/src/config.ts) with the curie launch on. */
const CURIE_LAUNCHED = 'prepay_enabled,upload_files_ui,show_express_service_options,captcha,curie_is_launched';

describe('/home while curie is not launched', () => {
  const journey = setUpJourney(`${NAME}-off`);

  it('moves on to the dashboard, whose notices include the digital-orders notice', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/home');
    await waitForPath(page, /^\/en\/researcher$/);
    // One notice shows at a time (dashboard.test.ts): the digital-orders notice waits behind three others.
    await page.getByText('3 more notices after this one.').waitFor();
  });
});

describe('/home once curie is launched (ENABLED_FEATURES=…,curie_is_launched)', () => {
  const journey = setUpJourney(`${NAME}-on`, { env: { ENABLED_FEATURES: CURIE_LAUNCHED } });

  it('welcomes the researcher with the three most recent orders and more options; the dashboard drops the notice', async () => {
    const page = await journey.newPage();
    await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
    await page.goto('/en/home');
    await page.getByRole('heading', { name: 'Welcome, Alice', level: 1 }).waitFor();
    await page.getByRole('heading', { name: en['home-recent-orders'], level: 2 }).waitFor();
    await page.getByRole('article').nth(2).waitFor();
    assert.equal(await page.getByRole('article').count(), 3, 'the three most recent orders');
    await page.getByRole('heading', { name: en['dashboard-referrals-title'], level: 3 }).waitFor();
    await page.getByRole('heading', { name: en['home-preferred-group-title'], level: 2 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/en/home');
    await screenshot(page, `${NAME}-1-home-en`);

    await page.goto('/jp/home');
    await page.getByRole('heading', { name: ja['home-recent-orders'], level: 2 }).waitFor();
    await screenshot(page, `${NAME}-2-home-ja`);

    await page.goto('/en/researcher');
    await page.getByRole('heading', { name: 'Your orders', level: 2 }).waitFor();
    // Without the digital-orders notice, two notices wait behind the first instead of three.
    await page.getByText('2 more notices after this one.').waitFor();
  });
});
