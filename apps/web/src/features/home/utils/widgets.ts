import { type TDashboardResponse, type TUser, UNPAID_INVOICE_BANNER_LIMIT } from '@portal/domain';
import { shownPreferredGroup } from './preferred-group.ts';

type TFlags = { curie_is_launched: boolean; prepay_enabled: boolean };

export type TDashboardVisibility = {
  rewards: boolean;
  credits: boolean;
  prepay: boolean;
  group: boolean;
  /** The group-code field, for a researcher in no group. */
  groupJoin: boolean;
  referrals: boolean;
  unfinishedOrder: boolean;
  unpaidInvoices: boolean;
  /** The unpaid invoices are listed (at most ten), else only their total. */
  listsUnpaidInvoices: boolean;
  digitalOrdersNotice: boolean;
  groupWelcome: boolean;
};

/**
 * Which widgets and banners the dashboard shows (researcher-area §6, §9): invoices and prepay widgets hidden
 * with hideInvoices; rewards with hasRewards; the credit widget only without rewards, with invoices shown and
 * a balance above 0; the group widget unless a free trial, not displayed or no currency, and the group-code field
 * to join one while in none; the digital-orders
 * notice unless curie is launched; the group welcome while its discount is unused.
 */
export function dashboardVisibility(
  user: Pick<TUser, 'hideInvoices' | 'hasRewards' | 'preferredGroup' | 'currencyIso' | 'referralCode'>,
  dashboard: Pick<TDashboardResponse, 'creditBalance' | 'unpaidInvoices' | 'orderFormInProgress'> | undefined,
  flags: TFlags,
): TDashboardVisibility {
  const group = shownPreferredGroup(user);
  const unpaidCount = dashboard?.unpaidInvoices.count ?? 0;
  return {
    rewards: user.hasRewards,
    credits: !user.hasRewards && !user.hideInvoices && (dashboard?.creditBalance ?? 0) > 0,
    prepay: !user.hideInvoices && flags.prepay_enabled,
    group: group !== null,
    groupJoin: user.preferredGroup === null,
    referrals: Boolean(user.referralCode),
    unfinishedOrder: Boolean(dashboard?.orderFormInProgress),
    unpaidInvoices: !user.hideInvoices && unpaidCount > 0,
    listsUnpaidInvoices: unpaidCount <= UNPAID_INVOICE_BANNER_LIMIT,
    digitalOrdersNotice: !flags.curie_is_launched,
    groupWelcome: group !== null && !group.discountUsed,
  };
}
