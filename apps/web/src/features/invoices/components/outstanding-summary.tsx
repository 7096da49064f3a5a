import { formatMoney, type TInvoice } from '@portal/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { isPayable, sumByCurrency } from '../utils/invoice-display.ts';

/** What is still owed over every unpaid invoice, whatever the filters and the page. */
export function OutstandingSummary({
  unpaidInvoices,
  isUnpaidView,
}: {
  unpaidInvoices: readonly TInvoice[];
  isUnpaidView: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const payable = unpaidInvoices.filter(isPayable);
  const sums = sumByCurrency(payable, (invoice) => invoice.balance);
  return (
    <section className="card invoice-summary" aria-labelledby="invoice-summary-title">
      <h2 id="invoice-summary-title" className="invoice-summary__title">
        {t('invoices-summary-title')}
      </h2>
      {sums.length === 0 ? (
        <p className="invoice-summary__amount">{t('invoices-summary-none')}</p>
      ) : (
        sums.map(({ currency, amount }) => (
          <p key={currency.isoCode} className="invoice-summary__amount">
            {formatMoney(amount, currency)}
          </p>
        ))
      )}
      {payable.length > 0 ? (
        <p className="invoice-summary__count">{t('invoices-summary-count', { count: payable.length })}</p>
      ) : null}
      {!isUnpaidView && payable.length > 0 ? (
        <Link to={`/${lang}/researcher/invoices/unpaid`}>{t('invoices-summary-link')}</Link>
      ) : null}
    </section>
  );
}
