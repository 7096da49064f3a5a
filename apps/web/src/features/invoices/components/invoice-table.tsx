import type { TInvoice } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  AmountCell,
  BillingStatus,
  BillingTable,
  DateCell,
  NumberCell,
} from '../../../components/billing-table/billing-table.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { FapiaoCell } from '../../fapiao/components/fapiao-cell.tsx';
import { encodeInvoiceNumbers, INVOICE_STATUS_TONES, invoiceStatus, isPayable } from '../utils/invoice-display.ts';
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
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const { payable, isAllSelected, isMixed } = headerCheckboxOf(invoices, selected);
  const headerCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerCheckbox.current) headerCheckbox.current.indeterminate = isMixed;
  }, [isMixed]);

  return (
    <BillingTable
      className="invoice-table"
      isRoomy
      caption={caption}
      isBusy={isBusy}
      columns={[
        isSelectable
          ? {
              className: 'invoice-table__select',
              label: (
                <input
                  ref={headerCheckbox}
                  type="checkbox"
                  checked={isAllSelected}
                  disabled={payable.length === 0}
                  aria-label={t('invoices-select-all')}
                  onChange={(event) => onSelectionChange(payable, event.target.checked)}
                />
              ),
            }
          : null,
        { label: t('invoices-column-number') },
        { label: t('invoices-column-date') },
        { label: t('invoices-column-order') },
        { label: t('invoices-column-total'), isAmount: true },
        { label: t('invoices-column-balance'), isAmount: true },
        { label: t('invoices-column-status') },
        { label: t('invoices-column-documents'), className: 'invoice-table__documents' },
        isFapiaoShown ? { label: t('fapiao-column') } : null,
      ]}
    >
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
            <NumberCell>{invoice.invoiceNumber}</NumberCell>
            <DateCell value={invoice.transactionDate} />
            <td className="billing-table__nowrap">
              {order ? (
                <Link to={`/${lang}/researcher/index/details/${encodeURIComponent(order)}`}>{order}</Link>
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{t('invoices-no-order')}</span>
                </>
              )}
            </td>
            <AmountCell amount={invoice.totalAmount} currency={invoice.currency} />
            <AmountCell amount={invoice.balance} currency={invoice.currency} />
            <td>
              <BillingStatus tone={INVOICE_STATUS_TONES[status]}>{t(`invoices-status-${status}`)}</BillingStatus>
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
    </BillingTable>
  );
}
