import { type ReactNode, useId } from 'react';
import { type FieldError, type FieldValues, get, type RegisterOptions, useFormContext } from 'react-hook-form';
import { translateMessage } from '../../../lib/i18n.ts';
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
  const { t } = useTranslation();
  const id = useId();
  const { register, formState } = useFormContext<FieldValues>();
  const error = (get(formState.errors, name) as FieldError | undefined)?.message;
  return (
    <fieldset className={`payment-choice${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="payment-choice__legend">
        {legend}
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className={`payment-choice__options${isInline ? ' payment-choice__options--inline' : ''}`}>
        {options.map((option) => (
          <label key={option.value} className="payment-choice__option">
            <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...register(name, rules)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
