/**
 * Signing in or out changes the cached user a moment before the page that did it navigates
 * on. The shell would otherwise answer that change with its own redirect (a signed-in user on
 * the login page goes home; a signed-out one on a private page goes to login), racing the
 * page's navigation. The page marks its location here; the shell holds its redirects there.
 */
let transitionLocationKey: string | null = null;

export function markAuthTransition(locationKey: string): void {
  transitionLocationKey = locationKey;
}

export function isAuthTransitionAt(locationKey: string): boolean {
  return transitionLocationKey === locationKey;
}

export function clearAuthTransition(): void {
  transitionLocationKey = null;
}
