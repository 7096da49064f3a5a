import { type ReactNode, useId } from 'react';
import { type FieldValues, get, type RegisterOptions, type FieldError as TFormFieldError, useFormContext } from 'react-hook-form';
import { FieldError, RequiredMark } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';

type TRadioGroupFieldProps = {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  isRequired?: boolean;
  isInline?: boolean;
  rules?: RegisterOptions<FieldValues, string>;
};

/** A radio group registered in the surrounding form, with its message under it. */
export function RadioGroupField({ name, legend, options, isRequired, isInline, rules }: TRadioGroupFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext<FieldValues>();
  const error = (get(formState.errors, name) as TFormFieldError | undefined)?.message;
  return (
    <fieldset className={`payment-choice${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="payment-choice__legend">
        {legend}
        {isRequired ? <RequiredMark /> : null}
      </legend>
      <div className={`payment-choice__options${isInline ? ' payment-choice__options--inline' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className="payment-choice__option">
            <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...register(name, rules)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A yes-or-no question, its two answers side by side. */
export function YesNoField(props: Omit<TRadioGroupFieldProps, 'options' | 'isInline'>) {
  const { t } = useTranslation();
  return (
    <RadioGroupField
      {...props}
      isInline
      options={[
        { value: 'yes', label: t('payment-yes') },
        { value: 'no', label: t('payment-no') },
      ]}
    />
  );
}
