import { isSafeRedirect } from './language.ts';

const MAX_REDIRECT_LENGTH = 2000;

/**
 * A post-sign-in `redirect` or `origin` as the social sign-in keeps it: a same-site path, or nothing.
 * Absolute URLs, `//host`, backslashes, schemes and control characters are dropped, so a link crafted to
 * send a visitor elsewhere after signing in (an open redirect) only ever lands on this site.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH) return null;
  // A browser reads a backslash as a slash and drops tabs and newlines: refuse them rather than guess.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  return isSafeRedirect(value) ? value : null;
}
