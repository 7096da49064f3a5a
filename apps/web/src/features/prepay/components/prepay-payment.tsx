import type { TCurrency, TPaymentResult } from '@portal/domain';
import { useNavigate } from 'react-router';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { PaymentForm } from '../../payment/components/payment-form.tsx';
import { payPrepayment, type TPrepayTarget } from '../api/pay-prepayment.ts';

/** Results that end the prepayment here; a redirect is followed by the form, a decline stays on the form. */
const SETTLED_STATUSES: readonly TPaymentResult['status'][] = ['paid', 'awaiting-payment', 'pending'];

type TPrepayPaymentProps = { target: TPrepayTarget; total: number; currency: TCurrency };

/** The shared payment form for a prepayment, then the outcome page. */
export function PrepayPayment({ target, total, currency }: TPrepayPaymentProps) {
  const navigate = useNavigate();
  const lang = useLanguageSegment();
  return (
    <PaymentForm
      purpose="prepay"
      total={total}
      currency={currency}
      submit={(values, idempotencyKey) => payPrepayment(target, values, idempotencyKey)}
      onResult={(result) => {
        if (SETTLED_STATUSES.includes(result.status)) navigate(`/${lang}/researcher/prepay/complete/success`);
      }}
    />
  );
}
