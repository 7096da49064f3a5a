import { formatMoney } from '@portal/domain';
import type { TReferralTotalCreditsResponse } from '@portal/domain/api/referrals';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';

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
    <section className="card referrals-earnings" aria-labelledby="referrals-earnings-title">
      <h2 id="referrals-earnings-title" className="referrals-card__title">
        {t('referrals-earnings-title')}
      </h2>
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
    </section>
  );
}
