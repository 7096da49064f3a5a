import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { UI_TIMEOUT_MS } from '../support/browser.ts';
import { setUpJourney } from '../support/journey.ts';

/** axe-core's browser build, evaluated in each page (as a script of the test, which the page's CSP does not govern). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, the level the portal promises (docs/decisions.md, "Accessibility checks"). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = ['en', 'cn', 'jp', 'br', 'es'] as const;

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

type TViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** The page's serious and critical WCAG violations, as `rule: selector` lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, AXE_TAGS);
  return (violations as TViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${v.help}`));
}

/** Opens a route and waits until its screen has rendered: its h1 is on screen and no spinner is left in main. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
  await page
    .waitForFunction(() => !document.querySelector('main .spinner, main [aria-busy="true"]'), undefined, { timeout: 5000 })
    .catch(() => undefined);
}

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
