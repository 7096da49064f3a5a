import { useTranslation } from '../../../lib/translation.ts';
import './payment.css';

/**
 * The payment form's place while its data and code load, in the form's own layout (the options' voucher
 * field for an order with something to pay, the method buttons, the amount due and Complete Order), so the
 * form takes the skeleton's place without moving what is below it.
 */
export function PaymentFormSkeleton({ hasOptions }: { hasOptions: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="payment-form payment-skeleton" role="status" aria-label={t('payment-loading')}>
      {hasOptions ? (
        <div className="payment-section">
          <span className="skeleton payment-skeleton__title" />
          <span className="skeleton payment-skeleton__label" />
          <span className="skeleton payment-skeleton__field" />
        </div>
      ) : null}
      <div className="payment-section">
        <span className="skeleton payment-skeleton__title" />
        <div className="payment-methods">
          <span className="skeleton payment-method" />
          <span className="skeleton payment-method" />
          <span className="skeleton payment-method" />
        </div>
      </div>
      <div className="payment-form__footer">
        <span className="skeleton payment-skeleton__due" />
        <div />
        <span className="skeleton payment-skeleton__button" />
      </div>
    </div>
  );
}
