import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TPaymentFormValues } from '../utils/payment-values.ts';
import { PaymentSection } from './payment-section.tsx';
import { YesNoField } from './radio-group-field.tsx';

/** Options for staff acting for the customer (spec §3 admin payment options, §5). */
export function StaffOptions() {
  const { t } = useTranslation();
  const { register } = useFormContext<TPaymentFormValues>();
  return (
    <PaymentSection id="payment-staff-title" title={t('payment-staff-title')} className="payment-section payment-section--staff">
      <YesNoField name="suppressInvoiceCreation" legend={t('payment-staff-suppress-invoice')} isRequired />
      <CheckboxField label={t('payment-staff-notify-customer')} {...register('requireCustomerNotification')} />
    </PaymentSection>
  );
}
