import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { SEGMENT_TO_CATALOGUE, translated } from '../support/catalogue.ts';
import { setUpJourney } from '../support/journey.ts';
import { chooseAreaOfStudy, fillProjectTitle, startWithDetectedManuscript } from '../support/order-form.ts';
import {
  capture,
  compareWithBaseline,
  FROZEN_TIME,
  freezeMovingTexts,
  hideElements,
  isUpdating,
  openInApp,
  settle,
  type TComparison,
  trackRequests,
} from '../support/visual.ts';

/**
 * Visual regression (issue 29): about 25 key screens in English, Chinese and Japanese, on a desktop (1280 px) and
 * a phone (390 px), each compared with its committed baseline in e2e/visual-baselines/<device>/<language>/.
 * UPDATE_VISUAL_BASELINES=1 rewrites the baselines (e2e/README.md).
 */

/** URL segment → the baseline folder's language name. */
const LANGUAGES = { en: 'en', cn: 'zh', jp: 'ja' } as const;
type TSegment = keyof typeof LANGUAGES;
type TDevice = 'desktop' | 'phone';
type TRole = 'visitor' | 'researcher' | 'staff';

type TScreen = {
  name: string;
  /** The path after the language segment; or `open` reaches the screen itself. */
  path?: string;
  open?: (page: Page, lang: TSegment) => Promise<void>;
  /** Elements hidden from the capture (an embedded PDF, a QR code). */
  hidden?: readonly string[];
};

/** Alice's seeded orders (apps/server/src/seed/checkout-seed.ts): fixed numbers, dates relative to the server's start. */
const ORDER_IN_EDITING = 'DEMO-1002';
const ORDER_JUST_PLACED = 'DEMO-1003';
const DEMO_CERTIFICATE = 'DMKQ-7XWR-9HTB';

const quoteButton = (lang: TSegment) => translated(SEGMENT_TO_CATALOGUE[lang] ?? 'en', 'Generate price quote');

/**
 * Alice's unfinished order, step by step. Generating the quote makes it the order's current step (every step then
 * opens the quote), so the quote comes last and 'Continue order' afterwards takes the order back to payment.
 */
const ORDER_FORM_SCREENS: readonly TScreen[] = [
  { name: 'order-form-services', path: '/researcher/submit/manuscript-services' },
  { name: 'order-form-additional-services', path: '/researcher/submit/additional-services' },
  { name: 'order-form-details', path: '/researcher/submit/details' },
  { name: 'order-form-payment', path: '/researcher/submit/payment-details', hidden: ['iframe'] },
];
const QUOTE_SCREEN: TScreen = {
  name: 'price-quote',
  open: async (page, lang) => {
    await page.goto(`/${lang}/researcher/submit/payment-details`);
    await page.locator('main h1').first().waitFor();
    const generate = page.getByRole('button', { name: quoteButton(lang), exact: true });
    const quote = page.locator('main iframe.price-quote__pdf');
    await generate.or(quote).first().waitFor();
    if (await generate.isVisible()) await generate.click();
    await waitForPath(page, /\/researcher\/submit\/price-quote-completed$/);
    await quote.waitFor();
  },
  hidden: ['iframe'],
};

