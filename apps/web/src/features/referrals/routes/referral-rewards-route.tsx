import { formatMoney, toSegment } from '@portal/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useReferralRewards, useTotalCredits } from '../api/get-referral-rewards.ts';
import { EarningsCard } from '../components/earnings-card.tsx';
import { FlyerCard } from '../components/flyer-card.tsx';
import { ReferralsTable } from '../components/referrals-table.tsx';
import { ShareLinkCard } from '../components/share-link-card.tsx';
import '../referrals.css';

/** /{lang}/referral-rewards: the share link, its QR code and flyer, the earnings and the colleagues referred. */
export function Component() {
  const { t } = useTranslation();
  const lang = toSegment(useParams().lang);
  const rewards = useReferralRewards();
  const total = useTotalCredits();
  const data = rewards.data;
  const amount = data ? formatMoney(data.referralAmount, data.currency) : '';

  return (
    <div className="page page--stack">
      <header className="referrals-page__header">
        <h1 className="page__title">{t('referrals-title')}</h1>
        {data ? <p className="page__lead referrals-page__lead">{t('referrals-intro', { amount })}</p> : null}
      </header>
      {rewards.isError && !data ? (
        <Alert kind="error">
          {t('referrals-load-error')}{' '}
          <Button variant="link" onClick={() => void rewards.refetch()}>
            {t('referrals-retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <p className="referrals-loading">
          <Spinner size="small" />
          {t('referrals-loading')}
        </p>
      ) : (
        <>
          <div className="referrals-layout">
            <ShareLinkCard shareUrl={data.shareUrl} referralCode={data.referralCode} />
            <EarningsCard
              total={total.data}
              isTotalError={total.isError}
              numberOfReferralsSent={data.numberOfReferralsSent}
              numberRegistered={data.referrals.length}
            />
          </div>
          <div className="referrals-layout">
            <section className="card referrals-how" aria-labelledby="referrals-how-title">
              <h2 id="referrals-how-title" className="referrals-card__title">
                {t('referrals-how-title')}
              </h2>
              <ol className="referrals-how__steps">
                <li>{t('referrals-step-share')}</li>
                <li>{t('referrals-step-register')}</li>
                <li>{t('referrals-step-earn', { amount })}</li>
              </ol>
            </section>
            <FlyerCard lang={lang} />
          </div>
          <ReferralsTable referrals={data.referrals} currency={data.currency} />
        </>
      )}
    </div>
  );
}
