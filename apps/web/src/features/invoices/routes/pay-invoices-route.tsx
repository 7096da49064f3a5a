import type { TPaymentResult } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { AmountCell, BillingTable, DateCell, NumberCell } from '../../../components/billing-table/billing-table.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { PaymentForm } from '../../payment/components/payment-form.tsx';
import { invoicesQuery } from '../api/get-invoices.ts';
import { payInvoices } from '../api/pay-invoices.ts';
import { decodeInvoiceNumbers, isFapiaoSelectionDisabled, isPayable } from '../utils/invoice-display.ts';
import '../invoices.css';

/** Results that end the payoff here; a redirect is followed by the form, a decline stays on the form with its error. */
const SETTLED_STATUSES: readonly TPaymentResult['status'][] = ['paid', 'awaiting-payment', 'pending'];

/** /{lang}/researcher/invoices/pay/{invoiceNumbers}: pays one or more unpaid invoices at once. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const { invoiceNumbers } = useParams();
  const numbers = decodeInvoiceNumbers(invoiceNumbers);
  // Every unpaid invoice comes with each load, whatever the page, so the first page of the unpaid view is enough.
  const unpaid = useQuery(invoicesQuery({ status: 'unpaid', from: '', to: '', orderNumber: '', page: 1 }));
  const backLink = `/${lang}/researcher/invoices/unpaid`;

  function onResult(result: TPaymentResult) {
    if (SETTLED_STATUSES.includes(result.status)) navigate(`/${lang}/researcher/invoices/unpaid/success`);
  }

  const header = (
    <header className="invoices-page__header">
      <p className="invoices-breadcrumb">
        <Link to={backLink}>{t('invoices-back-to-unpaid')}</Link>
      </p>
      <h1 className="page__title">{t('invoices-pay-title')}</h1>
    </header>
  );

  if (unpaid.isError && !unpaid.data) {
    return (
      <div className="page invoices-page--narrow">
        {header}
        <Alert kind="error">{t('invoices-load-error')}</Alert>
      </div>
    );
  }
  if (!unpaid.data) {
    return (
      <div className="page invoices-page--narrow">
        {header}
        <p className="invoices-loading">
          <Spinner size="small" />
          {t('invoices-loading')}
        </p>
      </div>
    );
  }

  const byNumber = new Map(unpaid.data.unpaidInvoices.map((invoice) => [invoice.invoiceNumber, invoice]));
  const invoices = numbers.map((number) => byNumber.get(number)).filter((invoice) => invoice !== undefined);
  const missing = numbers.filter((number) => {
    const invoice = byNumber.get(number);
    return !invoice || !isPayable(invoice);
  });
  const currency = invoices[0]?.currency;
  const isOneCurrency = invoices.every((invoice) => invoice.currency.isoCode === currency?.isoCode);

  if (numbers.length === 0 || missing.length > 0 || !currency || !isOneCurrency) {
    return (
      <div className="page invoices-page--narrow">
        {header}
        <Alert kind="warning">
          {!isOneCurrency
            ? t('invoices-selection-currencies')
            : t('invoices-pay-unavailable', { numbers: missing.join(', ') || '—' })}
        </Alert>
        <Link className="button button--primary" to={backLink}>
          {t('invoices-back-to-unpaid')}
        </Link>
      </div>
    );
  }

  const total = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  return (
    <div className="page invoices-page--narrow">
      {header}
      <section className="card pay-invoices" aria-labelledby="pay-invoices-title">
        <h2 id="pay-invoices-title" className="pay-invoices__title">
          {t('invoices-pay-selected-title')}
        </h2>
        <BillingTable
          className="invoice-table invoice-table--compact"
          isRoomy
          caption={t('invoices-pay-selected-title')}
          columns={[
            { label: t('invoices-column-number') },
            { label: t('invoices-column-date') },
            { label: t('invoices-column-order') },
            { label: t('invoices-column-balance'), isAmount: true },
          ]}
          foot={
            <tr>
              <th scope="row" colSpan={3}>
                {t('invoices-pay-total')}
              </th>
              <AmountCell amount={total} currency={currency} />
            </tr>
          }
        >
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceNumber}>
              <NumberCell>{invoice.invoiceNumber}</NumberCell>
              <DateCell value={invoice.transactionDate} />
              <td>{invoice.customFields.Submission ?? '—'}</td>
              <AmountCell amount={invoice.balance} currency={invoice.currency} />
            </tr>
          ))}
        </BillingTable>
      </section>
      <section className="card pay-invoices__payment" aria-label={t('invoices-pay-payment-label')}>
        <PaymentForm
          purpose="payoff"
          total={total}
          currency={currency}
          submit={(values, idempotencyKey) =>
            payInvoices(
              invoices.map((invoice) => invoice.invoiceNumber),
              values,
              idempotencyKey,
            )
          }
          onResult={onResult}
          isFapiaoSelectionDisabled={isFapiaoSelectionDisabled(invoices)}
        />
      </section>
    </div>
  );
}
