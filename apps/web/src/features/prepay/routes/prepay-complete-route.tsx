import { MESSAGE } from '@portal/domain';
import { PaymentOutcomePage } from '../../payment/components/payment-outcome-page.tsx';
import { useForgetBalances } from '../hooks/use-forget-balances.ts';
import '../prepay.css';

const PREPAY_OUTCOME_TEXTS = {
  successTitle: 'prepay-outcome-title-success',
  errorTitle: 'prepay-outcome-title-error',
  redirect: 'prepay-outcome-redirect',
  back: 'prepay-back',
};

/** /{lang}/researcher/prepay/complete/{type}: the prepayment's outcome, then back to the prepay page. */
export function Component() {
  useForgetBalances();
  return (
    <PaymentOutcomePage
      classes={{ page: 'page page--stack prepay-page--narrow', header: 'prepay-page__header' }}
      texts={PREPAY_OUTCOME_TEXTS}
      successMessage={MESSAGE.prepaymentsProcessingSuccess}
      next="researcher/prepay"
    />
  );
}
