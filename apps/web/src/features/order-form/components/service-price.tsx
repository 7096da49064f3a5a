import { formatMoney, type TMoneyCurrency } from '@portal/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';

/** An extra's price beside its switch; a service priced by hand (book editing) shows a quote link instead. */
export function ServicePrice({
  requiresQuote,
  price,
  currency,
  quoteHref,
}: {
  requiresQuote: boolean;
  price: number | null;
  currency: Pick<TMoneyCurrency, 'sign' | 'numDecimals'>;
  quoteHref: string;
}) {
  const { t } = useTranslation();
  if (requiresQuote) return <Link to={quoteHref}>{t('order-form-request-quote')}</Link>;
  return price !== null ? formatMoney(price, currency) : null;
}
