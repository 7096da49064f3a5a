import { type ComponentPropsWithRef, useId } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { CheckboxField, FieldError, RequiredMark, SelectField, TextField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TAnswer, TDetailsFormValues, TServiceQuestion } from '../utils/details-schema.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import './service-questions.css';

type TServiceQuestionsProps = {
  questions: readonly TServiceQuestion[];
  control: Control<TDetailsFormValues>;
  errors: FieldErrors<TDetailsFormValues>['answers'];
};

/** The questions the chosen services ask, each as the control its type needs. */
export function ServiceQuestions({ questions, control, errors }: TServiceQuestionsProps) {
  return (
    <div className="service-questions">
      {questions.map((question) => (
        <Controller
          key={question.identity}
          control={control}
          name={`answers.${question.identity}`}
          render={({ field }) => (
            <ServiceQuestion
              question={question}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors?.[question.identity]?.message}
            />
          )}
        />
      ))}
    </div>
  );
}

function ServiceQuestion({
  question,
  value,
  onChange,
  onBlur,
  error,
}: {
  question: TServiceQuestion;
  value: TAnswer | undefined;
  onChange: (value: TAnswer) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  // What the select, text area and text field share: a typed or chosen text, saved on change, checked on blur.
  const textual = {
    label: question.label,
    isRequired: question.required,
    value: typeof value === 'string' ? value : '',
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur,
    error,
  };
  switch (question.type) {
    case 'toggle':
      return (
        <CheckboxField
          label={question.label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      );
    case 'select':
      return (
        <SelectField {...textual}>
          <SelectOptions placeholder={t('order-form-choose-option')} options={question.choices} />
        </SelectField>
      );
    case 'multiple-choice': {
      const chosen = Array.isArray(value) ? value : [];
      const legend = (
        <>
          {question.label}
          {question.required ? <RequiredMark /> : null}
        </>
      );
      return <CheckboxGroup legend={legend} choices={question.choices} chosen={chosen} onChange={onChange} error={error} />;
    }
    case 'textarea':
      return <TextAreaField {...textual} />;
    default:
      return (
        <TextField
          {...textual}
          inputMode={question.type === 'int' ? 'numeric' : undefined}
          onChange={(event) =>
            onChange(question.type === 'int' ? event.currentTarget.value.replace(/\D/g, '') : event.currentTarget.value)
          }
        />
      );
  }
}

function TextAreaField({
  label,
  isRequired,
  error,
  ...textarea
}: { label: string; isRequired: boolean; error?: string } & ComponentPropsWithRef<'textarea'>) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <textarea
        id={id}
        className="field__input field__input--textarea"
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
