/** Keeps the post-login redirect when moving between the login, registration and reset screens. */
export function redirectQuery(redirect: string | null): string {
  return redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
}

/** Paths on the legacy `/c/` site are left with a full page load, not the router. */
export function isExternalTarget(target: string): boolean {
  return target.includes('/c/');
}
