import { formatMoney } from '@portal/domain';
import type { TReferralTotalCreditsResponse } from '@portal/domain/api/referrals';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ReferralsCard } from './referrals-card.tsx';

type TEarningsCardProps = {
  total: TReferralTotalCreditsResponse | undefined;
  isTotalError: boolean;
  numberOfReferralsSent: number;
  numberRegistered: number;
};

/** Total earned, invitations sent and colleagues registered, side by side. */
export function EarningsCard({ total, isTotalError, numberOfReferralsSent, numberRegistered }: TEarningsCardProps) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <ReferralsCard className="referrals-earnings" titleId="referrals-earnings-title" title={t('referrals-earnings-title')}>
      <dl className="referrals-figures">
        <div className="referrals-figures__item referrals-figures__item--main">
          <dt>{t('referrals-total-earned')}</dt>
          <dd>{total ? formatMoney(total.totalEarnedCredits, total.currency) : isTotalError ? '—' : <Spinner size="small" />}</dd>
        </div>
        <div className="referrals-figures__item">
          <dt>{t('referrals-invitations-sent')}</dt>
          <dd>{count(numberOfReferralsSent)}</dd>
        </div>
        <div className="referrals-figures__item">
          <dt>{t('referrals-registered')}</dt>
          <dd>{count(numberRegistered)}</dd>
        </div>
      </dl>
      <p className="referrals-card__text">{t('referrals-invitations-hint')}</p>
    </ReferralsCard>
  );
}
