import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TPaymentFormValues } from '../utils/payment-values.ts';
import { RadioGroupField } from './radio-group-field.tsx';

/** Options for staff acting for the customer (spec §3 admin payment options, §5). */
export function StaffOptions() {
  const { t } = useTranslation();
  const { register } = useFormContext<TPaymentFormValues>();
  return (
    <section className="payment-section payment-section--staff" aria-labelledby="payment-staff-title">
      <h3 id="payment-staff-title" className="payment-section__title">
        {t('payment-staff-title')}
      </h3>
      <RadioGroupField
        name="suppressInvoiceCreation"
        legend={t('payment-staff-suppress-invoice')}
        isRequired
        isInline
        options={[
          { value: 'yes', label: t('payment-yes') },
          { value: 'no', label: t('payment-no') },
        ]}
      />
      <CheckboxField label={t('payment-staff-notify-customer')} {...register('requireCustomerNotification')} />
    </section>
  );
}