const SCREENS: Record<TRole, readonly TScreen[]> = {
  visitor: [
    { name: 'sign-in', path: '/login' },
    { name: 'registration', path: '/register' },
    { name: 'password-reset', path: '/login/forgot-password' },
    { name: 'certificate-verify', path: '/certificate/verify' },
  ],
  researcher: [
    { name: 'dashboard', path: '/researcher' },
    { name: 'order-list', path: '/researcher/index/orders/_/_/_/_/1' },
    { name: 'order-page', path: `/researcher/index/details/${ORDER_IN_EDITING}` },
    { name: 'thank-you', path: `/researcher/index/details/${ORDER_JUST_PLACED}/thank-you` },
    { name: 'invoices', path: '/researcher/invoices' },
    { name: 'account', path: '/account' },
    { name: 'addresses', path: '/account/addresses' },
    { name: 'rewards', path: '/researcher/rewards' },
    { name: 'coupons', path: '/researcher/coupons' },
    {
      name: 'referrals',
      path: '/referral-rewards',
      hidden: ['.referrals-share__qr img', 'main img[src^="data:"]', 'main canvas', 'main svg[role="img"]'],
    },
    { name: 'grammar-check', path: '/researcher/grammar-check' },
    { name: 'digital-editing', path: '/researcher/digital-editing' },
    { name: 'digital-translation', path: '/researcher/digital-translations' },
    { name: 'certificate', path: `/certificate/${DEMO_CERTIFICATE}` },
  ],
  staff: [
    { name: 'staff-queue', path: '/staff' },
    { name: 'staff-order', path: `/staff/orders/${ORDER_IN_EDITING}` },
  ],
};
const SCREEN_COUNT = Object.values(SCREENS).flat().length + ORDER_FORM_SCREENS.length + 1;

/** VISUAL_ONLY=<regex> checks only the screens whose names match (while working on a few screens). */
const ONLY = process.env.VISUAL_ONLY ? new RegExp(process.env.VISUAL_ONLY) : null;
const isChosen = (screen: TScreen) => !ONLY || ONLY.test(screen.name);

const ACCOUNTS: Record<Exclude<TRole, 'visitor'>, string> = { researcher: 'alice@demo.test', staff: 'support@demo.test' };

/** One device at a time in alice's order form (the desktop and the phone run side by side and share her order). */
let orderFormTurn: Promise<unknown> = Promise.resolve();
function inOrderFormTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = orderFormTurn.then(work, work);
  orderFormTurn = run.catch(() => undefined);
  return run;
}

/**
 * A capture that differs from its baseline is taken again, after a pause and a new settling, up to this many times
 * in all: a screen still drawing what came late (a slow answer on a loaded machine) is not a regression, one that
 * stays different is. What matched only on a later attempt is named in the log with its first difference's files.
 */
const CAPTURE_ATTEMPTS = 3;
const RECAPTURE_PAUSE_MS = 750;

/** Opens one screen, lets it settle, fixes what moves, and compares it with its baseline; answers a failure or null. */
async function checkScreen(page: Page, device: TDevice, lang: TSegment, screen: TScreen): Promise<string | null> {
  const t0 = Date.now();
  const lap = (what: string) =>
    process.env.VISUAL_TIMING && console.log(`[visual] ${device}/${lang}/${screen.name} ${what} ${Date.now() - t0} ms`);
  if (screen.open) await screen.open(page, lang);
  else await openInApp(page, `/${lang}${screen.path}`);
  await page.locator('h1').first().waitFor({ timeout: UI_TIMEOUT_MS });
  lap('h1');
  const name = `${device}/${LANGUAGES[lang]}/${screen.name}`;
  let firstMismatch = '';
  let result: TComparison = { status: 'failed', message: `${name}: not captured` };
  for (let attempt = 1; attempt <= CAPTURE_ATTEMPTS; attempt += 1) {
    await settle(page);
    lap(`settled (attempt ${attempt})`);
    await freezeMovingTexts(page);
    await hideElements(page, screen.hidden ?? []);
    const shot = await capture(page);
    lap('captured');
    result = await compareWithBaseline(name, shot);
    lap('compared');
    if (result.status !== 'failed') {
      // A screen that matched only once it had settled again is named in the log, with its first difference's files.
      if (attempt > 1) console.log(`[visual] ${name} matched on attempt ${attempt}; before that: ${firstMismatch}`);
      return null;
    }
    if (attempt === 1) firstMismatch = result.message;
    if (attempt < CAPTURE_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RECAPTURE_PAUSE_MS));
  }
  return result.status === 'failed' ? result.message : null;
}

