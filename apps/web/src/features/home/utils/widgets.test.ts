import type { TDashboardResponse, TUser } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { makePreferredGroup } from '../../../test/factories.ts';
import { dashboardVisibility } from './widgets.ts';

const user: Pick<TUser, 'hideInvoices' | 'hasRewards' | 'preferredGroup' | 'currencyIso' | 'referralCode'> = {
  hideInvoices: false,
  hasRewards: false,
  preferredGroup: null,
  currencyIso: 'USD',
  referralCode: 'ADA42',
};
const usd = { isoCode: 'USD', shortName: 'USD', name: 'US Dollar', sign: '$', exchangeRate: '1', numDecimals: 2 };

function dashboard(
  count: number,
  creditBalance = 0,
): Pick<TDashboardResponse, 'creditBalance' | 'unpaidInvoices' | 'orderFormInProgress'> {
  return {
    creditBalance,
    unpaidInvoices: {
      count,
      totals: count ? [{ currency: usd, balance: count * 100 }] : [],
      invoices: Array.from({ length: Math.min(count, 10) }, (_, i) => ({
        invoiceNumber: `INV-${i}`,
        formattedDate: '2026-01-01',
        balance: 100,
        currency: usd,
      })),
    },
    orderFormInProgress: null,
  };
}

const flags = { curie_is_launched: false, prepay_enabled: true };

describe('dashboard widgets and banners', () => {
  it('shows the credit widget only without rewards, with invoices shown and a balance above 0', () => {
    expect(dashboardVisibility(user, dashboard(0, 500), flags).credits).toBe(true);
    expect(dashboardVisibility(user, dashboard(0, 0), flags).credits).toBe(false);
    expect(dashboardVisibility({ ...user, hasRewards: true }, dashboard(0, 500), flags)).toMatchObject({
      credits: false,
      rewards: true,
    });
    expect(dashboardVisibility({ ...user, hideInvoices: true }, dashboard(3, 500), flags)).toMatchObject({
      credits: false,
      prepay: false,
      unpaidInvoices: false,
    });
  });

  it('lists at most ten unpaid invoices, then only the total', () => {
    expect(dashboardVisibility(user, dashboard(10), flags)).toMatchObject({ unpaidInvoices: true, listsUnpaidInvoices: true });
    expect(dashboardVisibility(user, dashboard(11), flags)).toMatchObject({ unpaidInvoices: true, listsUnpaidInvoices: false });
    expect(dashboardVisibility(user, dashboard(0), flags).unpaidInvoices).toBe(false);
  });

  it('shows the digital-orders notice unless curie is launched', () => {
    expect(dashboardVisibility(user, undefined, flags).digitalOrdersNotice).toBe(true);
    expect(dashboardVisibility(user, undefined, { ...flags, curie_is_launched: true }).digitalOrdersNotice).toBe(false);
  });

  it('welcomes a preferred-group member while the discount is unused, and hides free-trial groups', () => {
    const group = makePreferredGroup();
    expect(dashboardVisibility({ ...user, preferredGroup: group }, undefined, flags)).toMatchObject({
      group: true,
      groupWelcome: true,
    });
    expect(
      dashboardVisibility({ ...user, preferredGroup: { ...group, discountUsed: true } }, undefined, flags).groupWelcome,
    ).toBe(false);
    expect(dashboardVisibility({ ...user, preferredGroup: { ...group, isFreeTrial: true } }, undefined, flags).group).toBe(false);
  });

  it('hides the group widget when its membership is not displayed, and for a user without a currency', () => {
    const group = makePreferredGroup();
    expect(dashboardVisibility({ ...user, preferredGroup: group }, undefined, flags).group).toBe(true);
    expect(
      dashboardVisibility({ ...user, preferredGroup: { ...group, membershipDisplayed: false } }, undefined, flags),
    ).toMatchObject({ group: false, groupWelcome: false });
    expect(dashboardVisibility({ ...user, preferredGroup: group, currencyIso: null }, undefined, flags).group).toBe(false);
  });

  it('offers the group-code field to a researcher in no group, and not to a member of any group', () => {
    const group = makePreferredGroup();
    expect(dashboardVisibility(user, undefined, flags)).toMatchObject({ group: false, groupJoin: true });
    expect(dashboardVisibility({ ...user, preferredGroup: group }, undefined, flags)).toMatchObject({
      group: true,
      groupJoin: false,
    });
    for (const hidden of [
      { ...group, isFreeTrial: true },
      { ...group, membershipDisplayed: false },
    ]) {
      expect(dashboardVisibility({ ...user, preferredGroup: hidden }, undefined, flags)).toMatchObject({
        group: false,
        groupJoin: false,
      });
    }
  });
});
