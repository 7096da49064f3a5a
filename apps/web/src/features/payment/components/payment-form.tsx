import {
  formatMoney,
  PAYMENT_METHOD,
  PAYMENT_METHOD_RULES,
  type TCurrency,
  type TOrderForm,
  type TPaymentFormInput,
  type TPaymentLoadResponse,
  type TPaymentPurpose,
  type TPaymentResult,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { TAddressSectionOptions } from '../../../components/address-form/address-form-section.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { ensureCatalogues } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { paymentLoadQuery } from '../api/load-payment.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import { addressSectionOptionsFor } from '../utils/payment-address-options.ts';
import type { TIssue } from '../utils/payment-submission.ts';
import {
  derivePaymentState,
  initialPaymentValues,
  previousAddressesOf,
  type TPaymentFormValues,
  type TPaymentInputs,
  type TVerifiedVoucher,
} from '../utils/payment-values.ts';
import { submitErrorText } from '../utils/submit-error.ts';
import { CardFrameError, type TCardFrameHandle } from './card-frame-handle.ts';
import { MethodList } from './method-list.tsx';
import { PaymentFormSkeleton } from './payment-form-skeleton.tsx';
import './payment.css';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

/**
 * The sections that depend on the purpose, the method, the country or the payer load when the form shows
 * them, not with the form. The address section brings its texts, which live in the account catalogue.
 */
const AddressFormSection = lazy(() =>
  Promise.all([import('../../../components/address-form/address-form-section.tsx'), ensureCatalogues(['account'])]).then(
    ([module]) => ({ default: module.AddressFormSection }),
  ),
);
const CardFrame = lazy(() => import('./card-frame.tsx').then((module) => ({ default: module.CardFrame })));
const FapiaoQuestion = lazy(() => import('./fapiao-section.tsx').then((module) => ({ default: module.FapiaoQuestion })));
const FapiaoSection = lazy(() => import('./fapiao-section.tsx').then((module) => ({ default: module.FapiaoSection })));
const BrazilOptions = lazy(() => import('./local-provider-fields.tsx').then((module) => ({ default: module.BrazilOptions })));
const LocalProviderFields = lazy(() =>
  import('./local-provider-fields.tsx').then((module) => ({ default: module.LocalProviderFields })),
);
const StaffOptions = lazy(() => import('./staff-options.tsx').then((module) => ({ default: module.StaffOptions })));

/**
 * The options section (voucher, credits, prepayment) is its own chunk, loaded beside the payment data while the
 * skeleton stands in: the form then shows with it at once rather than a moment later (no lazy boundary).
 */
let optionsModule: typeof import('./payment-options-section.tsx') | null = null;
const loadOptionsSection = () =>
  import('./payment-options-section.tsx').then((module) => {
    optionsModule = module;
    return module;
  });

function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="small" />}>{children}</Suspense>;
}

export type TPaymentFormProps = {
  purpose: TPaymentPurpose;
  /** Minor units of `currency`, before credits, prepayment or voucher. */
  total: number;
  currency: TCurrency;
  orderForm?: TOrderForm;
  submit: (values: TPaymentFormInput, idempotencyKey: string) => Promise<TPaymentResult>;
  /** Paid, awaiting payment or pending: the caller moves on (redirects are followed by the form). */
  onResult: (result: TPaymentResult) => void;
  disabled?: boolean;
  /** No fapiao question (a payoff of several invoices, researcher-area §6). */
  isFapiaoSelectionDisabled?: boolean;
  /** The submit button's text instead of Complete Order (the digital purchases' Pay). */
  submitLabel?: string;
  /** Shown just above the amount due and the submit button (the digital purchases' terms checkbox). */
  footer?: ReactNode;
};

/** The payment form of the order's payment step, the invoices payoff and prepay (screens 13–17). */
export function PaymentForm(props: TPaymentFormProps) {
  const load = useQuery(paymentLoadQuery);
  const hasOptions = props.purpose === 'order' && props.total > 0;
  const [isOptionsReady, setOptionsReady] = useState(() => !hasOptions || optionsModule !== null);
  useEffect(() => {
    if (!hasOptions || optionsModule) return;
    let isCurrent = true;
    void loadOptionsSection()
      .catch(() => undefined)
      .finally(() => isCurrent && setOptionsReady(true));
    return () => {
      isCurrent = false;
    };
  }, [hasOptions]);
  if (load.isPending || (!isOptionsReady && !load.isError)) return <PaymentFormSkeleton hasOptions={hasOptions} />;
  if (load.isError) {
    return <RetryAlert query={load} texts={{ failure: 'payment-processing-error', retry: 'payment-retry' }} />;
  }
  const data = props.isFapiaoSelectionDisabled ? { ...load.data, fapiaoAvailable: false } : load.data;
  return <LoadedPaymentForm {...props} load={data} />;
}

