import { convertFromUsd, formatMoney, type TPreferredGroup, type TUser } from '@portal/domain';

/** The widget is hidden for free-trial groups, when membership is not displayed, or without a currency (spec §6). */
export function shownPreferredGroup(user: Pick<TUser, 'preferredGroup' | 'currencyIso'>): TPreferredGroup | null {
  const group = user.preferredGroup;
  if (!group || group.isFreeTrial || !group.membershipDisplayed || !user.currencyIso) return null;
  return group;
}

/** "10%" or a fixed amount, held in US cents, shown in the user's currency. */
export function formatGroupDiscount(group: TPreferredGroup, currency: TUser['currency']): string {
  if (group.percentageDiscount) return `${group.discount}%`;
  return formatMoney(convertFromUsd(group.discount, currency), currency);
}
