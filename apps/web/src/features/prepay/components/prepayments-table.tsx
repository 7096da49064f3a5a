import { formatLongDate, formatMoney, type TPrepayment } from '@portal/domain';
import { Link } from 'react-router';
import { documentHref } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { FapiaoCell } from '../../fapiao/components/fapiao-cell.tsx';
import { ShowAllTable } from './show-all-table.tsx';

/** isFapiaoShown: the localization issues fapiaos after payment (the fapiao column, shell §2). */
export function PrepaymentsTable({
  prepayments,
  isFapiaoShown = false,
}: {
  prepayments: readonly TPrepayment[];
  isFapiaoShown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = useLanguageSegment();
  return (
    <ShowAllTable
      title={t('prepay-prepayments-title')}
      rows={prepayments}
      emptyText={t('prepay-prepayments-empty')}
      head={
        <tr>
          <th scope="col">{t('prepay-column-invoice')}</th>
          <th scope="col">{t('prepay-column-date')}</th>
          <th scope="col" className="prepay-table__amount">
            {t('prepay-column-total')}
          </th>
          <th scope="col" className="prepay-table__amount">
            {t('prepay-column-available')}
          </th>
          <th scope="col" className="prepay-table__amount">
            {t('prepay-column-unpaid')}
          </th>
          <th scope="col">{t('prepay-column-documents')}</th>
          {isFapiaoShown ? <th scope="col">{t('fapiao-column')}</th> : null}
        </tr>
      }
      renderRow={(prepayment) => {
        const number = prepayment.retainerInvoiceNumber;
        return (
          <tr key={number}>
            <th scope="row" className="prepay-table__number">
              {number}
            </th>
            <td className="prepay-table__nowrap">
              <time dateTime={prepayment.transactionDate}>{formatLongDate(prepayment.transactionDate, i18n.language)}</time>
            </td>
            <td className="prepay-table__amount">{formatMoney(prepayment.totalAmount, prepayment.currency)}</td>
            <td className="prepay-table__amount">{formatMoney(prepayment.availablePrepaymentAmount, prepayment.currency)}</td>
            <td className="prepay-table__amount">
              {prepayment.balance > 0 ? (
                formatMoney(prepayment.balance, prepayment.currency)
              ) : (
                <span className="prepay-paid">{t('prepay-status-paid')}</span>
              )}
            </td>
            <td>
              <ul className="prepay-documents">
                <li>
                  <a href={documentHref(`/api/retainer-invoice/${encodeURIComponent(number)}/pdf`)} download>
                    {t('prepay-document-invoice')}
                    <span className="visually-hidden"> {number}</span>
                  </a>
                </li>
                {prepayment.boletoUrl && prepayment.balance > 0 ? (
                  <li>
                    <a href={prepayment.boletoUrl} target="_blank" rel="noreferrer">
                      {t('prepay-document-boleto')}
                    </a>
                  </li>
                ) : null}
                {prepayment.balance > 0 ? (
                  <li>
                    <Link to={`/${lang}/researcher/prepay/${encodeURIComponent(number)}`}>
                      {t('prepay-pay-existing')}
                      <span className="visually-hidden"> {number}</span>
                    </Link>
                  </li>
                ) : null}
              </ul>
            </td>
            {isFapiaoShown ? (
              <td>
                <FapiaoCell
                  fapiao={prepayment.fapiao}
                  fapiaoPaymentId={prepayment.fapiaoPaymentId}
                  documentNumber={number}
                  requestPath={`/${lang}/researcher/prepay/${encodeURIComponent(number)}/fapiao`}
                />
              </td>
            ) : null}
          </tr>
        );
      }}
    />
  );
}
