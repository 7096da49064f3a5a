import { formatLongDate } from '@portal/domain';
import type { TEarnedPromotionalCodeBenefit } from '@portal/domain/api/rewards';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFallback, type TLoadTexts } from '../../../components/ui/load-fallback.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { useApplyCouponToOrder } from '../api/apply-coupon-to-order.ts';
import { useLoyalty } from '../api/get-loyalty.ts';
import { couponStateOf, sortCoupons } from '../utils/coupon-state.ts';
import '../rewards.css';

const REWARDS_LOAD_TEXTS: TLoadTexts = { loading: 'rewards-loading', loadError: 'rewards-load-error', retry: 'rewards-retry' };

function CouponCard({
  coupon,
  isApplying,
  isDisabled,
  error,
  onApply,
}: {
  coupon: TEarnedPromotionalCodeBenefit;
  isApplying: boolean;
  isDisabled: boolean;
  error: string | null;
  onApply: () => void;
}) {
  const { t, i18n } = useTranslation();
  const state = couponStateOf(coupon);
  const titleId = `coupon-${coupon.code}`;
  return (
    <li className={`card rewards-coupon rewards-coupon--${state}`} aria-labelledby={titleId}>
      <p className="rewards-coupon__value" id={titleId}>
        {t('rewards-value-percent', { percent: coupon.value.percent ?? 0 })}
      </p>
      <p className="rewards-coupon__level">{t('rewards-coupon-level', { level: t(`loyalty-${coupon.level}`) })}</p>
      <p>
        {t('rewards-coupon-code')}{' '}
        <code className="rewards-code" id={`${titleId}-code`}>
          {coupon.code}
        </code>
      </p>
      <p className={state === 'usable' ? 'rewards-muted' : 'rewards-coupon__state'}>
        {state === 'used'
          ? t('rewards-coupon-used', { date: formatLongDate(coupon.usedAt ?? coupon.expiresAt, i18n.language) })
          : state === 'expired'
            ? t('rewards-coupon-expired', { date: formatLongDate(coupon.expiresAt, i18n.language) })
            : t('rewards-coupon-valid-until', { date: formatLongDate(coupon.expiresAt, i18n.language) })}
      </p>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {state === 'usable' ? (
        <Button isBusy={isApplying} disabled={isDisabled} onClick={onApply} aria-describedby={`${titleId}-code`}>
          {t('rewards-coupon-apply')}
        </Button>
      ) : null}
    </li>
  );
}

/** /{lang}/researcher/coupons: the coupons earned by reaching levels, each applicable to the order in progress. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const loyalty = useLoyalty();
  const apply = useApplyCouponToOrder();
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);

  function onApply(code: string) {
    setFailure(null);
    apply.mutate(code, {
      onSuccess: (response) => {
        // The order form's best-discount rule decided; its outcome goes with the reader to the form.
        showMessage({
          kind: response.requestedCodeApplied ? 'success' : 'warning',
          message: response.message ?? (response.requestedCodeApplied ? 'coupon-applied-message' : 'best-discount-applied'),
        });
        navigate(to(lang, paths.submitNew));
      },
      onError: (error) => {
        const key = error instanceof ApiError ? (error.fieldErrors.code ?? error.code) : 'network-request-error';
        setFailure({ code, message: translateMessage(t, key) });
      },
    });
  }

  const coupons = loyalty.data ? sortCoupons(loyalty.data.loyalty.earnedPromotionalCodeBenefits) : [];
  return (
    <div className="page">
      <header className="rewards-page__header">
        <h1 className="page__title">{t('rewards-coupons-title')}</h1>
        <p className="page__lead rewards-page__lead">{t('rewards-coupons-intro')}</p>
        <p>
          <Link to={to(lang, paths.rewards)}>{t('rewards-coupons-back')}</Link>
        </p>
      </header>
      {!loyalty.data ? (
        <LoadFallback query={loyalty} texts={REWARDS_LOAD_TEXTS} className="rewards-loading" />
      ) : coupons.length === 0 ? (
        <div className="card rewards-card">
          <p className="rewards-empty">{t('rewards-coupons-empty')}</p>
          <Link to={to(lang, paths.rewards)}>{t('rewards-coupons-empty-link')}</Link>
        </div>
      ) : (
        <ul className="rewards-coupons" aria-label={t('rewards-coupons-list')}>
          {coupons.map((coupon) => (
            <CouponCard
              key={coupon.code}
              coupon={coupon}
              isApplying={apply.isPending && apply.variables === coupon.code}
              isDisabled={apply.isPending}
              error={failure?.code === coupon.code ? failure.message : null}
              onApply={() => onApply(coupon.code)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
