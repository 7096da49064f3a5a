import { formatMoney, toSegment } from '@portal/domain';
import { useParams } from 'react-router';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useReferralRewards, useTotalCredits } from '../api/get-referral-rewards.ts';
import { EarningsCard } from '../components/earnings-card.tsx';
import { FlyerCard } from '../components/flyer-card.tsx';
import { ReferralsCard } from '../components/referrals-card.tsx';
import { ReferralsTable } from '../components/referrals-table.tsx';
import { ShareLinkCard } from '../components/share-link-card.tsx';
import '../referrals.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const REFERRALS_LOAD_TEXTS: TLoadTexts = {
  loading: 'referrals-loading',
  loadError: 'referrals-load-error',
  retry: 'referrals-retry',
};

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
      <PageHeader
        className="referrals-page__header"
        title={t('referrals-title')}
        lead={data ? t('referrals-intro', { amount }) : null}
        classes={{ lead: 'page__lead referrals-page__lead' }}
      />
      {!data ? (
        <LoadFallback query={rewards} texts={REFERRALS_LOAD_TEXTS} className="referrals-loading" />
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
            <ReferralsCard className="referrals-how" titleId="referrals-how-title" title={t('referrals-how-title')}>
              <ol className="referrals-how__steps">
                <li>{t('referrals-step-share')}</li>
                <li>{t('referrals-step-register')}</li>
                <li>{t('referrals-step-earn', { amount })}</li>
              </ol>
            </ReferralsCard>
            <FlyerCard lang={lang} />
          </div>
          <ReferralsTable referrals={data.referrals} currency={data.currency} />
        </>
      )}
    </div>
  );
}
