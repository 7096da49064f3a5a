import {
  decideShellRoute,
  isLanguageSegment,
  LOCALE_TO_CATALOGUE,
  SEGMENT_TO_LOCALE,
  type TLanguageSegment,
  type TLoadResponse,
  type TShellDecision,
  type TUser,
  withLanguageSegment,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { BootScreen } from '../../components/ui/boot-screen.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { forgetUserData, signOut } from '../../features/auth/api/sign-out.ts';
import { clearAuthTransition, isAuthTransitionAt, markAuthTransition } from '../../features/auth/utils/auth-transition.ts';
import { writeLanguageCookie } from '../../features/auth/utils/language-cookie.ts';
import { updateLanguage } from '../../features/shell/api/update-language.ts';
import { GlobalMessageArea } from '../../features/shell/components/global-message-area.tsx';
import { LoadErrorScreen } from '../../features/shell/components/load-error-screen.tsx';
import { NetworkErrorModal } from '../../features/shell/components/network-error-modal.tsx';
import { ShellWarning } from '../../features/shell/components/shell-warning.tsx';
import { SiteFooter } from '../../features/shell/components/site-footer.tsx';
import { SiteHeader } from '../../features/shell/components/site-header.tsx';
import { WelcomeBar } from '../../features/shell/components/welcome-bar.tsx';
import { useApiFailures } from '../../features/shell/hooks/use-api-failures.ts';
import { useConsentScript } from '../../features/shell/hooks/use-consent-script.ts';
import { useLoadMessages } from '../../features/shell/hooks/use-load-messages.ts';
import { usePageViewEvents } from '../../features/shell/hooks/use-page-view-events.ts';
import { accountQuery, applicationQuery, invalidateUser } from '../../lib/application.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useTranslation } from '../../lib/translation.ts';
import { paths, to } from '../paths.ts';
import { detectSiteSegment } from '../site-language.ts';
import { isWelcomeShown } from '../welcome-band.ts';
import './language-root.css';

/** Only a staff member acting as a customer sees it: loaded then, not with every first screen. */
const ImpersonationBanner = lazy(() =>
  import('../../features/shell/components/impersonation-banner.tsx').then((module) => ({ default: module.ImpersonationBanner })),
);

/**
 * A staff member in their own session works in the console: its pages, not the researcher's. (Acting as a
 * customer, they are the customer and see the researcher's navigation.)
 */
const STAFF_NAVIGATION = [
  { key: 'shell-staff-queue', path: '/staff' },
  { key: 'shell-staff-fapiaos', path: '/staff/fapiaos' },
  { key: 'shell-staff-testimonials', path: '/staff/testimonials' },
  { key: 'shell-staff-review-questions', path: '/staff/review-questions' },
  { key: 'nav-account', path: paths.account },
] as const;

/** The `?logout` flag is honoured once, when the app starts (spec §2 "Root behaviour"). */
let isLogoutFlagHandled = false;

/** The language segment: a URL without a valid one is sent to the same path under the site language. */
export function Component() {
  const { lang } = useParams();
  const location = useLocation();
  if (!isLanguageSegment(lang)) {
    const path = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withLanguageSegment(path, detectSiteSegment())} replace />;
  }
  return <LanguageRoot lang={lang} />;
}

function LanguageRoot({ lang }: { lang: TLanguageSegment }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const application = useQuery(applicationQuery);
  const account = useQuery(accountQuery);
  const [isLoggingOut, setIsLoggingOut] = useState(
    () => !isLogoutFlagHandled && new URLSearchParams(location.search).has('logout'),
  );
  const localizations = application.data?.application.localizations;

  const catalogue = LOCALE_TO_CATALOGUE[SEGMENT_TO_LOCALE[lang]];
  useEffect(() => {
    if (i18n.language !== catalogue) void changeLanguage(SEGMENT_TO_LOCALE[lang]);
  }, [catalogue, i18n.language, lang]);

  useEffect(() => {
    if (!isLoggingOut || !localizations || isLogoutFlagHandled) return;
    isLogoutFlagHandled = true;
    void signOut(localizations)
      .catch(() => undefined)
      .finally(() => {
        invalidateUser();
        forgetUserData();
        const search = new URLSearchParams(location.search);
        search.delete('logout');
        const query = search.toString();
        navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true });
        setIsLoggingOut(false);
      });
  }, [isLoggingOut, localizations, location, navigate]);

  if ((application.isError && !application.data) || (account.isError && !account.data)) return <LoadErrorScreen />;
  if (!application.data || !account.data || isLoggingOut) return <BootScreen label={t('common-loading')} />;
  const user = account.data.user.loggedIn ? account.data.user : null;
  return <Shell lang={lang} load={application.data} user={user} />;
}

