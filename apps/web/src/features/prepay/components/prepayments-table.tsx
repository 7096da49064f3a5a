import type { TPrepayment } from '@portal/domain';
import { Link } from 'react-router';
import { AmountCell, BillingStatus, DateCell, NumberCell } from '../../../components/billing-table/billing-table.tsx';
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
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  return (
    <ShowAllTable
      title={t('prepay-prepayments-title')}
      rows={prepayments}
      emptyText={t('prepay-prepayments-empty')}
      columns={[
        { label: t('prepay-column-invoice') },
        { label: t('prepay-column-date') },
        { label: t('prepay-column-total'), isAmount: true },
        { label: t('prepay-column-available'), isAmount: true },
        { label: t('prepay-column-unpaid'), isAmount: true },
        { label: t('prepay-column-documents') },
        isFapiaoShown ? { label: t('fapiao-column') } : null,
      ]}
      renderRow={(prepayment) => {
        const number = prepayment.retainerInvoiceNumber;
        return (
          <tr key={number}>
            <NumberCell>{number}</NumberCell>
            <DateCell value={prepayment.transactionDate} />
            <AmountCell amount={prepayment.totalAmount} currency={prepayment.currency} />
            <AmountCell amount={prepayment.availablePrepaymentAmount} currency={prepayment.currency} />
            <AmountCell amount={prepayment.balance} currency={prepayment.currency}>
              {prepayment.balance > 0 ? null : <BillingStatus tone="success">{t('prepay-status-paid')}</BillingStatus>}
            </AmountCell>
            <td>
              <ul className="billing-table__documents">
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
