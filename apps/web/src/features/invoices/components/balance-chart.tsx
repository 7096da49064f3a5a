import { formatMoney, type TInvoice } from '@portal/domain';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * Paid against outstanding for the invoices listed, as one bar. Invoices in several currencies cannot be
 * added up, so the chart is left out for them.
 */
export function BalanceChart({ invoices }: { invoices: readonly TInvoice[] }) {
  const { t } = useTranslation();
  const first = invoices[0];
  if (!first || invoices.some((invoice) => invoice.currency.isoCode !== first.currency.isoCode)) return null;
  const total = invoices.reduce((sum, invoice) => sum + invoice.totalAmount, 0);
  const outstanding = invoices.reduce((sum, invoice) => sum + Math.max(invoice.balance, 0), 0);
  const paid = Math.max(total - outstanding, 0);
  if (total <= 0) return null;
  const paidPercent = Math.round((paid / total) * 100);
  const paidText = formatMoney(paid, first.currency);
  const outstandingText = formatMoney(outstanding, first.currency);

  return (
    <figure className="card balance-chart">
      <figcaption className="balance-chart__title">{t('invoices-chart-title')}</figcaption>
      <div
        className="balance-chart__bar"
        role="img"
        aria-label={t('invoices-chart-summary', { paid: paidText, outstanding: outstandingText })}
      >
        <span className="balance-chart__paid" style={{ width: `${paidPercent}%` }} />
        <span className="balance-chart__outstanding" style={{ width: `${100 - paidPercent}%` }} />
      </div>
      <dl className="balance-chart__legend">
        <div>
          <dt>
            <span className="balance-chart__swatch balance-chart__swatch--paid" aria-hidden="true" />
            {t('invoices-chart-paid')}
          </dt>
          <dd>{paidText}</dd>
        </div>
        <div>
          <dt>
            <span className="balance-chart__swatch balance-chart__swatch--outstanding" aria-hidden="true" />
            {t('invoices-chart-outstanding')}
          </dt>
          <dd>{outstandingText}</dd>
        </div>
      </dl>
    </figure>
  );
}
