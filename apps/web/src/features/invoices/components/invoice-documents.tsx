import { formatMoney, type TInvoice } from '@portal/domain';
import { currentLocale, documentHref } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';

/** The invoice PDF, a receipt per payment, the statement of delivery and, while unpaid, the boleto. */
export function InvoiceDocuments({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation();
  const localization = currentLocale();
  const number = encodeURIComponent(invoice.invoiceNumber);
  return (
    <ul className="billing-table__documents">
      <li>
        <a href={`/api/invoice/${number}/pdf?localization=${localization}`} download>
          {t('invoices-document-invoice')}
          <span className="visually-hidden"> {invoice.invoiceNumber}</span>
        </a>
      </li>
      {invoice.payments.map((payment) => {
        const search = new URLSearchParams({
          invoice_number: invoice.invoiceNumber,
          amount: String(payment.amount),
          localization,
        });
        return (
          <li key={payment.id}>
            <a href={`/api/payment/${payment.id}/pdf?${search.toString()}`} download>
              {t('invoices-document-receipt', { amount: formatMoney(payment.amount, invoice.currency) })}
            </a>
          </li>
        );
      })}
      <li>
        {invoice.statementOfDelivery.status === 'available' ? (
          <a href={documentHref(`/api/invoice/${number}/statement-of-delivery`)} download>
            {t('invoices-document-statement')}
          </a>
        ) : (
          <span className="invoice-documents__pending">{t('invoices-document-statement-pending')}</span>
        )}
      </li>
      {invoice.boletoUrl && invoice.balance > 0 ? (
        <li>
          <a href={invoice.boletoUrl} target="_blank" rel="noreferrer">
            {t('invoices-document-boleto')}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
