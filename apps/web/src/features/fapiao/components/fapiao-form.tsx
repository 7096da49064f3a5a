import { FAPIAO_KINDS, SERVICE_TYPES, type TFapiaoRequestForm, type TFapiaoRequestFormInput } from '@portal/domain';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { createFapiao } from '../api/fapiao-requests.ts';
import { OrganizationField } from './organization-field.tsx';

type TFapiaoFormProps = {
  paymentId: number;
  /** The invoice or retainer-invoice number the fapiao covers. */
  receiptCode: string;
  defaultEmail: string;
  onCreated: (type: TFapiaoRequestForm['type']) => void;
};

const EMPTY: TFapiaoRequestFormInput = {
  type: undefined as unknown as TFapiaoRequestForm['type'],
  serviceType: '' as TFapiaoRequestForm['serviceType'],
  organizationName: '',
  taxpayerNumber: '',
  contactEmail: '',
  contactPhone: '',
  shippingAddress: '',
};

/**
 * The form's zod rules, loaded with the first check (a submit, or a change after it): the page's first paint
 * carries neither zod nor the schema.
 */
const fapiaoResolver: Resolver<TFapiaoRequestFormInput, unknown, TFapiaoRequestForm> = async (values, context, options) => {
  const [{ zodResolver }, { ZFapiaoRequestForm }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@portal/domain/api/fapiao'),
  ]);
  return zodResolver(ZFapiaoRequestForm)(values, context, options);
};

/** The fapiao form (researcher area §5): checked by the same schema as POST /api/fapiao, then by the server. */
export function FapiaoForm({ paymentId, receiptCode, defaultEmail, onCreated }: TFapiaoFormProps) {
  const { t } = useTranslation();
  const typeLegendId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TFapiaoRequestFormInput, unknown, TFapiaoRequestForm>({
    resolver: fapiaoResolver,
    defaultValues: { ...EMPTY, contactEmail: defaultEmail },
  });
  const { register, handleSubmit, formState, setError, setValue, watch } = form;
  const errors = formState.errors;
  const isSpecial = watch('type') === 'special';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createFapiao({ ...values, paymentId, receiptCode });
      onCreated(values.type);
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fieldErrors).filter(([name]) => name in EMPTY);
        for (const [name, message] of fields) setError(name as keyof TFapiaoRequestFormInput, { message });
        if (fields.length === 0) setServerError(error.code);
      } else {
        setServerError('network-request-error');
      }
    }
  });

  return (
    <form className="fapiao-form card" onSubmit={onSubmit} noValidate>
      {serverError ? <Alert kind="error">{translateMessage(t, serverError)}</Alert> : null}
      <fieldset
        className={`field fapiao-form__types${errors.type ? ' field--invalid' : ''}`}
        aria-describedby={errors.type ? `${typeLegendId}-error` : undefined}
      >
        <legend className="field__label" id={typeLegendId}>
          {t('fapiao-field-type')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {FAPIAO_KINDS.map((kind) => (
          <label key={kind} className="fapiao-form__radio">
            <input type="radio" value={kind} aria-invalid={errors.type ? true : undefined} {...register('type')} />
            {t(`fapiao-type-${kind}`)}
          </label>
        ))}
        {errors.type?.message ? (
          <p className="field__error" id={`${typeLegendId}-error`} role="alert">
            {translateMessage(t, errors.type.message)}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label={t('fapiao-field-service-type')}
        isRequired
        error={errors.serviceType?.message}
        {...register('serviceType')}
      >
        <SelectOptions
          placeholder={t('fapiao-field-service-type-placeholder')}
          options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`fapiao-service-type-${type}`) }))}
        />
      </SelectField>
      <OrganizationField
        error={errors.organizationName?.message}
        registration={register('organizationName')}
        value={watch('organizationName') ?? ''}
        onChoose={(suggestion) => {
          setValue('organizationName', suggestion.organizationName, { shouldValidate: formState.isSubmitted });
          setValue('taxpayerNumber', suggestion.taxpayerNumber, { shouldValidate: formState.isSubmitted });
        }}
      />
      <TextField
        label={t('fapiao-field-taxpayer')}
        isRequired={isSpecial}
        hint={t('fapiao-field-required-special')}
        error={errors.taxpayerNumber?.message}
        autoComplete="off"
        {...register('taxpayerNumber')}
      />
      <TextField
        label={t('fapiao-field-email')}
        type="email"
        isRequired
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <TextField
        label={t('fapiao-field-phone')}
        type="tel"
        isRequired={isSpecial}
        hint={t('fapiao-field-required-special')}
        autoComplete="tel"
        error={errors.contactPhone?.message}
        {...register('contactPhone')}
      />
      <TextField
        label={t('fapiao-field-shipping')}
        autoComplete="street-address"
        error={errors.shippingAddress?.message}
        {...register('shippingAddress')}
      />
      <div className="fapiao-form__actions">
        <Button type="submit" isBusy={formState.isSubmitting}>
          {formState.isSubmitting ? t('fapiao-submitting') : t('fapiao-submit')}
        </Button>
      </div>
    </form>
  );
}
