import { formatMoney, type TInvoiceLoadResponse } from '@portal/domain';
import { useTranslation } from '../../../lib/translation.ts';

/** What the researcher can spend: the paid prepayments' available amounts and the credits' balances. */
export function BalancesSummary({ data }: { data: TInvoiceLoadResponse }) {
  const { t } = useTranslation();
  const sameCurrency = <T extends { currency: { isoCode: string } }>(rows: readonly T[]) =>
    rows.filter((row) => row.currency.isoCode === data.currency.isoCode);
  const prepaid = sameCurrency(data.prepayments).reduce((sum, row) => sum + row.availablePrepaymentAmount, 0);
  const credits = sameCurrency(data.credits).reduce((sum, row) => sum + row.balance, 0);
  return (
    <section className="card prepay-summary" aria-labelledby="prepay-summary-title">
      <h2 id="prepay-summary-title" className="prepay-summary__title">
        {t('prepay-summary-title')}
      </h2>
      <dl className="prepay-summary__facts">
        <div>
          <dt>{t('prepay-summary-prepayments')}</dt>
          <dd>{formatMoney(prepaid, data.currency)}</dd>
        </div>
        <div>
          <dt>{t('prepay-summary-credits')}</dt>
          <dd>{formatMoney(credits, data.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
