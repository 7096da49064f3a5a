import { describe, expect, it } from 'vitest';
import { decideShellRoute, postLoginTarget, type TShellUser } from './shell.ts';

const signedIn = (overrides: Partial<TShellUser> = {}): TShellUser => ({
  loggedIn: true,
  missingFields: [],
  requiresLocalizationRedirect: false,
  creditNotesLocked: false,
  localizationMismatch: false,
  impersonatorIdentity: null,
  wfoeMigrationStatus: { inMigratingGroup: false, acceptedTermsOfService: false, migrated: false },
  ...overrides,
});

const migrating = (acceptedTermsOfService: boolean, migrated: boolean) => ({
  wfoeMigrationStatus: { inMigratingGroup: true, acceptedTermsOfService, migrated },
});

describe('decideShellRoute for a signed-out visitor', () => {
  const visitor: TShellUser = { loggedIn: false };

  it('sends a protected route to login with the path and query as the redirect', () => {
    expect(decideShellRoute('/researcher/prepay', '?tab=credits&page=2', visitor)).toEqual({
      kind: 'login',
      redirect: '/researcher/prepay?tab=credits&page=2',
    });
    expect(decideShellRoute('account', '', visitor)).toEqual({ kind: 'login', redirect: '/account' });
  });

  it('renders the login, register, certificate and error pages and the bare language path', () => {
    for (const path of ['/login', '/login/forgot-password', '/register', '/certificate/verify', '/error', '/']) {
      expect(decideShellRoute(path, '', visitor)).toEqual({ kind: 'render' });
    }
  });
});

describe('decideShellRoute for a signed-in user', () => {
  it('sends a user on login or register to their home directory', () => {
    for (const path of ['/login', '/login/reset-password/abc/123', '/register']) {
      expect(decideShellRoute(path, '', signedIn())).toEqual({ kind: 'home' });
    }
  });

  it('renders a route for a user with nothing outstanding', () => {
    expect(decideShellRoute('/researcher/prepay', '', signedIn())).toEqual({ kind: 'render' });
  });

  it('sends a user with missing account information to the account page', () => {
    expect(decideShellRoute('/researcher', '', signedIn({ missingFields: ['country'] }))).toEqual({ kind: 'account' });
  });

  it('lets a user with missing information fill it in on the account pages', () => {
    const user = signedIn({ missingFields: ['country'] });
    expect(decideShellRoute('/account', '', user)).toEqual({ kind: 'render' });
    expect(decideShellRoute('/account/addresses/3', '', user)).toEqual({ kind: 'render' });
  });

  it('sends a user whose localization requires it through the localization redirect', () => {
    expect(decideShellRoute('/researcher', '', signedIn({ requiresLocalizationRedirect: true }))).toEqual({
      kind: 'localization-redirect',
    });
  });

  it('shows only the credit-notes warning to a locked-out user', () => {
    expect(decideShellRoute('/researcher', '', signedIn({ creditNotesLocked: true }))).toEqual({
      kind: 'warning',
      message: 'credit-notes-locked',
    });
  });

  it('shows only the localization-mismatch warning on a mismatch', () => {
    expect(decideShellRoute('/researcher', '', signedIn({ localizationMismatch: true }))).toEqual({
      kind: 'warning',
      message: 'localization-mismatch',
    });
  });

  it('shows the warning rather than any redirect', () => {
    const user = signedIn({
      creditNotesLocked: true,
      requiresLocalizationRedirect: true,
      missingFields: ['country'],
      ...migrating(false, false),
    });
    expect(decideShellRoute('/researcher', '', user)).toEqual({ kind: 'warning', message: 'credit-notes-locked' });
  });

  it('sends a user of the migrating group to the migration gate until terms are accepted and the account migrated', () => {
    expect(decideShellRoute('/researcher', '', signedIn(migrating(false, false)))).toEqual({ kind: 'migration-gate' });
    expect(decideShellRoute('/account', '', signedIn(migrating(true, false)))).toEqual({ kind: 'migration-gate' });
    expect(decideShellRoute('/researcher', '', signedIn(migrating(false, true)))).toEqual({ kind: 'migration-gate' });
  });

  it('lets the migrating user through once terms are accepted and the account migrated', () => {
    expect(decideShellRoute('/researcher', '', signedIn(migrating(true, true)))).toEqual({ kind: 'render' });
  });

  it('does not gate an impersonated session', () => {
    const user = signedIn({ ...migrating(false, false), impersonatorIdentity: '6f1c2f7e-0000-4000-8000-000000000001' });
    expect(decideShellRoute('/researcher', '', user)).toEqual({ kind: 'render' });
  });

  it('renders the migration status page itself for a migrating user', () => {
    expect(decideShellRoute('/researcher/wfoe-migration-status', '', signedIn(migrating(false, false)))).toEqual({
      kind: 'render',
    });
  });

  it('does not gate users outside the migrating group', () => {
    expect(decideShellRoute('/researcher', '', signedIn())).toEqual({ kind: 'render' });
  });

  it('opens the staff console to staff only, sending anyone else home', () => {
    expect(decideShellRoute('/staff', '', signedIn({ isStaff: true }))).toEqual({ kind: 'render' });
    expect(decideShellRoute('/staff/orders/QKR48213', '', signedIn({ isStaff: true }))).toEqual({ kind: 'render' });
    expect(decideShellRoute('/staff', '', signedIn())).toEqual({ kind: 'home' });
    expect(decideShellRoute('/staff/orders/QKR48213', '', signedIn({ isStaff: false }))).toEqual({ kind: 'home' });
    expect(decideShellRoute('/staffing', '', signedIn())).toEqual({ kind: 'render' });
    expect(decideShellRoute('/staff', '?page=2', { loggedIn: false })).toEqual({ kind: 'login', redirect: '/staff?page=2' });
  });
});

describe('postLoginTarget', () => {
  it('prefers the redirect query value', () => {
    expect(postLoginTarget('/researcher/prepay?x=1', '/account', '/en/researcher')).toBe('/researcher/prepay?x=1');
  });

  it('falls back to the redirectUri the server returned', () => {
    expect(postLoginTarget(null, '/account', '/en/researcher')).toBe('/account');
    expect(postLoginTarget('', '/account', '/en/researcher')).toBe('/account');
  });

  it('falls back to the home directory', () => {
    expect(postLoginTarget(undefined, null, '/en/researcher')).toBe('/en/researcher');
  });

  it('skips targets that leave the site', () => {
    expect(postLoginTarget('//evil.com', '/account', '/en/researcher')).toBe('/account');
    expect(postLoginTarget('https://evil.com', 'https://evil.com/x', '/jp/researcher')).toBe('/jp/researcher');
  });
});

describe('pages open to everyone', () => {
  const locked = { loggedIn: true, creditNotesLocked: true, missingFields: ['country'] };

  it('lets visitors see the legal pages, support and the order form', () => {
    expect(decideShellRoute('/legal/terms', '', { loggedIn: false })).toEqual({ kind: 'render' });
    expect(decideShellRoute('/support/index/submission/DEMO-1', '', { loggedIn: false })).toEqual({ kind: 'render' });
    expect(decideShellRoute('/researcher/submit/get-started', '', { loggedIn: false })).toEqual({ kind: 'render' });
  });

  it('keeps legal and support reachable for a locked account', () => {
    expect(decideShellRoute('/support', '', locked)).toEqual({ kind: 'render' });
    expect(decideShellRoute('/legal/privacy', '', locked)).toEqual({ kind: 'render' });
    expect(decideShellRoute('/researcher', '', locked)).toEqual({ kind: 'warning', message: 'credit-notes-locked' });
  });
});
