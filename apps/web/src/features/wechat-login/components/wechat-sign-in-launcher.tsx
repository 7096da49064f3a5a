import type { TLocale, TUser } from '@portal/domain';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { LazyWeChatSignIn } from './lazy-wechat.tsx';
import { WeChatIcon } from './wechat-icon.tsx';
import '../wechat-login.css';

type TProps = {
  onSignedIn: (result: { user: TUser; language: TLocale | null; redirectUri: string | null }) => void;
};

/**
 * "Sign in with WeChat" on the login page: the button (texts from the auth catalogue the page loads anyway)
 * loads the QR sign-in with its own texts only when pressed, which then asks for a code at once; the sign-in
 * screen's first paint carries none of it.
 */
export function WeChatSignInLauncher({ onSignedIn }: TProps) {
  const { t } = useTranslation();
  const [isStarted, setIsStarted] = useState(false);
  if (isStarted) {
    return (
      <Suspense fallback={<Spinner />}>
        <LazyWeChatSignIn onSignedIn={onSignedIn} isStartedAtOnce />
      </Suspense>
    );
  }
  return (
    <section className="wechat-sign-in" aria-labelledby="wechat-sign-in-title">
      <h2 id="wechat-sign-in-title" className="wechat-sign-in__title">
        {t('auth-wechat-sign-in-title')}
      </h2>
      <Button variant="secondary" className="wechat-sign-in__button" onClick={() => setIsStarted(true)}>
        <WeChatIcon />
        {t('auth-wechat-sign-in-button')}
      </Button>
    </section>
  );
}