/** The checks and the request body of Complete Order, loaded at its first press rather than with the form. */
const loadSubmission = () => import('../utils/payment-submission.ts');

function LoadedPaymentForm({
  purpose,
  total,
  currency,
  orderForm,
  submit,
  onResult,
  disabled = false,
  submitLabel,
  footer,
  load,
}: TPaymentFormProps & { load: TPaymentLoadResponse }) {
  const { t } = useTranslation();
  const form = useForm<TPaymentFormValues>({ defaultValues: initialPaymentValues(load, currency), shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<TCardFrameHandle>(null);
  const idempotencyKey = useIdempotencyKey();
  const [voucher, setVoucher] = useState<TVerifiedVoucher | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [cardError, setCardError] = useState<string | null>(null);
  // A press while the previous one is still checking the form is ignored.
  const isCompleting = useRef(false);

  const values = form.watch();
  const inputs: TPaymentInputs = {
    purpose,
    total,
    currency,
    load,
    values,
    voucher,
    goalKey: orderForm?.customerGoal?.key ?? null,
  };
  const state = derivePaymentState(inputs);
  const rules = state.methodId === null ? null : PAYMENT_METHOD_RULES[state.methodId];
  const previousAddresses = useMemo(() => previousAddressesOf(load), [load]);
  const money = (amount: number) => formatMoney(amount, currency);

  // A chosen button the rules no longer offer (fapiao answered, Brazil option changed) is cleared (§4).
  const chosen = values.paymentMethodId;
  const isChosenOffered = chosen === null || state.listedMethodIds.includes(chosen) || state.settling !== null;
  useEffect(() => {
    if (!isChosenOffered) form.setValue('paymentMethodId', null);
  }, [isChosenOffered, form]);

  // After a refused submission, the first field with a message takes the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  const showIssues = (issues: readonly TIssue[]) => {
    for (const issue of issues) {
      if (issue.field === 'creditCard') setCardError(issue.message);
      else form.setError(issue.field as keyof TPaymentFormValues, { message: issue.message });
    }
    setFocusRequest((n) => n + 1);
  };

  const onComplete = async () => {
    if (isSubmitting || isLeaving || isCompleting.current) return;
    isCompleting.current = true;
    try {
      await complete();
    } finally {
      isCompleting.current = false;
    }
  };

  const complete = async () => {
    setSubmitError(null);
    setCardError(null);
    form.clearErrors();
    let submission: Awaited<ReturnType<typeof loadSubmission>>;
    try {
      submission = await loadSubmission();
    } catch {
      setSubmitError('payment-processing-error');
      return;
    }
    const { collectIssues, fieldIssuesOf, submitRedirectForm, toPaymentInput } = submission;
    const formValues = form.getValues();
    const current = derivePaymentState({ ...inputs, values: formValues });
    const currentRules = current.methodId === null ? null : PAYMENT_METHOD_RULES[current.methodId];
    const isCard = currentRules?.flow === 'card';
    // The card frame is still loading: nothing to charge yet.
    if (isCard && !cardRef.current) return;
    // The nonce is asked for only once the rest is valid; a stand-in lets the shared rules check the rest.
    const standIn = { nonce: 'card-nonce-pending', brand: '', lastFour: '' };
    const issues = collectIssues(
      toPaymentInput({ ...inputs, values: formValues }, current, isCard ? standIn : undefined),
      current,
      formValues,
      { load, total, purpose },
    );
    if (issues.length > 0) {
      showIssues(issues);
      return;
    }
    setIsSubmitting(true);
    let isDone = false;
    try {
      const card = isCard && cardRef.current ? await cardRef.current.requestNonce() : undefined;
      const body = toPaymentInput({ ...inputs, values: formValues }, current, card);
      const key = idempotencyKey.current();
      let result: TPaymentResult;
      try {
        result = await submit(body, key);
      } catch (failure) {
        // Unknown outcome: the key is kept, so pressing again replays the first answer, never pays twice.
        if (failure instanceof NetworkError) {
          setSubmitError('payment-processing-error');
          return;
        }
        if (failure instanceof ApiError && failure.code === 'payment-in-progress') {
          setSubmitError(failure.code);
          return;
        }
        idempotencyKey.renew();
        if (isCard) cardRef.current?.reset();
        if (failure instanceof ApiError) {
          const fieldIssues = fieldIssuesOf(failure.fieldErrors);
          if (fieldIssues.length > 0) showIssues(fieldIssues);
          setSubmitError(failure.code);
        } else {
          setSubmitError('payment-processing-error');
        }
        return;
      }
      idempotencyKey.renew();
      if (result.status === 'redirect' && (result.redirectUrl || result.redirectForm)) {
        isDone = true;
        setIsLeaving(true);
        if (result.redirectUrl) window.location.assign(result.redirectUrl);
        else if (result.redirectForm) submitRedirectForm(result.redirectForm);
        return;
      }
      if (result.status === 'declined' || (result.error && result.status !== 'paid' && result.status !== 'awaiting-payment')) {
        if (isCard) cardRef.current?.reset();
        setSubmitError(result.error ?? 'payment-processing-error');
        return;
      }
      isDone = true;
      setIsLeaving(true);
      onResult(result);
    } catch (failure) {
      if (failure instanceof CardFrameError) setCardError(failure.message || null);
      else setSubmitError('payment-processing-error');
    } finally {
      if (!isDone) setIsSubmitting(false);
    }
  };

  const { billing: billingOptions, invoice: invoiceOptions } = addressSectionOptionsFor(state);
  const addressSection = (type: 'billing' | 'invoice', options: TAddressSectionOptions) => (
    <Section>
      <AddressFormSection
        options={options}
        countries={load.countries}
        type={type}
        headingLevel={3}
        previousAddresses={previousAddresses}
        prefix={`${type}Address`}
      />
    </Section>
  );
  const isNothingDue = state.settling !== null;
  const submitMessage = submitError ? submitErrorText(t, submitError) : null;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className="payment-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onComplete();
        }}
      >
        {state.showsPaymentOptions && optionsModule ? (
          <Section>
            <optionsModule.PaymentOptionsSection
              load={load}
              currency={currency}
              orderIdentity={purpose === 'order' ? (orderForm?.identity ?? null) : null}
              state={state}
              voucher={voucher}
              onVoucherChange={setVoucher}
            />
          </Section>
        ) : null}

        {load.fapiaoAvailable && total > 0 && !isNothingDue ? (
          <Section>
            <FapiaoQuestion />
          </Section>
        ) : null}
        {state.isFapiaoRequired ? (
          <Section>
            <FapiaoSection load={load} />
          </Section>
        ) : null}

        {state.showsBrazilOptions && !isNothingDue ? (
          <Section>
            <BrazilOptions />
          </Section>
        ) : null}

        {isNothingDue ? (
          <Alert kind="info">
            {t(
              state.settling === PAYMENT_METHOD.free
                ? 'payment-nothing-due-free'
                : state.voucherApplied > 0
                  ? 'payment-nothing-due-voucher'
                  : 'payment-nothing-due-balance',
            )}
          </Alert>
        ) : (
          <MethodList
            load={load}
            listedMethodIds={state.listedMethodIds}
            methodId={state.methodId}
            onChoose={(id) => {
              form.setValue('paymentMethodId', id);
              form.clearErrors('paymentMethodId');
            }}
          />
        )}

        {rules?.isLocalProvider ? (
          <Section>
            <LocalProviderFields
              currency={currency}
              amountDue={state.amountDue}
              hasInstallments={rules.key !== 'local-paypal'}
              isBoleto={rules.flow === 'boleto'}
            />
          </Section>
        ) : null}

        {state.display.showBilling ? addressSection('billing', billingOptions) : null}
        {state.display.showBilling && !state.display.forcesInvoiceAddress ? (
          <CheckboxField label={t('payment-invoice-address-differs')} {...form.register('invoiceAddressDiffersFromBilling')} />
        ) : null}
        {state.showsInvoiceAddress ? addressSection('invoice', invoiceOptions) : null}

        {rules?.flow === 'card' ? (
          <Section>
            <CardFrame ref={cardRef} error={cardError ?? undefined} />
          </Section>
        ) : null}

        {state.context.asksStaffOptions ? (
          <Section>
            <StaffOptions />
          </Section>
        ) : null}

        <div className="payment-form__footer">
          {footer}
          <p className="payment-form__due">
            <span>{t('payment-amount-due')}</span> <strong>{money(state.amountDue)}</strong>
          </p>
          <div aria-live="polite">{submitMessage ? <Alert kind="error">{submitMessage}</Alert> : null}</div>
          <Button type="submit" disabled={disabled} isBusy={isSubmitting || isLeaving}>
            {submitLabel ?? t('payment-complete-order')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
