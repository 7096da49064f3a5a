import { LOCALE_TO_SEGMENT, type TLocale } from '../constants.ts';
import { convertFromUsd, type TMoneyCurrency } from './money.ts';

/** The query parameter of a share link that carries the referrer's code (`/en/register?ref=DEMOALICE`). */
export const REFERRAL_QUERY_PARAMETER = 'ref';

/** Colleagues one order form may invite (order-form-and-checkout §9). */
export const REFERRAL_INVITATIONS_PER_FORM = 10;

/** Invitations one researcher may send in a day, across order forms: the form's limit must not make a mailer. */
export const REFERRAL_INVITATIONS_PER_DAY = 30;

/** The shape of a referral code: what the server generates, upper case letters and digits. */
const REFERRAL_CODE = /^[A-Z0-9]{4,40}$/;

/** A code as typed or carried in a link, upper-cased; null when it cannot be one. */
export function normalizeReferralCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return REFERRAL_CODE.test(code) ? code : null;
}

/**
 * The credit a referrer earns, in minor units of their currency: the referral amount (US dollars, researcher
 * area §9) converted at the currency's exchange rate and rounded half up to its decimals.
 */
export function referralCreditAmount(
  referralAmountUsd: number,
  currency: Pick<TMoneyCurrency, 'exchangeRate' | 'numDecimals'>,
): number {
  return convertFromUsd(Math.round(referralAmountUsd * 100), currency);
}

/** The share link: registration in the referrer's language, with their code. */
export function referralShareUrl(siteUrl: string, locale: TLocale, referralCode: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}/${LOCALE_TO_SEGMENT[locale]}/register?${REFERRAL_QUERY_PARAMETER}=${encodeURIComponent(referralCode)}`;
}

/** How a referrer sees a researcher they referred: first name and the family name's initial ("Grace H."). */
export function referredNameOf(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
