import { isSafeRedirect } from './language.ts';

/** What the shell must do before rendering a route (shell-and-account §2 "Root behaviour"). */
export type TShellDecision =
  | { kind: 'render' }
  | { kind: 'login'; redirect: string }
  | { kind: 'home' }
  | { kind: 'account' }
  | { kind: 'localization-redirect' }
  | { kind: 'warning'; message: 'credit-notes-locked' | 'localization-mismatch' }
  | { kind: 'migration-gate' };

export type TShellUser = {
  loggedIn: boolean;
  missingFields?: readonly string[];
  requiresLocalizationRedirect?: boolean;
  creditNotesLocked?: boolean;
  localizationMismatch?: boolean;
  impersonatorIdentity?: string | null;
  /** A staff member's own session (not one acting as a customer): the staff console is theirs alone. */
  isStaff?: boolean;
  wfoeMigrationStatus?: { inMigratingGroup: boolean; acceptedTermsOfService: boolean; migrated: boolean };
};

/** Routes open to signed-out visitors (the path after the language segment). */
const PUBLIC_PREFIXES = ['login', 'register', 'certificate', 'error', 'logout', 'legal', 'support'];
const AUTH_PREFIXES = ['login', 'register'];
const ALWAYS_OPEN_PREFIXES = ['logout', 'error', 'legal', 'support'];

function firstSegment(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? '';
}

/**
 * The order form accepts anonymous visitors (order-form-and-checkout §1: anonymous uploads are allowed), and so
 * does the grammar check while allowsAnonymousLanguageAssessment is on (its page asks them to sign in otherwise).
 */
const PUBLIC_PATH_PREFIXES = ['/researcher/submit', '/researcher/grammar-check'];

export function isPublicPath(pathAfterLanguage: string): boolean {
  const first = firstSegment(pathAfterLanguage);
  const path = pathAfterLanguage.startsWith('/') ? pathAfterLanguage : `/${pathAfterLanguage}`;
  return first === '' || PUBLIC_PREFIXES.includes(first) || PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function isAuthPath(pathAfterLanguage: string): boolean {
  return AUTH_PREFIXES.includes(firstSegment(pathAfterLanguage));
}

export function isMigrationPending(user: TShellUser): boolean {
  const status = user.wfoeMigrationStatus;
  if (!status?.inMigratingGroup) return false;
  return !(status.acceptedTermsOfService && status.migrated);
}

/**
 * Decides, in the spec's order, where a visit to `pathAfterLanguage` (e.g. "/researcher/prepay")
 * goes. `search` is kept on the login redirect.
 */
export function decideShellRoute(pathAfterLanguage: string, search: string, user: TShellUser): TShellDecision {
  const path = pathAfterLanguage.startsWith('/') ? pathAfterLanguage : `/${pathAfterLanguage}`;
  if (!user.loggedIn) {
    return isPublicPath(path) ? { kind: 'render' } : { kind: 'login', redirect: `${path}${search}` };
  }
  if (isAuthPath(path)) return { kind: 'home' };
  // The staff console is loaded and shown to staff only; anyone else goes home (the API refuses them too).
  if (firstSegment(path) === 'staff' && !user.isStaff) return { kind: 'home' };
  // Pages that must stay reachable whatever holds the account back: the lock warnings send people to support.
  if (ALWAYS_OPEN_PREFIXES.includes(firstSegment(path))) return { kind: 'render' };
  if (user.creditNotesLocked) return { kind: 'warning', message: 'credit-notes-locked' };
  if (user.localizationMismatch) return { kind: 'warning', message: 'localization-mismatch' };
  if (user.requiresLocalizationRedirect) return { kind: 'localization-redirect' };
  const isImpersonated = Boolean(user.impersonatorIdentity);
  if (!isImpersonated && isMigrationPending(user) && !path.startsWith('/researcher/wfoe-migration-status')) {
    return { kind: 'migration-gate' };
  }
  if ((user.missingFields?.length ?? 0) > 0 && firstSegment(path) !== 'account') return { kind: 'account' };
  return { kind: 'render' };
}

/**
 * After login or registration: the redirect query value, else the server's redirectUri, else home.
 * Only same-site paths are followed.
 */
export function postLoginTarget(
  redirect: string | null | undefined,
  redirectUri: string | null | undefined,
  homeDirectory: string,
): string {
  if (isSafeRedirect(redirect)) return redirect;
  if (isSafeRedirect(redirectUri)) return redirectUri;
  return homeDirectory;
}
