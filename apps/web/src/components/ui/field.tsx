import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { translateMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/translation.ts';

type TFieldShell = {
  label: ReactNode;
  /** A message key (as zod and the API send it); translated here. */
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
};

/** A field's frame: its label (and required mark), the control, its hint and its error. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  isRequired,
  className,
  children,
}: TFieldShell & { id: string; className?: string; children: ReactNode }) {
  return (
    <div className={['field', className, error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      {/* The asterisk stays outside the label so that the label's text is exactly the field's name. */}
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The asterisk after a required question's label inside it; screen readers skip it (the control says it is required). */
export function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** A field's error in the page's language, announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  return error ? (
    <p className="field__error" id={`${id}-error`} role="alert">
      {translateMessage(t, error)}
    </p>
  ) : null;
}

/** The control's id (given or generated) and its attributes: class, invalid, required, and what describes it. */
function useFieldControl(givenId: string | undefined, { error, hint, isRequired }: Omit<TFieldShell, 'label'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return {
    id,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined,
  };
}

export function TextField({ label, error, hint, isRequired, id, ...input }: TFieldShell & ComponentPropsWithRef<'input'>) {
  const control = useFieldControl(id, { error, hint, isRequired });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <input {...control} {...input} />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  isRequired,
  id,
  children,
  ...select
}: TFieldShell & ComponentPropsWithRef<'select'>) {
  const control = useFieldControl(id, { error, hint, isRequired });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <select {...control} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  error,
  id: givenId,
  ...input
}: Omit<TFieldShell, 'hint'> & ComponentPropsWithRef<'input'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  isRequired,
  id,
  ...textarea
}: TFieldShell & ComponentPropsWithRef<'textarea'>) {
  const control = useFieldControl(id, { error, hint, isRequired });
  return (
    <FieldShell id={control.id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <textarea {...control} {...textarea} />
    </FieldShell>
  );
}
