import { segmentOf, toLocale } from '@portal/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { BootScreen } from '../components/ui/boot-screen.tsx';
import { accountQuery, applicationQuery } from '../lib/application.ts';
import { initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes, preloadRoutes } from './router.tsx';
import { detectSiteLocale } from './site-language.ts';
// After every component's styles of the start-up screens: the CJK line-breaking rules refine them.
import '../styles/cjk-typography.css';

let booting: Promise<unknown> | undefined;

/**
 * Loads the catalogue of the URL's language (else the site language) once, and starts the
 * application and account loads and the first screen's code alongside so none waits for another.
 */
function boot(): Promise<unknown> {
  booting ??= (async () => {
    void queryClient.prefetchQuery(applicationQuery);
    void queryClient.prefetchQuery(accountQuery);
    preloadRoutes(window.location.pathname);
    // A share link's code is kept for registering later; its module loads only when there is one.
    if (new URLSearchParams(window.location.search).has('ref')) {
      void import('../lib/referral-code.ts').then((module) => module.rememberReferralCode(window.location.search));
    }
    const segment = segmentOf(window.location.pathname);
    // A failed catalogue load still starts the app: texts fall back to their keys rather than a blank page.
    await initI18n(segment ? toLocale(segment) : detectSiteLocale()).catch(() => undefined);
  })();
  return booting;
}

export function App() {
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    let isMounted = true;
    void boot().then(() => {
      if (isMounted) setIsReady(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);

  if (!isReady) return <BootScreen />;
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
