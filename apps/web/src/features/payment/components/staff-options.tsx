import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TPaymentFormValues } from '../utils/payment-values.ts';
import { PaymentSection } from './payment-section.tsx';
import { RadioGroupField } from './radio-group-field.tsx';

/** Options for staff acting for the customer (spec §3 admin payment options, §5). */
export function StaffOptions() {
  const { t } = useTranslation();
  const { register } = useFormContext<TPaymentFormValues>();
  return (
    <PaymentSection id="payment-staff-title" title={t('payment-staff-title')} className="payment-section payment-section--staff">
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
    </PaymentSection>
  );
}
