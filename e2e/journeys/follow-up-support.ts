import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { waitForPath } from '../support/browser.ts';
import { loadCatalogue } from '../support/catalogue.ts';
import type { TJourney } from '../support/journey.ts';
import { orderUpToPayment, useSavedAddresses } from './checkout-support.ts';

/**
 * Shared steps of the journeys after an order (re-edit.test.ts, proof-of-payment.test.ts): an order placed by
 * bank transfer, and the staff API as a support team member drives it.
 */

const en = loadCatalogue('en');

/** Orders Standard Editing for a 1,200-word manuscript by bank transfer; answers the new order's number. */
export async function placeBankTransferOrder(page: Page, projectTitle: string): Promise<string> {
  await orderUpToPayment(page, projectTitle);
  await page.getByRole('button', { name: new RegExp(`^${en['payment-method-bank-transfer']}`) }).click();
  await useSavedAddresses(page);
  await page.getByRole('button', { name: en['payment-complete-order'] }).click();
  const thankYou = await waitForPath(page, /^\/en\/researcher\/index\/details\/[^/]+\/thank-you$/, 30_000);
  return decodeURIComponent(thankYou.pathname.split('/')[5] ?? '');
}

export type TStaffOrder = {
  version: number;
  flags: { downloadAvailable: boolean; touchUpAvailable: boolean; reeditAvailable: boolean; scientificReworkEligible: boolean };
  paymentProofs: { identity: string; name: string; reviewedAt: string | null }[];
  isPaid: boolean;
};

/** support@demo.test signed in on a page of their own, calling the staff API as the staff console does. */
export async function staffMember(journey: TJourney) {
  const page = await journey.newPage();
  await signIn(page, 'support@demo.test', DEMO_PASSWORD);
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const orderPath = (externalId: string) => `/api/staff/orders/${encodeURIComponent(externalId)}`;

  async function order(externalId: string): Promise<TStaffOrder> {
    const response = await page.request.get(orderPath(externalId), { headers });
    assert.equal(response.status(), 200, `GET ${orderPath(externalId)}: ${await response.text()}`);
    return ((await response.json()) as { order: TStaffOrder }).order;
  }

  async function write(method: 'put' | 'post', url: string, data: unknown): Promise<TStaffOrder> {
    const response = await page.request[method](url, { headers, data });
    assert.equal(response.status(), 200, `${method.toUpperCase()} ${url}: ${await response.text()}`);
    return ((await response.json()) as { order: TStaffOrder }).order;
  }

  return {
    order,
    /** Sets flags at the version the order has now, as a staff member who has just opened it would. */
    async setFlags(externalId: string, flags: Partial<TStaffOrder['flags']>) {
      const { version } = await order(externalId);
      return write('put', `${orderPath(externalId)}/flags`, { version, ...flags });
    },
    /** Marks a proof of payment reviewed and, with `releaseDownloads`, releases the order's files before payment. */
    reviewProof(externalId: string, identity: string, releaseDownloads: boolean) {
      return write('put', `${orderPath(externalId)}/payment-proofs/${encodeURIComponent(identity)}/review`, {
        releaseDownloads,
      });
    },
  };
}
