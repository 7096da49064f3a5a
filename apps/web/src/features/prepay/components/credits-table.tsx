import type { TCredit } from '@portal/domain';
import { AmountCell, DateCell, NumberCell } from '../../../components/billing-table/billing-table.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ShowAllTable } from './show-all-table.tsx';

export function CreditsTable({ credits }: { credits: readonly TCredit[] }) {
  const { t } = useTranslation();
  return (
    <ShowAllTable
      title={t('prepay-credits-title')}
      rows={credits}
      emptyText={t('prepay-credits-empty')}
      columns={[
        { label: t('prepay-column-reference') },
        { label: t('prepay-column-date') },
        { label: t('prepay-column-expires') },
        { label: t('prepay-column-total'), isAmount: true },
        { label: t('prepay-column-balance'), isAmount: true },
      ]}
      renderRow={(credit) => (
        <tr key={credit.referenceNumber}>
          <NumberCell>{credit.referenceNumber}</NumberCell>
          <DateCell value={credit.transactionDate} />
          <DateCell value={credit.expirationDate} fallback={t('prepay-no-expiry')} />
          <AmountCell amount={credit.totalAmount} currency={credit.currency} />
          <AmountCell amount={credit.balance} currency={credit.currency} />
        </tr>
      )}
    />
  );
}
