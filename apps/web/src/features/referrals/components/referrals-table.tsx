import type { TCurrency } from '@portal/domain';
import type { TReferredResearcher } from '@portal/domain/api/referrals';
import { AmountCell, BillingStatus, BillingTable, DateCell } from '../../../components/billing-table/billing-table.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ReferralsCard } from './referrals-card.tsx';

type TReferralsTableProps = { referrals: readonly TReferredResearcher[]; currency: TCurrency };

/** The researchers who registered through the link: name and initial, date, credited or pending. */
export function ReferralsTable({ referrals, currency }: TReferralsTableProps) {
  const { t } = useTranslation();
  return (
    <ReferralsCard className="referrals-list" titleId="referrals-list-title" title={t('referrals-list-title')}>
      {referrals.length === 0 ? (
        <p className="referrals-list__empty">{t('referrals-list-empty')}</p>
      ) : (
        <BillingTable
          className="referrals-table"
          columns={[
            { label: t('referrals-col-name') },
            { label: t('referrals-col-registered') },
            { label: t('referrals-col-status') },
            { label: t('referrals-col-credit'), isAmount: true },
          ]}
        >
          {referrals.map((referral, index) => (
            // Names repeat and carry no identity: the list's order (newest first) is its key.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered or edited in place
            <tr key={index}>
              <th scope="row">{referral.name || t('referrals-name-unknown')}</th>
              <DateCell value={referral.registeredAt} />
              <td>
                <BillingStatus tone={referral.status === 'credited' ? 'success' : 'warning'}>
                  {t(`referrals-status-${referral.status}`)}
                </BillingStatus>
              </td>
              <AmountCell amount={referral.creditAmount ?? 0} currency={currency}>
                {referral.creditAmount === null ? '—' : null}
              </AmountCell>
            </tr>
          ))}
        </BillingTable>
      )}
    </ReferralsCard>
  );
}
