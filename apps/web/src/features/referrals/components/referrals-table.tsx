import { formatLongDate, formatMoney, type TCurrency } from '@portal/domain';
import type { TReferredResearcher } from '@portal/domain/api/referrals';
import { useTranslation } from '../../../lib/translation.ts';

type TReferralsTableProps = { referrals: readonly TReferredResearcher[]; currency: TCurrency };

/** The researchers who registered through the link: name and initial, date, credited or pending. */
export function ReferralsTable({ referrals, currency }: TReferralsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card referrals-list" aria-labelledby="referrals-list-title">
      <h2 id="referrals-list-title" className="referrals-card__title">
        {t('referrals-list-title')}
      </h2>
      {referrals.length === 0 ? (
        <p className="referrals-list__empty">{t('referrals-list-empty')}</p>
      ) : (
        <div className="referrals-table__scroll">
          <table className="referrals-table">
            <thead>
              <tr>
                <th scope="col">{t('referrals-col-name')}</th>
                <th scope="col">{t('referrals-col-registered')}</th>
                <th scope="col">{t('referrals-col-status')}</th>
                <th scope="col" className="referrals-table__amount">
                  {t('referrals-col-credit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {referrals.map((referral, index) => (
                // Names repeat and carry no identity: the list's order (newest first) is its key.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered or edited in place
                <tr key={index}>
                  <th scope="row">{referral.name || t('referrals-name-unknown')}</th>
                  <td className="referrals-table__nowrap">
                    <time dateTime={referral.registeredAt}>{formatLongDate(referral.registeredAt, i18n.language)}</time>
                  </td>
                  <td>
                    <span className={`referrals-status referrals-status--${referral.status}`}>
                      {t(`referrals-status-${referral.status}`)}
                    </span>
                  </td>
                  <td className="referrals-table__amount">
                    {referral.creditAmount === null ? '—' : formatMoney(referral.creditAmount, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
