import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import type { TQrState } from '../hooks/use-qr-polling.ts';
import '../wechat-login.css';

type TProps = {
  state: TQrState;
  /** What scanning does here: sign in, or link the account. */
  purpose: 'login' | 'link';
  onRenew: () => void;
  onCancel: () => void;
};

/** The QR code with its status line; an error icon stands in for an image that cannot be fetched. */
export function WeChatQrPanel({ state, purpose, onRenew, onCancel }: TProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (state.kind === 'idle' || state.kind === 'done') return null;
  const renew = (
    <Button variant="secondary" onClick={onRenew}>
      {t('wechat-new-code')}
    </Button>
  );
  return (
    <div className="wechat-qr">
      {state.kind === 'loading' ? (
        <div className="wechat-qr__frame" aria-hidden="true">
          <Spinner />
        </div>
      ) : null}
      {state.kind === 'waiting' ? (
        <>
          <div className="wechat-qr__frame">
            {failedUrl === state.url ? (
              <div className="wechat-qr__broken" role="img" aria-label={t('wechat-qr-failed')}>
                <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
                  <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  <circle cx="12" cy="17" r="1.3" fill="currentColor" />
                </svg>
                <p>{t('wechat-qr-failed')}</p>
              </div>
            ) : (
              <img
                className="wechat-qr__image"
                src={state.url}
                alt={t(purpose === 'link' ? 'wechat-qr-alt-link' : 'wechat-qr-alt')}
                width={200}
                height={200}
                onError={() => setFailedUrl(state.url)}
              />
            )}
          </div>
          <p className="wechat-qr__status" role="status" aria-live="polite">
            {state.status === 'scanned'
              ? t(purpose === 'link' ? 'wechat-status-scanned-link' : 'wechat-status-scanned')
              : t(purpose === 'link' ? 'wechat-status-pending-link' : 'wechat-status-pending')}
          </p>
          {failedUrl === state.url ? renew : null}
          <Button variant="link" onClick={onCancel}>
            {t('wechat-cancel')}
          </Button>
        </>
      ) : null}
      {state.kind === 'expired' ? (
        <>
          <Alert kind="warning">{t('wechat-login-expired')}</Alert>
          {renew}
        </>
      ) : null}
      {state.kind === 'error' ? (
        <>
          <Alert kind="error">{translateMessage(t, state.message)}</Alert>
          {renew}
        </>
      ) : null}
    </div>
  );
}