/** Alice's unfinished order, up to the payment step, so each step of the form has its content. */
async function prepareOrderForm(page: Page): Promise<void> {
  await startWithDetectedManuscript(page);
  await page.getByRole('button', { name: 'See services for your files' }).click();
  await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
  await page.getByRole('radio', { name: /^Premium Editing/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForPath(page, /\/researcher\/submit\/additional-services$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await waitForPath(page, /\/researcher\/submit\/details$/);
  await fillProjectTitle(page, 'Copper catalysts for the electrochemical reduction of carbon dioxide');
  await page.getByRole('radio', { name: 'British English' }).check();
  await chooseAreaOfStudy(page, 'Physical Chem', 'Physical Chemistry');
  await page
    .getByRole('group', { name: 'What should the editor focus on?' })
    .getByRole('checkbox', { name: 'Clarity and flow' })
    .check();
  await page.getByRole('button', { name: 'Payment details' }).click();
  await waitForPath(page, /\/researcher\/submit\/payment-details$/);
}

describe('visual regression: key screens in English, Chinese and Japanese, desktop and phone', () => {
  const journey = setUpJourney('visual');
  const started = Date.now();

  before(async () => {
    const page = await journey.newPage();
    await prepareOrderForm(page);
    await page.context().close();
  });

  /** A page of its own for one role on one device: the browser clock frozen, requests counted, signed in. */
  async function pageFor(device: TDevice, role: TRole): Promise<Page> {
    const page = await journey.newPage({ device });
    await page.context().clock.setFixedTime(FROZEN_TIME);
    // The quote's PDF is hidden from the capture: an empty answer spares generating it each time.
    await page.route(
      (url) => /^\/api\/price-quote\/[^/]+\/pdf$/.test(url.pathname),
      (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '' }),
    );
    trackRequests(page);
    if (role !== 'visitor') await signIn(page, ACCOUNTS[role], DEMO_PASSWORD);
    return page;
  }

  async function checkAll(page: Page, device: TDevice, screens: readonly TScreen[], failures: string[]): Promise<void> {
    for (const screen of screens.filter(isChosen)) {
      for (const lang of Object.keys(LANGUAGES) as TSegment[]) {
        const failure = await checkScreen(page, device, lang, screen).catch(
          (error: Error) => `${device}/${LANGUAGES[lang]}/${screen.name}: ${error.message.split('\n')[0]}`,
        );
        if (failure) failures.push(failure);
      }
    }
  }

  async function checkOrderForm(page: Page, device: TDevice, failures: string[]): Promise<void> {
    await inOrderFormTurn(async () => {
      await checkAll(page, device, [...ORDER_FORM_SCREENS, QUOTE_SCREEN], failures);
      // Back from the quote to the payment step, for the other device.
      await page.goto('/en/researcher/submit/price-quote-completed');
      const resume = page.getByRole('button', { name: 'Continue order', exact: true });
      const isQuote = await resume.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (isQuote) {
        await resume.click();
        await waitForPath(page, /\/researcher\/submit\/payment-details$/);
      }
    });
  }

  describe('each device', { concurrency: 2 }, () => {
    for (const device of ['desktop', 'phone'] as const) {
      it(`${device}: every screen matches its baseline`, async () => {
        const failures: string[] = [];
        const visitor = await pageFor(device, 'visitor');
        await checkAll(visitor, device, SCREENS.visitor, failures);
        await visitor.context().close();

        // The two devices take alice's order form at different moments: the desktop first, the phone last.
        const researcher = await pageFor(device, 'researcher');
        if (device === 'desktop') await checkOrderForm(researcher, device, failures);
        await checkAll(researcher, device, SCREENS.researcher, failures);
        if (device === 'phone') await checkOrderForm(researcher, device, failures);
        await researcher.context().close();

        const staff = await pageFor(device, 'staff');
        await checkAll(staff, device, SCREENS.staff, failures);
        await staff.context().close();

        const hint = isUpdating ? '' : ' (UPDATE_VISUAL_BASELINES=1 rewrites them on purpose)';
        assert.deepEqual(failures, [], `screens differ from their baselines${hint}:\n${failures.join('\n')}`);
      });
    }
  });

  after(() => {
    console.log(`[visual] ${SCREEN_COUNT} screens × 3 languages × 2 devices in ${Math.round((Date.now() - started) / 1000)} s`);
  });
});
