import type { Frame, Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { UI_TIMEOUT_MS, waitForPath } from '../support/browser.ts';
import { loadCatalogue, SEGMENT_TO_CATALOGUE, type TCatalogueLanguage, translated } from '../support/catalogue.ts';
import { writeEnglishManuscript } from '../support/docx.ts';
import { setUpJourney } from '../support/journey.ts';
import { fillProjectTitle, isUploadResponse, ORDER_FORM_GOAL, uploadManuscript } from '../support/order-form.ts';

/**
 * Shared steps of the checkout journeys (checkout-*.test.ts): the way to the payment step with a real
 * manuscript, and the sandbox card frame.
 */

/** The checkout journeys run one file at a time like the others, on the same ports. */
export const setUpCheckoutJourney = setUpJourney;

/** The catalogue language of the page shown (a Chinese or Brazilian researcher's pages follow their language). */
export function pageLanguage(page: Page): TCatalogueLanguage {
  const segment = new URL(page.url()).pathname.split('/')[1] ?? 'en';
  return SEGMENT_TO_CATALOGUE[segment] ?? 'en';
}

/** A text of the English catalogue as the page shows it in its language. */
export function text(page: Page, english: string): string {
  return translated(pageLanguage(page), english);
}

/** The text of a catalogue key in the page's language (for texts that several keys share in English). */
export function say(page: Page, key: string, params: Record<string, string | number> = {}): string {
  const message = loadCatalogue(pageLanguage(page))[key];
  if (message === undefined) throw new Error(`No catalogue entry "${key}"`);
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The language segment of the page shown ('en', 'cn', 'br'). */
export function segmentOf(page: Page): string {
  return new URL(page.url()).pathname.split('/')[1] ?? 'en';
}

export type TPaymentStep = { lang: string; projectTitle: string };

/**
 * Signs in, orders Standard Editing for a 1,200-word English manuscript and arrives at the payment step.
 * Returns the language segment the researcher's pages use and the project title given.
 */
export async function reachPaymentStep(page: Page, email: string, projectTitle: string): Promise<TPaymentStep> {
  await signIn(page, email, DEMO_PASSWORD);
  return orderUpToPayment(page, projectTitle);
}

/** The order form from a fresh start to the payment step, for whoever is signed in. */
export async function orderUpToPayment(page: Page, projectTitle: string): Promise<TPaymentStep> {
  const manuscript = await writeEnglishManuscript('checkout-manuscript-1200-words.docx', 1200);
  const lang = segmentOf(page);
  await page.goto(`/${lang}/researcher/submit/reset`);
  await waitForPath(page, /\/researcher\/submit\/get-started$/);
  // Goal names are catalogue texts in the page's language; the manuscript goal comes first.
  const goal = lang === 'en' ? page.getByRole('radio', { name: ORDER_FORM_GOAL }) : page.getByRole('radio').first();
  await goal.check();
  if (lang === 'en') await uploadManuscript(page, manuscript);
  else {
    const uploaded = page.waitForResponse(isUploadResponse, { timeout: UI_TIMEOUT_MS });
    await page.getByLabel(say(page, 'order-form-files-main-choose')).setInputFiles(manuscript);
    await uploaded;
  }
  await page.getByRole('button', { name: say(page, 'order-form-see-services') }).click();
  await waitForPath(page, /\/researcher\/submit\/manuscript-services$/);
  // Service names come from the server's catalogue in the page's language: the first editing tile is Standard Editing.
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: say(page, 'order-form-next'), exact: true }).click();
  await waitForPath(page, /\/researcher\/submit\/(additional-services|details)$/);
  if (/additional-services$/.test(new URL(page.url()).pathname)) {
    await page.getByRole('button', { name: say(page, 'order-form-next'), exact: true }).click();
    await waitForPath(page, /\/researcher\/submit\/details$/);
  }
  if (lang === 'en') await fillProjectTitle(page, projectTitle);
  else {
    const field = page.getByLabel(say(page, 'order-form-project-title'));
    await field.fill(projectTitle);
    await field.press('Tab');
  }
  // The service's required question (its choices are catalogue texts): the first choice will do.
  await page
    .locator('fieldset')
    .filter({ has: page.getByRole('checkbox') })
    .first()
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('button', { name: say(page, 'order-form-payment-details') }).click();
  await waitForPath(page, /\/researcher\/submit\/payment-details$/);
  await page.getByRole('button', { name: say(page, 'payment-complete-order') }).waitFor();
  return { lang, projectTitle };
}

/** The sandbox processor's card frame inside the payment form. */
export async function cardFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe.payment-card__frame').elementHandle({ timeout: UI_TIMEOUT_MS });
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('the card frame did not load');
  await frame.waitForSelector('#number', { timeout: UI_TIMEOUT_MS });
  return frame;
}

/** Types a test card into the frame (numbers never touch the portal's page). */
export async function fillCard(page: Page, number: string): Promise<void> {
  const frame = await cardFrame(page);
  await frame.fill('#number', number);
  await frame.fill('#expiry', '12/30');
  await frame.fill('#cvv', '123');
}

/**
 * Fills each address section the payment form shows (billing, invoice) with the first saved address. The
 * sections load with the chosen method, so the billing one is waited for.
 */
export async function useSavedAddresses(page: Page): Promise<void> {
  await page.getByRole('region', { name: say(page, 'address-section-billing') }).waitFor();
  for (const section of ['address-section-billing', 'address-section-invoice']) {
    const region = page.getByRole('region', { name: say(page, section) });
    if ((await region.count()) === 0) continue;
    await region.getByRole('combobox', { name: say(page, 'address-previous-placeholder') }).selectOption({ index: 1 });
  }
}
