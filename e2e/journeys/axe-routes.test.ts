import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { AXE_LANGUAGES, openScreen, seriousViolations } from '../support/axe.ts';
import { setUpJourney } from '../support/journey.ts';

const LANGUAGES = AXE_LANGUAGES;

/** Screens a visitor sees. */
const PUBLIC_ROUTES = ['/login', '/login/forgot-password', '/register', '/certificate/verify'];
/** Screens of a signed-in researcher (alice, who has orders, invoices, credits and a preferred group). */
const RESEARCHER_ROUTES = [
  '/researcher',
  '/researcher/submit/get-started',
  '/researcher/invoices',
  '/researcher/prepay',
  '/researcher/rewards',
  '/researcher/coupons',
  '/referral-rewards',
  '/researcher/grammar-check',
  '/researcher/digital-editing',
  '/researcher/digital-translations',
  '/researcher/digital-editing/subscribe',
  '/account',
  '/account/addresses/new',
  '/testimonials/submit',
  '/support',
];

describe('accessibility: axe finds no serious violation on any route in any language', () => {
  const journey = setUpJourney('axe-routes');

  for (const lang of LANGUAGES) {
    it(`/${lang}: the visitor's and the researcher's screens`, async () => {
      const found: string[] = [];
      const visitor = await journey.newPage();
      for (const route of PUBLIC_ROUTES) {
        await openScreen(visitor, `/${lang}${route}`);
        for (const violation of await seriousViolations(visitor)) found.push(`/${lang}${route}: ${violation}`);
      }
      await visitor.context().close();

      const page = await journey.newPage();
      await signIn(page, 'alice@demo.test', DEMO_PASSWORD);
      for (const route of RESEARCHER_ROUTES) {
        await openScreen(page, `/${lang}${route}`);
        for (const violation of await seriousViolations(page)) found.push(`/${lang}${route}: ${violation}`);
      }
      // An order page, from the dashboard's first order.
      await openScreen(page, `/${lang}/researcher`);
      const order = page.locator('a[href*="/researcher/index/details/"]').first();
      await order.waitFor();
      await openScreen(page, (await order.getAttribute('href')) ?? '');
      for (const violation of await seriousViolations(page)) found.push(`${new URL(page.url()).pathname}: ${violation}`);
      await page.context().close();
      assert.deepEqual(found, [], `serious or critical violations:\n${found.join('\n')}`);
    });
  }
});