type TShellProps = { lang: TLanguageSegment; load: TLoadResponse; user: TUser | null };

function Shell({ lang, load, user }: TShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const application = load.application;
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [isChangingLanguage, setIsChangingLanguage] = useState(false);
  const { isNetworkErrorOpen, closeNetworkError } = useApiFailures(() =>
    navigate(`${to(lang, paths.account)}?two-factor=required#security`, { replace: true }),
  );
  useConsentScript(application.config.consentScriptUrl);
  usePageViewEvents(location.pathname);
  useLoadMessages(load);

  const isHeldForAuthTransition = isAuthTransitionAt(location.key);
  useEffect(() => {
    if (!isAuthTransitionAt(location.key)) clearAuthTransition();
  }, [location.key]);

  const pathAfterLanguage = location.pathname.slice(lang.length + 1);
  const decision = decideShellRoute(pathAfterLanguage, location.search, user ?? { loggedIn: false });
  const isRendered = decision.kind === 'render';

  async function onSignOut() {
    setIsSigningOut(true);
    try {
      await signOut(application.localizations);
    } catch {
      setIsSigningOut(false);
      return;
    }
    markAuthTransition(location.key);
    invalidateUser();
    forgetUserData();
    setIsSigningOut(false);
    navigate(to(lang, paths.login));
  }

  async function onLanguageChange(segment: TLanguageSegment) {
    setIsChangingLanguage(true);
    // The choice still applies in this browser when the call fails; the modal reports the failure.
    await updateLanguage(segment).catch(() => undefined);
    writeLanguageCookie(SEGMENT_TO_LOCALE[segment]);
    setIsChangingLanguage(false);
    navigate(withLanguageSegment(`${location.pathname}${location.search}${location.hash}`, segment));
    // The user's language, and with it their home directory, changed on the server.
    void queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
  }

  return (
    <div className="shell">
      <SiteHeader
        companyName={application.companyShortName}
        lang={lang}
        homeHref={user ? user.homeDirectory : to(lang, paths.login)}
        user={user}
        navigation={user?.isStaff ? STAFF_NAVIGATION : application.config.subNavigation}
        languages={application.config.allowLanguageSelection ? application.config.siteLanguages : null}
        isChangingLanguage={isChangingLanguage}
        isSigningOut={isSigningOut}
        onLanguageChange={(segment) => void onLanguageChange(segment)}
        onSignOut={() => void onSignOut()}
      />
      {user && isRendered && isWelcomeShown(pathAfterLanguage) ? <WelcomeBar user={user} /> : null}
      <main id="main-content" className="site-main" tabIndex={-1}>
        <div className="container">
          {user?.impersonatorIdentity ? (
            <Suspense fallback={null}>
              <ImpersonationBanner user={user} lang={lang} />
            </Suspense>
          ) : null}
          <GlobalMessageArea />
          {isRendered ? (
            <Outlet />
          ) : decision.kind === 'warning' ? (
            <ShellWarning message={decision.message} />
          ) : isHeldForAuthTransition ? (
            // The login or registration page that signed the user in finishes its own navigation.
            decision.kind === 'home' ? (
              <Outlet />
            ) : (
              <PageSpinner label={t('common-loading')} />
            )
          ) : (
            <ShellRedirect decision={decision} lang={lang} user={user} search={location.search} />
          )}
        </div>
      </main>
      <SiteFooter companyName={application.companyShortName} links={application.config.links} />
      {isNetworkErrorOpen ? <NetworkErrorModal onClose={closeNetworkError} /> : null}
    </div>
  );
}

type TShellRedirectProps = {
  decision: Exclude<TShellDecision, { kind: 'render' } | { kind: 'warning' }>;
  lang: TLanguageSegment;
  user: TUser | null;
  search: string;
};

function ShellRedirect({ decision, lang, user, search }: TShellRedirectProps) {
  const { t } = useTranslation();
  const isExternal = decision.kind === 'localization-redirect';
  useEffect(() => {
    if (isExternal) window.location.assign(`/api/account/redirect${search}`);
  }, [isExternal, search]);

  switch (decision.kind) {
    case 'login':
      return <Navigate to={`${to(lang, paths.login)}?redirect=${encodeURIComponent(`/${lang}${decision.redirect}`)}`} replace />;
    case 'home':
      return <Navigate to={user?.homeDirectory ?? to(lang, paths.researcher)} replace />;
    case 'account':
      return <Navigate to={to(lang, paths.account)} replace />;
    case 'migration-gate':
      return <Navigate to={to(lang, paths.migrationStatus)} replace />;
    case 'localization-redirect':
      return <PageSpinner label={t('common-loading')} />;
  }
}
