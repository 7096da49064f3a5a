import { PROMO_CODE_QUERY_PARAMETER, REVENUE_SHARE_PROMO_CODE } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useApplyDiscountCode } from '../api/apply-discount-code.ts';
import { useOrderForm } from '../hooks/use-order-form.tsx';

/**
 * The start steps' marketing banners (spec §2): the revenue-share greeting for the partner society's code,
 * the promotional-code greeting for any other code on the order, and the currency banner for visitors who
 * have not chosen a currency. A marketing link's `?promo=CODE` is applied once, quietly.
 */
export function MarketingBanners() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const [searchParams] = useSearchParams();
  const applyCode = useApplyDiscountCode();
  const linkCode = searchParams.get(PROMO_CODE_QUERY_PARAMETER)?.trim().toUpperCase() ?? '';
  const hasTriedLinkCode = useRef(false);

  const promo = order.discounts.find((d) => d.kind === 'promotional-code' && d.code);
  useEffect(() => {
    if (!linkCode || hasTriedLinkCode.current || promo?.code === linkCode) return;
    hasTriedLinkCode.current = true;
    applyCode.mutate(linkCode);
  }, [linkCode, promo?.code, applyCode]);

  const isRevenueShare = promo?.code === REVENUE_SHARE_PROMO_CODE;
  const showsCurrencyBanner = order.isAnonymous && !order.hasChosenCurrency;
  if (!promo && !showsCurrencyBanner) return null;
  return (
    <div className="marketing-banners">
      {promo ? (
        <Alert kind="success">
          <strong>{t(isRevenueShare ? 'order-form-revenue-share-title' : 'order-form-promo-greeting-title')}</strong>{' '}
          {isRevenueShare
            ? t('order-form-revenue-share-greeting')
            : t('order-form-promo-greeting', { code: promo.code ?? '', description: promo.description })}
        </Alert>
      ) : null}
      {showsCurrencyBanner ? (
        <Alert kind="info">{t('order-form-currency-banner', { currency: order.currency.isoCode })}</Alert>
      ) : null}
    </div>
  );
}
