import { formatLongDate, formatMoney, type TCredit } from '@portal/domain';
import { useTranslation } from '../../../lib/translation.ts';
import { ShowAllTable } from './show-all-table.tsx';

export function CreditsTable({ credits }: { credits: readonly TCredit[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ShowAllTable
      title={t('prepay-credits-title')}
      rows={credits}
      emptyText={t('prepay-credits-empty')}
      head={
        <tr>
          <th scope="col">{t('prepay-column-reference')}</th>
          <th scope="col">{t('prepay-column-date')}</th>
          <th scope="col">{t('prepay-column-expires')}</th>
          <th scope="col" className="prepay-table__amount">
            {t('prepay-column-total')}
          </th>
          <th scope="col" className="prepay-table__amount">
            {t('prepay-column-balance')}
          </th>
        </tr>
      }
      renderRow={(credit) => (
        <tr key={credit.referenceNumber}>
          <th scope="row" className="prepay-table__number">
            {credit.referenceNumber}
          </th>
          <td className="prepay-table__nowrap">
            <time dateTime={credit.transactionDate}>{formatLongDate(credit.transactionDate, i18n.language)}</time>
          </td>
          <td className="prepay-table__nowrap">
            {credit.expirationDate ? (
              <time dateTime={credit.expirationDate}>{formatLongDate(credit.expirationDate, i18n.language)}</time>
            ) : (
              t('prepay-no-expiry')
            )}
          </td>
          <td className="prepay-table__amount">{formatMoney(credit.totalAmount, credit.currency)}</td>
          <td className="prepay-table__amount">{formatMoney(credit.balance, credit.currency)}</td>
        </tr>
      )}
    />
  );
}
