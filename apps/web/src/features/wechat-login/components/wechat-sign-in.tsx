import type { TLocale, TUser } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { createWeChatLogin, pollWeChatLogin } from '../api/wechat-login.ts';
import { useQrPolling } from '../hooks/use-qr-polling.ts';
import { WeChatIcon } from './wechat-icon.tsx';
import { WeChatQrPanel } from './wechat-qr-panel.tsx';

type TProps = {
  /** Called once the phone confirmed and the session is set; the page goes on as after its own sign-in. */
  onSignedIn: (result: { user: TUser; language: TLocale | null; redirectUri: string | null }) => void;
  /** Ask for a code as soon as it shows (the login page's launcher button was the click). */
  isStartedAtOnce?: boolean;
};

/** "Sign in with WeChat" on the login page (spec §2 WeChat sign-in), shown while the wechat_sso flag is on. */
export function WeChatSignIn({ onSignedIn, isStartedAtOnce = false }: TProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, begin, cancel } = useQrPolling({
    start: createWeChatLogin,
    poll: pollWeChatLogin,
    onDone: ({ user, redirectUri }) => {
      if (user) onSignedIn({ user, language: user.language, redirectUri });
      // An account with a second factor: no user yet, its second step instead.
      else if (redirectUri) navigate(redirectUri);
    },
  });
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!isStartedAtOnce || hasStarted.current) return;
    hasStarted.current = true;
    begin();
  }, [isStartedAtOnce, begin]);
  const isOpen = state.kind !== 'idle';
  return (
    <section className="wechat-sign-in" aria-labelledby="wechat-sign-in-title">
      <h2 id="wechat-sign-in-title" className="wechat-sign-in__title">
        {t('wechat-sign-in-title')}
      </h2>
      {isOpen ? (
        <>
          {state.kind === 'loading' || state.kind === 'waiting' ? (
            <p className="wechat-sign-in__hint">{t('wechat-sign-in-hint')}</p>
          ) : null}
          <WeChatQrPanel state={state} purpose="login" onRenew={begin} onCancel={cancel} />
        </>
      ) : (
        <Button variant="secondary" className="wechat-sign-in__button" onClick={begin}>
          <WeChatIcon />
          {t('wechat-sign-in-button')}
        </Button>
      )}
    </section>
  );
}
