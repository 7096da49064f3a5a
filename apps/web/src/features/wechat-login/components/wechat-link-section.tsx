import { MESSAGE } from '@portal/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { createWeChatLink, pollWeChatLink, setLinkedWeChat, useLinkedWeChat, useUnlinkWeChat } from '../api/wechat-link.ts';
import { useQrPolling } from '../hooks/use-qr-polling.ts';
import { WeChatIcon } from './wechat-icon.tsx';
import { WeChatQrPanel } from './wechat-qr-panel.tsx';

/**
 * The account page's WeChat card: links the WeChat user who scans and confirms a QR code (then that user
 * signs in to this account by QR code), or unlinks it.
 */
export function WeChatLinkSection() {
  const { t } = useTranslation();
  const linked = useLinkedWeChat();
  const unlink = useUnlinkWeChat();
  const [isJustLinked, setIsJustLinked] = useState(false);
  const { state, begin, cancel } = useQrPolling({
    start: createWeChatLink,
    poll: pollWeChatLink,
    onDone: ({ wechat }) => {
      setLinkedWeChat(wechat);
      setIsJustLinked(true);
    },
  });
  const wechat = linked.data?.wechat ?? null;
  const isLinking = state.kind !== 'idle' && state.kind !== 'done';

  return (
    <section className="card account-card wechat-link" aria-labelledby="wechat-link-title">
      <h2 id="wechat-link-title" className="account-card__title">
        <WeChatIcon /> {t('wechat-link-title')}
      </h2>
      {linked.isPending ? <Spinner /> : null}
      {linked.isError ? <Alert kind="error">{translateMessage(t, MESSAGE.genericError)}</Alert> : null}
      {isJustLinked && wechat ? <Alert kind="success">{t('wechat-link-success')}</Alert> : null}
      {unlink.isError ? (
        <Alert kind="error">
          {translateMessage(t, unlink.error instanceof ApiError ? unlink.error.code : MESSAGE.genericError)}
        </Alert>
      ) : null}
      {linked.isSuccess && wechat ? (
        <>
          <p>{t('wechat-link-linked', { nickname: wechat.nickname })}</p>
          <Button
            variant="secondary"
            isBusy={unlink.isPending}
            onClick={() => {
              setIsJustLinked(false);
              unlink.mutate();
            }}
          >
            {t('wechat-unlink')}
          </Button>
        </>
      ) : null}
      {linked.isSuccess && !wechat ? (
        <>
          <p>{t('wechat-link-intro')}</p>
          {isLinking ? (
            <WeChatQrPanel state={state} purpose="link" onRenew={begin} onCancel={cancel} />
          ) : (
            <Button variant="secondary" onClick={begin}>
              {t('wechat-link-button')}
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
