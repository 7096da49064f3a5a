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

function FieldShell({ id, label, error, hint, isRequired, children }: TFieldShell & { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
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
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
}

export function TextField({
  label,
  error,
  hint,
  isRequired,
  id: givenId,
  ...input
}: TFieldShell & ComponentPropsWithRef<'input'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  isRequired,
  id: givenId,
  children,
  ...select
}: TFieldShell & ComponentPropsWithRef<'select'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
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
  const { t } = useTranslation();
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
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  isRequired,
  id: givenId,
  ...textarea
}: TFieldShell & ComponentPropsWithRef<'textarea'>) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <textarea
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}
