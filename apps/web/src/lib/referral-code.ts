import { normalizeReferralCode, REFERRAL_QUERY_PARAMETER } from '@portal/domain/rules/referrals';

/** Where a share link's code waits until the visitor registers, and for how long (30 days). */
const STORAGE_KEY = 'portal.referral';
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps the code of a share link (`?ref=`) the visitor arrived through, on any page, so that registering
 * later (after reading the site, in another tab) still names the referrer. The latest link wins.
 */
export function rememberReferralCode(search: string): void {
  const code = normalizeReferralCode(new URLSearchParams(search).get(REFERRAL_QUERY_PARAMETER));
  if (!code) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ code, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the register page still reads the code from its own address.
  }
}

/** The code to register with: the page's own `?ref=`, else the one kept from an earlier page, else null. */
export function referralCodeFor(search: string): string | null {
  const own = normalizeReferralCode(new URLSearchParams(search).get(REFERRAL_QUERY_PARAMETER));
  if (own) return own;
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { code?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.code !== 'string' || typeof kept.at !== 'number' || Date.now() - kept.at > KEPT_FOR_MS) return null;
    return normalizeReferralCode(kept.code);
  } catch {
    return null;
  }
}

/** After registering the code has been used. */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
