import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { StepActions } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';

/**
 * The order has reached payment. The payment form belongs to the checkout work; until it exists
 * this page says plainly that the order is saved and ready, beside the summary.
 */
export function PaymentDetailsStep() {
  const { t } = useTranslation();
  const back = useStepBack('payment-details');
  return (
    <div className="step">
      <StepHeader title={t('order-form-ready-for-payment-title')} lead={t('order-form-ready-for-payment-lead')} />
      <section className="card order-card">
        <p>{t('order-form-ready-for-payment-body')}</p>
      </section>
      <StepActions
        back={
          back.previous ? (
            <Button variant="secondary" isBusy={back.isPending} onClick={back.goBack}>
              {t('order-form-back-to-details')}
            </Button>
          ) : null
        }
        next={null}
      />
    </div>
  );
}
