import { formatMoney, type TCurrency, type TPaymentLoadResponse } from '@portal/domain';
import { useState } from 'react';
import { type FieldError, get, useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { verifyVoucher } from '../api/verify-voucher.ts';
import type { TPaymentFormValues, TPaymentState, TVerifiedVoucher } from '../utils/payment-values.ts';
import { PaymentSection } from './payment-section.tsx';
import { RadioGroupField, YesNoField } from './radio-group-field.tsx';

type TPaymentOptionsProps = {
  load: TPaymentLoadResponse;
  currency: TCurrency;
  orderIdentity: string | null;
  state: TPaymentState;
  voucher: TVerifiedVoucher | null;
  onVoucherChange: (voucher: TVerifiedVoucher | null) => void;
};

/**
 * Voucher, credits and prepayment (screen 13). A voucher and the ledgers exclude each other: applying a
 * voucher resets credits and prepay, and choosing credits or prepay removes the voucher (§4).
 */
export function PaymentOptionsSection({ load, currency, orderIdentity, state, voucher, onVoucherChange }: TPaymentOptionsProps) {
  const { t } = useTranslation();
  const { setValue, register, formState } = useFormContext<TPaymentFormValues>();
  const prepaymentOption = useWatch<TPaymentFormValues, 'prepaymentOption'>({ name: 'prepaymentOption' });
  const money = (amount: number) => formatMoney(amount, currency);
  const showsVoucher = load.voucherAvailable && orderIdentity !== null;
  const showsCredits = load.creditBalance > 0;
  const showsPrepay = load.availablePrepayment > 0;
  if (!showsVoucher && !showsCredits && !showsPrepay) return null;

  const leaveVoucherMode = () => {
    if (voucher) onVoucherChange(null);
  };
  const prepayError = (get(formState.errors, 'prepayPartial') as FieldError | undefined)?.message;

  return (
    <PaymentSection id="payment-options-title" title={t('payment-options-title')}>
      {showsVoucher && orderIdentity ? (
        <VoucherField
          orderIdentity={orderIdentity}
          voucher={voucher}
          currency={currency}
          onApplied={(verified) => {
            setValue('useCredits', 'no');
            setValue('prepaymentOption', 'none');
            setValue('prepayPartial', '');
            onVoucherChange(verified);
          }}
          onRemoved={() => onVoucherChange(null)}
        />
      ) : null}
      {showsCredits ? (
        <YesNoField
          name="useCredits"
          legend={t('payment-use-credits', { amount: money(load.creditBalance) })}
          rules={{ onChange: leaveVoucherMode }}
        />
      ) : null}
      {showsPrepay ? (
        <>
          <RadioGroupField
            name="prepaymentOption"
            legend={t('payment-use-prepay', { amount: money(load.availablePrepayment) })}
            options={[
              { value: 'fullPayment', label: t('payment-prepay-full', { amount: money(state.maxPrepay) }) },
              { value: 'partialPayment', label: t('payment-prepay-partial') },
              { value: 'none', label: t('payment-prepay-none') },
            ]}
            rules={{ onChange: leaveVoucherMode }}
          />
          {prepaymentOption === 'partialPayment' ? (
            <TextField
              label={t('payment-prepay-amount', { sign: currency.sign })}
              inputMode="decimal"
              autoComplete="off"
              isRequired
              hint={t('payment-prepay-amount-hint', { amount: money(state.maxPrepay) })}
              error={prepayError}
              {...register('prepayPartial')}
            />
          ) : null}
        </>
      ) : null}
      {state.creditsApplied > 0 || state.prepaymentApplied > 0 || state.voucherApplied > 0 ? (
        <dl className="payment-amounts">
          {state.voucherApplied > 0 ? (
            <div>
              <dt>{t('payment-voucher-applied')}</dt>
              <dd>−{money(state.voucherApplied)}</dd>
            </div>
          ) : null}
          {state.creditsApplied > 0 ? (
            <div>
              <dt>{t('payment-credits-applied')}</dt>
              <dd>−{money(state.creditsApplied)}</dd>
            </div>
          ) : null}
          {state.prepaymentApplied > 0 ? (
            <div>
              <dt>{t('payment-prepay-applied')}</dt>
              <dd>−{money(state.prepaymentApplied)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </PaymentSection>
  );
}

function VoucherField({
  orderIdentity,
  voucher,
  currency,
  onApplied,
  onRemoved,
}: {
  orderIdentity: string;
  voucher: TVerifiedVoucher | null;
  currency: TCurrency;
  onApplied: (voucher: TVerifiedVoucher) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { register, getValues, setError, clearErrors, formState } = useFormContext<TPaymentFormValues>();
  const [isVerifying, setIsVerifying] = useState(false);
  const error = (get(formState.errors, 'voucherCode') as FieldError | undefined)?.message;

  const onVerify = async () => {
    const code = getValues('voucherCode').trim();
    clearErrors('voucherCode');
    if (!code) {
      setError('voucherCode', { message: 'voucher-required' });
      return;
    }
    setIsVerifying(true);
    try {
      const result = await verifyVoucher(orderIdentity, code);
      if (result.valid && result.amount > 0) onApplied({ code: result.code || code, amount: result.amount });
      else setError('voucherCode', { message: result.error ?? 'voucher-invalid' });
    } catch (failure) {
      setError('voucherCode', { message: failure instanceof ApiError ? failure.code : 'payment-processing-error' });
    } finally {
      setIsVerifying(false);
    }
  };

  if (voucher) {
    return (
      <Alert kind="success" onDismiss={onRemoved} dismissLabel={t('payment-voucher-remove')}>
        {t('payment-voucher-valid', { code: voucher.code, amount: formatMoney(voucher.amount, currency) })}
      </Alert>
    );
  }
  return (
    <div className="payment-voucher">
      <TextField label={t('payment-voucher-code')} autoComplete="off" error={error} {...register('voucherCode')} />
      <Button variant="secondary" isBusy={isVerifying} onClick={() => void onVerify()}>
        {t('payment-voucher-verify')}
      </Button>
    </div>
  );
}
