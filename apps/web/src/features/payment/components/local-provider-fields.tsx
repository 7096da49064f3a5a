import { formatMoney, INSTALLMENTS_MAX, INSTALLMENTS_MIN, splitInstallments, type TCurrency } from '@portal/domain';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TPaymentFormValues } from '../utils/payment-values.ts';
import { PaymentSection } from './payment-section.tsx';
import { RadioGroupField } from './radio-group-field.tsx';

/** Brazil: how the payment is made (no requirements, a FAPESP grant, the local provider); the methods follow. */
export function BrazilOptions() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<TPaymentFormValues>();
  return (
    <PaymentSection id="payment-brazil-title" title={t('payment-brazil-title')}>
      <RadioGroupField
        name="brazilPaymentMethods"
        legend={t('payment-brazil-question')}
        isRequired
        options={[
          { value: 'no-requirements', label: t('payment-brazil-no-requirements') },
          { value: 'fapesp', label: t('payment-brazil-fapesp') },
          { value: 'allpago', label: t('payment-brazil-allpago') },
        ]}
        rules={{
          onChange: (event) => {
            setValue('paymentMethodId', null);
            // FAPESP grants are charged to a card in US dollars.
            if (event.target.value === 'fapesp') setValue('cardCurrency', 'USD');
          },
        }}
      />
    </PaymentSection>
  );
}

type TLocalProviderFieldsProps = {
  currency: TCurrency;
  amountDue: number;
  hasInstallments: boolean;
  isBoleto: boolean;
};

/** The Brazilian provider's fields: installments (each amount shown), CPF or CNPJ, and the boleto payer. */
export function LocalProviderFields({ currency, amountDue, hasInstallments, isBoleto }: TLocalProviderFieldsProps) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<TPaymentFormValues>();
  const errorOf = (name: string) => (get(formState.errors, name) as FieldError | undefined)?.message;
  const counts = Array.from({ length: INSTALLMENTS_MAX - INSTALLMENTS_MIN + 1 }, (_, i) => INSTALLMENTS_MIN + i);
  return (
    <PaymentSection id="payment-local-title" title={t('payment-local-title')}>
      {hasInstallments ? (
        <SelectField
          label={t('payment-installments')}
          isRequired
          error={errorOf('numberOfInstallments')}
          {...register('numberOfInstallments')}
        >
          <option value="">{t('payment-select-placeholder')}</option>
          {counts.map((count) => (
            <option key={count} value={String(count)}>
              {t('payment-installments-option', {
                number: count,
                amounts: splitInstallments(amountDue, count)
                  .map((amount) => formatMoney(amount, currency))
                  .join(' + '),
              })}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="row">
        <SelectField
          label={t('payment-tax-type')}
          isRequired
          error={errorOf('taxIdentification.type')}
          {...register('taxIdentification.type')}
        >
          <option value="">{t('payment-select-placeholder')}</option>
          <option value="CPF">CPF</option>
          <option value="CNPJ">CNPJ</option>
        </SelectField>
        <TextField
          label={t('payment-tax-number')}
          isRequired
          inputMode="numeric"
          autoComplete="off"
          error={errorOf('taxIdentification.number')}
          {...register('taxIdentification.number')}
        />
      </div>
      {isBoleto ? (
        <TextField
          label={t('payment-boleto-payer')}
          isRequired
          autoComplete="name"
          error={errorOf('boletoPayer')}
          {...register('boletoPayer')}
        />
      ) : null}
    </PaymentSection>
  );
}
