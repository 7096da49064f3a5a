import { formatLongDate, formatMoney, type TStepName } from '@portal/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useGeneratePriceQuote } from '../api/generate-price-quote.ts';
import { useRemoveDiscountCode } from '../api/remove-discount-code.ts';
import { errorKeyOf } from '../hooks/save-error.ts';
import { formatNumber } from '../utils/format-date.ts';
import { wordCountDiffers } from '../utils/step-rules.ts';
import { CurrencyPicker } from './currency-picker.tsx';
import type { TPromoOutcome } from './promo-code-dialog.tsx';
import './order-summary.css';
import { useOrderStep } from '../hooks/use-order-step.ts';

// Opened on request only, so they load then rather than with every step.
const PromoCodeDialog = lazy(() => import('./promo-code-dialog.tsx').then((module) => ({ default: module.PromoCodeDialog })));
const WordCountChange = lazy(() => import('./word-count-change.tsx').then((module) => ({ default: module.WordCountChange })));

/** Steps where the promo code and the quote are not offered: the quote itself, and before any service. */
const QUIET_STEPS: readonly TStepName[] = ['price-quote-completed'];

/** The order summary beside every step: discounts, manuscript, services, due date, total, currency. */
export function OrderSummary({ viewing }: { viewing: TStepName }) {
  const { t, i18n } = useTranslation();
  const { order, isSaving, goToCurrentStep } = useOrderStep();
  const removeCode = useRemoveDiscountCode();
  const quote = useGeneratePriceQuote();
  const titleId = useId();
  const [isPromoOpen, setIsPromoOpen] = useState(false);
  const [isChangingWords, setIsChangingWords] = useState(false);
  const [outcome, setOutcome] = useState<TPromoOutcome | { kind: 'error'; message: string } | null>(null);
  const money = (amount: number) => formatMoney(amount, order.currency);
  // A promo code stays listed (and removable) even when a better discount won over it.
  const shown = order.discounts.filter((d) => (d.applied && d.appliedAmount > 0) || (d.kind === 'promotional-code' && d.code));
  const promo = order.discounts.find((d) => d.kind === 'promotional-code' && d.code);
  const isQuiet = QUIET_STEPS.includes(viewing);
  const hasServices = order.lineItems.length > 0;
  // The server refuses a quote without an online price (very long manuscripts, no option for the count).
  const canQuote = hasServices && !order.veryLongWordCount && !order.noServiceOption;
  const isWordCountDifferent = wordCountDiffers(order);

  const onRemoveCode = (code: string) =>
    removeCode.mutate(code, {
      onSuccess: (response) => setOutcome({ kind: 'warning', message: response.message ?? 'coupon-removed-message' }),
      onError: (error) => setOutcome({ kind: 'error', message: errorKeyOf(error) }),
    });

  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-summary__title">
        {t('order-form-summary-title')}
      </h2>

      <div className="order-summary__section">
        <h3 className="order-summary__heading">{t('order-form-summary-manuscript')}</h3>
        {order.manuscripts.main.length > 0 ? (
          <ul className="order-summary__files">
            {order.manuscripts.main.map((file) => (
              <li key={file.identity}>{file.name}</li>
            ))}
          </ul>
        ) : (
          <p className="order-summary__muted">{t('order-form-no-files-yet')}</p>
        )}
        {isChangingWords ? (
          <Suspense fallback={<Spinner size="small" />}>
            <WordCountChange onDone={() => setIsChangingWords(false)} />
          </Suspense>
        ) : (
          <p className="order-summary__row">
            <span>
              {order.wordCount === null
                ? t('order-form-summary-no-word-count')
                : t('order-form-summary-words', { words: formatNumber(order.wordCount, i18n.language) })}
            </span>
            {order.wordCount !== null && !isQuiet ? (
              <Button variant="link" onClick={() => setIsChangingWords(true)}>
                {t('order-form-change-word-count')}
              </Button>
            ) : null}
          </p>
        )}
        {isWordCountDifferent ? <Alert kind="info">{t('word-count-differs-alert')}</Alert> : null}
        {order.noServiceOption ? <Alert kind="warning">{t('no-service-option')}</Alert> : null}
        {order.veryLongWordCount && order.deadlineNotice ? <Alert kind="info">{t(order.deadlineNotice)}</Alert> : null}
      </div>

      <div className="order-summary__section">
        <h3 className="order-summary__heading">{t('order-form-summary-services')}</h3>
        {hasServices ? (
          <ul className="order-summary__lines">
            {order.lineItems.map((line) => (
              <li key={line.serviceIdentity} className="order-summary__line">
                <span className="order-summary__line-name">
                  {line.name}
                  {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  {line.deliveryTier === 'standard' ? null : (
                    <span className="badge badge--tier">{t(`order-form-tier-${line.deliveryTier}`)}</span>
                  )}
                </span>
                <span className="order-summary__line-price">
                  {line.discountAmount > 0 ? (
                    <>
                      <s className="order-summary__list-price">
                        <span className="visually-hidden">{t('order-form-original-price')} </span>
                        {money(line.listPrice)}
                      </s>{' '}
                    </>
                  ) : null}
                  {money(line.totalPrice)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="order-summary__muted">{t('order-form-summary-no-services')}</p>
        )}
      </div>

      {shown.length > 0 ? (
        <div className="order-summary__section">
          <h3 className="order-summary__heading">{t('order-form-summary-discounts')}</h3>
          <ul className="order-summary__lines">
            {shown.map((discount) => (
              <li key={discount.id} className="order-summary__line">
                <span className="order-summary__line-name">
                  {discount.kind === 'promotional-code' && discount.code
                    ? t('order-form-discount-code', { code: discount.code })
                    : t(`order-form-discount-${discount.kind}`)}
                  {discount.removable && discount.code && !isQuiet ? (
                    <Button
                      variant="link"
                      className="order-summary__remove"
                      isBusy={removeCode.isPending}
                      aria-label={t('order-form-remove-code', { code: discount.code })}
                      onClick={() => discount.code && onRemoveCode(discount.code)}
                    >
                      {t('order-form-remove')}
                    </Button>
                  ) : null}
                </span>
                <span className="order-summary__line-price">
                  {discount.applied && discount.appliedAmount > 0
                    ? `−${money(discount.appliedAmount)}`
                    : t('order-form-discount-not-applied')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {order.deadline ? (
        <p className="order-summary__row order-summary__due">
          <span>{t('order-form-summary-due')}</span>
          <strong>{formatLongDate(order.deadline, i18n.language)}</strong>
        </p>
      ) : null}

      <dl className="order-summary__totals">
        {order.discountTotal > 0 ? (
          <>
            <div>
              <dt>{t('order-form-summary-subtotal')}</dt>
              <dd>{money(order.subtotal)}</dd>
            </div>
            <div>
              <dt>{t('order-form-summary-discount-total')}</dt>
              <dd>−{money(order.discountTotal)}</dd>
            </div>
          </>
        ) : null}
        <div className="order-summary__total">
          <dt>{t('order-form-summary-total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>

      {order.isAnonymous && !order.hasChosenCurrency ? <CurrencyPicker /> : null}

      <div className="order-summary__outcome" aria-live="polite">
        {outcome ? (
          <Alert kind={outcome.kind} onDismiss={() => setOutcome(null)} dismissLabel={t('order-form-dismiss')}>
            {translateMessage(t, outcome.message)}
          </Alert>
        ) : null}
      </div>

      {isQuiet ? null : (
        <div className="order-summary__actions">
          {promo ? null : (
            <Button variant="secondary" onClick={() => setIsPromoOpen(true)}>
              {t('order-form-apply-promo-code')}
            </Button>
          )}
          {canQuote ? (
            <Button
              variant="secondary"
              disabled={isSaving}
              isBusy={quote.isPending}
              onClick={() => quote.mutate(undefined, { onSuccess: ({ order: next }) => goToCurrentStep(next) })}
            >
              {t('order-form-generate-quote')}
            </Button>
          ) : null}
        </div>
      )}

      {isPromoOpen ? (
        <Suspense fallback={null}>
          <PromoCodeDialog onClose={() => setIsPromoOpen(false)} onApplied={setOutcome} />
        </Suspense>
      ) : null}
    </section>
  );
}
