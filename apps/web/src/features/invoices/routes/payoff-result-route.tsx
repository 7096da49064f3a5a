import { MESSAGE } from '@portal/domain';
import { PaymentOutcomePage } from '../../payment/components/payment-outcome-page.tsx';
import { useForgetPaidInvoices } from '../hooks/use-forget-paid-invoices.ts';
import '../invoices.css';

const PAYOFF_OUTCOME_TEXTS = {
  successTitle: 'invoices-outcome-title-success',
  errorTitle: 'invoices-outcome-title-error',
  redirect: 'invoices-outcome-redirect',
  back: 'invoices-back-to-unpaid',
};

/** /{lang}/researcher/invoices/unpaid/{type}: the payoff's outcome, then back to the unpaid invoices. */
export function Component() {
  useForgetPaidInvoices();
  return (
    <PaymentOutcomePage
      classes={{ page: 'page invoices-page--narrow', header: 'invoices-page__header' }}
      texts={PAYOFF_OUTCOME_TEXTS}
      successMessage={MESSAGE.payoffProcessingSuccess}
      next="researcher/invoices/unpaid"
    />
  );
}
