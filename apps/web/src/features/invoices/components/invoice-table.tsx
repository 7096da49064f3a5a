import { formatLongDate, formatMoney, type TInvoice } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { FapiaoCell } from '../../fapiao/components/fapiao-cell.tsx';
import { encodeInvoiceNumbers, invoiceStatus, isPayable } from '../utils/invoice-display.ts';
import { headerCheckboxOf } from '../utils/invoice-selection.ts';
import { InvoiceDocuments } from './invoice-documents.tsx';

type TInvoiceTableProps = {
  invoices: readonly TInvoice[];
  caption: string;
  /** Unpaid view: a checkbox per payable invoice and one in the header for all of them. */
  isSelectable: boolean;
  selected: ReadonlySet<string>;
  onSelectionChange: (invoiceNumbers: readonly string[], isSelected: boolean) => void;
  isBusy: boolean;
  /** The researcher's localization issues fapiaos after payment: a fapiao column (fapiao rules). */
  isFapiaoShown?: boolean;
};

export function InvoiceTable({
  invoices,
  caption,
  isSelectable,
  selected,
  onSelectionChange,
  isBusy,
  isFapiaoShown = false,
}: TInvoiceTableProps) {
  const { t, i18n } = useTranslation();
  const lang = useLanguageSegment();
  const { payable, isAllSelected, isMixed } = headerCheckboxOf(invoices, selected);
  const headerCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerCheckbox.current) headerCheckbox.current.indeterminate = isMixed;
  }, [isMixed]);

  return (
    <div className="invoice-table__scroll">
      <table className="invoice-table" aria-busy={isBusy || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {isSelectable ? (
              <th scope="col" className="invoice-table__select">
                <input
                  ref={headerCheckbox}
                  type="checkbox"
                  checked={isAllSelected}
                  disabled={payable.length === 0}
                  aria-label={t('invoices-select-all')}
                  onChange={(event) => onSelectionChange(payable, event.target.checked)}
                />
              </th>
            ) : null}
            <th scope="col">{t('invoices-column-number')}</th>
            <th scope="col">{t('invoices-column-date')}</th>
            <th scope="col">{t('invoices-column-order')}</th>
            <th scope="col" className="invoice-table__amount">
              {t('invoices-column-total')}
            </th>
            <th scope="col" className="invoice-table__amount">
              {t('invoices-column-balance')}
            </th>
            <th scope="col">{t('invoices-column-status')}</th>
            <th scope="col" className="invoice-table__documents">
              {t('invoices-column-documents')}
            </th>
            {isFapiaoShown ? <th scope="col">{t('fapiao-column')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const status = invoiceStatus(invoice);
            const canPay = isPayable(invoice);
            const order = invoice.customFields.Submission;
            return (
              <tr key={invoice.invoiceNumber} className={selected.has(invoice.invoiceNumber) ? 'is-selected' : undefined}>
                {isSelectable ? (
                  <td className="invoice-table__select">
                    {canPay ? (
                      <input
                        type="checkbox"
                        checked={selected.has(invoice.invoiceNumber)}
                        aria-label={t('invoices-select-one', { number: invoice.invoiceNumber })}
                        onChange={(event) => onSelectionChange([invoice.invoiceNumber], event.target.checked)}
                      />
                    ) : null}
                  </td>
                ) : null}
                <th scope="row" className="invoice-table__number">
                  {invoice.invoiceNumber}
                </th>
                <td className="invoice-table__nowrap">
                  <time dateTime={invoice.transactionDate}>{formatLongDate(invoice.transactionDate, i18n.language)}</time>
                </td>
                <td className="invoice-table__nowrap">
                  {order ? (
                    <Link to={`/${lang}/researcher/index/details/${encodeURIComponent(order)}`}>{order}</Link>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('invoices-no-order')}</span>
                    </>
                  )}
                </td>
                <td className="invoice-table__amount">{formatMoney(invoice.totalAmount, invoice.currency)}</td>
                <td className="invoice-table__amount">{formatMoney(invoice.balance, invoice.currency)}</td>
                <td>
                  <span className={`invoice-status invoice-status--${status}`}>{t(`invoices-status-${status}`)}</span>
                  {canPay ? (
                    <Link
                      className="invoice-table__pay"
                      to={`/${lang}/researcher/invoices/pay/${encodeInvoiceNumbers([invoice.invoiceNumber])}`}
                    >
                      {t('invoices-pay-one')}
                      <span className="visually-hidden"> {invoice.invoiceNumber}</span>
                    </Link>
                  ) : null}
                </td>
                <td>
                  <InvoiceDocuments invoice={invoice} />
                </td>
                {isFapiaoShown ? (
                  <td>
                    <FapiaoCell
                      fapiao={invoice.fapiao}
                      fapiaoPaymentId={invoice.fapiaoPaymentId}
                      documentNumber={invoice.invoiceNumber}
                      requestPath={`/${lang}/researcher/invoices/${encodeURIComponent(invoice.invoiceNumber)}/fapiao`}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
