import type { TOrderForm } from '@portal/domain';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import type { TBundleAnswers } from '../api/submit-bundle-questions.ts';
import { CheckboxGroup } from './checkbox-group.tsx';
import { JournalNameSearch } from './journal-fields.tsx';
import './bundle-questionnaire.css';

type TQuestion = TOrderForm['serviceBundleQuestions'][number];

/** Table quantities offered in the questionnaire (spec §9). */
const TABLE_QUANTITIES = Array.from({ length: 25 }, (_, i) => i + 1);

/** A count or journal question that follows a toggle is asked only when the toggle is on. */
function isAsked(questions: readonly TQuestion[], index: number, answers: TBundleAnswers): boolean {
  const question = questions[index];
  const previous = questions[index - 1];
  if (!question || !previous) return true;
  if ((question.type === 'int' || question.type === 'journal-select') && previous.type === 'toggle') {
    return answers[previous.term] === true;
  }
  return true;
}

export function validateBundleAnswers(questions: readonly TQuestion[], answers: TBundleAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  questions.forEach((question, index) => {
    if (!isAsked(questions, index, answers)) return;
    const answer = answers[question.term];
    if (question.type === 'multiple-choice' && !(Array.isArray(answer) && answer.length > 0))
      errors[question.term] = 'selectOneCheckbox';
    if (question.type === 'int' && !(typeof answer === 'number' && answer >= 1 && answer <= 25))
      errors[question.term] = 'tables-on-with-no-table-count';
    if (question.type === 'journal-select' && !(typeof answer === 'string' && answer.trim()))
      errors[question.term] = 'journalForTableFormatting';
  });
  return errors;
}

type TProps = {
  questions: readonly TQuestion[];
  initialAnswers: TBundleAnswers;
  isSubmitting: boolean;
  notice: string | null;
  onSubmit: (answers: TBundleAnswers) => void;
};

/** The bundle questionnaire: what the researcher needs, so that fitting bundles can be offered. */
export function BundleQuestionnaire({ questions, initialAnswers, isSubmitting, notice, onSubmit }: TProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<TBundleAnswers>(initialAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isTried, setIsTried] = useState(false);

  const setAnswer = (term: string, value: TBundleAnswers[string]) => {
    const next = { ...answers, [term]: value };
    setAnswers(next);
    if (isTried) setErrors(validateBundleAnswers(questions, next));
  };

  const asked = questions.filter((_, index) => isAsked(questions, index, answers));

  return (
    <form
      className="card order-card bundle-questions"
      noValidate
      aria-labelledby="bundle-questions-title"
      onSubmit={(event) => {
        event.preventDefault();
        setIsTried(true);
        const found = validateBundleAnswers(questions, answers);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        onSubmit(Object.fromEntries(asked.map((q) => [q.term, answers[q.term] ?? (q.type === 'toggle' ? false : '')])));
      }}
    >
      <h2 id="bundle-questions-title" className="order-card__title">
        {t('order-form-bundle-questions-title')}
      </h2>
      {notice ? <Alert kind="warning">{t(notice)}</Alert> : null}
      {asked.map((question) => (
        <BundleQuestion
          key={question.id}
          question={question}
          answer={answers[question.term]}
          error={errors[question.term]}
          onChange={(value) => setAnswer(question.term, value)}
        />
      ))}
      <div className="bundle-questions__actions">
        <Button type="submit" isBusy={isSubmitting} disabled={isTried && Object.keys(errors).length > 0}>
          {t('order-form-bundle-questions-submit')}
        </Button>
      </div>
    </form>
  );
}

function BundleQuestion({
  question,
  answer,
  error,
  onChange,
}: {
  question: TQuestion;
  answer: TBundleAnswers[string] | undefined;
  error: string | undefined;
  onChange: (value: TBundleAnswers[string]) => void;
}) {
  const { t } = useTranslation();
  const switchId = useId();

  if (question.type === 'multiple-choice') {
    const chosen = Array.isArray(answer) ? answer : [];
    return <CheckboxGroup legend={question.label} choices={question.choices} chosen={chosen} onChange={onChange} error={error} />;
  }
  if (question.type === 'toggle') {
    return (
      <div className="field">
        <label className="switch" htmlFor={switchId}>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-checked={answer === true}
            checked={answer === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>{question.label}</span>
        </label>
      </div>
    );
  }
  if (question.type === 'int') {
    return (
      <SelectField
        label={question.label}
        isRequired
        error={error}
        value={typeof answer === 'number' ? answer : ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? '' : Number(event.currentTarget.value))}
      >
        <SelectOptions
          placeholder={t('order-form-choose-quantity')}
          options={TABLE_QUANTITIES.map((n) => ({ value: n, label: n }))}
        />
      </SelectField>
    );
  }
  return (
    <JournalNameSearch
      label={question.label}
      value={typeof answer === 'string' ? answer : ''}
      isRequired
      error={error}
      onChange={(name) => onChange(name)}
    />
  );
}
