import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { REFERRAL_QR_URL } from '../api/get-referral-rewards.ts';
import { ReferralsCard } from './referrals-card.tsx';

type TShareLinkCardProps = { shareUrl: string; referralCode: string };

/** The share link with a copy button, the referral code, and the link's QR code. */
export function ShareLinkCard({ shareUrl, referralCode }: TShareLinkCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopyState('copied');
    } catch {
      // Without the clipboard (an insecure origin, a refused permission) the link is selected for the person to copy.
      input.current?.select();
      setCopyState('failed');
    }
  }

  return (
    <ReferralsCard className="referrals-share" titleId={titleId} title={t('referrals-share-title')}>
      <div className="referrals-share__body">
        <div className="referrals-share__link">
          <label htmlFor={inputId} className="field__label">
            {t('referrals-share-label')}
          </label>
          <div className="referrals-share__row">
            <input
              id={inputId}
              ref={input}
              className="field__input referrals-share__input"
              type="text"
              readOnly
              value={shareUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void onCopy()}>{t('referrals-copy')}</Button>
          </div>
          <p className="referrals-share__status" role="status">
            {copyState === 'copied' ? t('referrals-copied') : copyState === 'failed' ? t('referrals-copy-failed') : ''}
          </p>
          <p className="referrals-share__code">{t('referrals-code', { code: referralCode })}</p>
        </div>
        <figure className="referrals-share__qr">
          <img src={REFERRAL_QR_URL} alt={t('referrals-qr-alt')} width={168} height={168} />
          <figcaption>{t('referrals-qr-hint')}</figcaption>
        </figure>
      </div>
    </ReferralsCard>
  );
}
