import type { TPaymentLoadResponse } from '@portal/domain';
import { formatLongDate } from '@portal/domain';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TPaymentFormValues } from '../utils/payment-values.ts';
import { PaymentSection } from './payment-section.tsx';
import { YesNoField } from './radio-group-field.tsx';

/** Whether the payer wants a fapiao (China); asked before the methods, which depend on the answer. */
export function FapiaoQuestion() {
  const { t } = useTranslation();
  return (
    <PaymentSection id="payment-fapiao-question" title={t('payment-fapiao-question')} isTitleHidden>
      <YesNoField name="requireFapiao" legend={t('payment-fapiao-question')} isRequired />
    </PaymentSection>
  );
}

/** The fapiao form, shown when the payer asked for one and the method issues it (screen 15). */
export function FapiaoSection({ load }: { load: TPaymentLoadResponse }) {
  const { t, i18n } = useTranslation();
  const { register, setValue, formState } = useFormContext<TPaymentFormValues>();
  const errorOf = (name: keyof TPaymentFormValues['fapiao']) =>
    (get(formState.errors, `fapiao.${name}`) as FieldError | undefined)?.message;

  const onChoosePrevious = (id: string) => {
    const saved = load.fapiaos.find((fapiao) => String(fapiao.id) === id);
    if (!saved) return;
    const fill = {
      type: saved.type,
      deliveryTimeline: saved.deliveryTimeline,
      title: saved.title,
      taxpayerNumber: saved.taxpayerNumber,
      specialInstructions: saved.specialInstructions ?? '',
    };
    for (const [name, value] of Object.entries(fill)) {
      setValue(`fapiao.${name as keyof typeof fill}`, value, { shouldValidate: formState.isSubmitted });
    }
  };

  return (
    <PaymentSection id="payment-fapiao-title" title={t('payment-fapiao-title')}>
      {load.fapiaos.length > 0 ? (
        <SelectField
          label={t('payment-fapiao-previous')}
          {...register('fapiao.id', { onChange: (e) => onChoosePrevious(e.target.value) })}
        >
          <option value="">{t('payment-fapiao-previous-placeholder')}</option>
          {load.fapiaos.map((fapiao) => (
            <option key={fapiao.id} value={String(fapiao.id)}>
              {fapiao.typeLabel} – {formatLongDate(fapiao.createdAt, i18n.language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="row">
        <SelectField label={t('payment-fapiao-type')} isRequired error={errorOf('type')} {...register('fapiao.type')}>
          <SelectOptions placeholder={t('payment-select-placeholder')} options={load.fapiaoTypes} />
        </SelectField>
        <SelectField
          label={t('payment-fapiao-timeline')}
          isRequired
          error={errorOf('deliveryTimeline')}
          {...register('fapiao.deliveryTimeline')}
        >
          <SelectOptions placeholder={t('payment-select-placeholder')} options={load.fapiaoDeliveryTimelines} />
        </SelectField>
      </div>
      <TextField label={t('payment-fapiao-title-field')} isRequired error={errorOf('title')} {...register('fapiao.title')} />
      <TextField
        label={t('payment-fapiao-taxpayer')}
        isRequired
        error={errorOf('taxpayerNumber')}
        {...register('fapiao.taxpayerNumber')}
      />
      <TextField
        label={t('payment-fapiao-instructions')}
        error={errorOf('specialInstructions')}
        {...register('fapiao.specialInstructions')}
      />
    </PaymentSection>
  );
}
