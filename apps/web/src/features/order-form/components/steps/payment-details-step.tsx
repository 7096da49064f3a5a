import { encodeReceivedFiles, type TPaymentFormInput, type TPaymentResult, type TStepName } from '@portal/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { translateMessage } from '../../../../lib/i18n.ts';
import { forgetOrderCounts } from '../../../../lib/order-count-cache.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { useTranslation } from '../../../../lib/translation.ts';
import { useLanguageSegment } from '../../../../lib/use-language-segment.ts';
import { paymentLoadQuery } from '../../../payment/api/load-payment.ts';
import { submitOrderPayment } from '../../../payment/api/submit-order-payment.ts';
import { PaymentFormSkeleton } from '../../../payment/components/payment-form-skeleton.tsx';
import { orderFormKeys } from '../../api/order-form-cache.ts';
import { useUpdateStep } from '../../api/update-step.ts';
import { useGoToCurrentStep } from '../../hooks/use-go-to-step.ts';
import { useOrderForm } from '../../hooks/use-order-form.tsx';
import { useIsSavingOrder } from '../../hooks/use-order-form-save.ts';
import { useStepBack } from '../../hooks/use-step-back.ts';
import { isPaymentSubmitDisabled, wordCountDiffers } from '../../utils/step-rules.ts';
import { CurrencyPicker } from '../currency-picker.tsx';
import { StepActions, StepBackButton } from '../step-actions.tsx';
import { StepHeader } from '../step-header.tsx';
import { TrustSignals } from '../trust-signals.tsx';

/** The payment form is the largest part of checkout: it loads after the step's own frame. */
const PaymentForm = lazy(() =>
  import('../../../payment/components/payment-form.tsx').then((module) => ({ default: module.PaymentForm })),
);

/** Step 11: the payment of the order (currency, notices, the payment form and staff options). */
export function PaymentDetailsStep() {
  const { t } = useTranslation();
  const order = useOrderForm();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const back = useStepBack('payment-details');
  const isSaving = useIsSavingOrder();
  // The server's return URL after a declined redirect payment names the error.
  const returnedError = searchParams.get('paymentError');
  const [isPending, setIsPending] = useState(false);
  const clearReturnedError = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('paymentError');
    setSearchParams(next, { replace: true });
  };

  useEffect(() => {
    void queryClient.prefetchQuery(paymentLoadQuery);
  }, []);

  const hasServices = order.lineItems.length > 0;
  const fileCount = order.manuscripts.main.length + order.manuscripts.figures.length + order.manuscripts.tables.length;
  const isWordCountDifferent = wordCountDiffers(order);
  const isSubmitDisabled = isPaymentSubmitDisabled(order, isSaving);

  const submit = (values: TPaymentFormInput, idempotencyKey: string) => {
    // A new attempt replaces the answer the provider's return brought back.
    if (returnedError) clearReturnedError();
    return submitOrderPayment(order.identity, values, idempotencyKey);
  };

  const onResult = (result: TPaymentResult) => {
    // Without an order yet (the provider has not confirmed), the researcher is told it is on its way.
    if (!result.externalId) {
      setIsPending(true);
      return;
    }
    const details = `/${lang}/researcher/index/details/${encodeURIComponent(result.externalId)}`;
    // A re-edit or rework request ends on its own page, listing the files it was sent with.
    const received = [...order.manuscripts.main, ...order.manuscripts.figures, ...order.manuscripts.tables];
    void navigate(order.parentOrder ? `${details}/rework-success/${encodeReceivedFiles(received)}` : `${details}/thank-you`);
    // The order form became an order: the next visit to the order form asks for a new one, while this
    // screen, still mounted until the thank-you page shows, does not refetch behind the navigation.
    void queryClient.invalidateQueries({ queryKey: orderFormKeys.all, refetchType: 'none' });
    // One more order: the count kept in this browser is read afresh.
    forgetOrderCounts();
  };

  return (
    <div className="step">
      <StepHeader title={t('order-form-ready-for-payment-title')} lead={t('payment-step-lead')} />
      {!hasServices ? <CheckFailedDialog message="submission-issue" goBackTo={back.previous?.name ?? null} /> : null}
      {hasServices && fileCount === 0 ? <CheckFailedDialog message="no-manuscript-file" goBackTo="details" /> : null}
      {returnedError ? (
        <Alert kind="error" dismissLabel={t('payment-dismiss')} onDismiss={clearReturnedError}>
          {t('payment-save-error', { error: translateMessage(t, returnedError) })}
        </Alert>
      ) : null}
      {isPending ? <Alert kind="info">{t('payment-pending')}</Alert> : null}
      {isWordCountDifferent ? <Alert kind="info">{t('word-count-differs-alert')}</Alert> : null}
      {!order.hasChosenCurrency && !order.isAnonymous ? (
        <section className="card order-card">
          <CurrencyPicker />
        </section>
      ) : null}
      <section className="card order-card" aria-label={t('payment-form-title')}>
        <Suspense fallback={<PaymentFormSkeleton hasOptions={order.total > 0} />}>
          <PaymentForm
            purpose="order"
            total={order.total}
            currency={order.currency}
            orderForm={order}
            submit={submit}
            onResult={onResult}
            disabled={isSubmitDisabled}
          />
        </Suspense>
      </section>
      <TrustSignals />
      <StepActions back={<StepBackButton back={back} label="order-form-back-to-details" />} next={null} />
    </div>
  );
}

/** The payment step's own checks (§5): a modal that sends the researcher back to the step to fix. */
function CheckFailedDialog({ message, goBackTo }: { message: string; goBackTo: TStepName | null }) {
  const { t } = useTranslation();
  const updateStep = useUpdateStep();
  const goToCurrentStep = useGoToCurrentStep();
  const goBackRef = useRef<HTMLButtonElement>(null);
  const onGoBack = () => {
    if (goBackTo) updateStep.mutate(goBackTo, { onSuccess: ({ order }) => goToCurrentStep(order) });
  };
  return (
    <Modal
      title={t('payment-check-failed-title')}
      initialFocusRef={goBackRef}
      actions={
        <Button ref={goBackRef} isBusy={updateStep.isPending} disabled={!goBackTo} onClick={onGoBack}>
          {t('order-form-go-back')}
        </Button>
      }
    >
      <p>{t(message)}</p>
    </Modal>
  );
}
