import type { TOrderForm } from '@portal/domain';
import { type Ref, useId } from 'react';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';

type TGoalChoiceProps = {
  goals: TOrderForm['customerGoals'];
  value: number | null;
  onChange: (goalId: number) => void;
  error: string | null;
  firstInputRef?: Ref<HTMLInputElement>;
};

/** The customer goal: one radio per goal, with its description. */
export function GoalChoice({ goals, value, onChange, error, firstInputRef }: TGoalChoiceProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const name = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="choice-group__legend">
        {t('order-form-goal-legend')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="choice-group__options choice-group__options--cards">
        {goals.map((goal, index) => (
          <RadioCard
            key={goal.id}
            ref={index === 0 ? firstInputRef : undefined}
            name={name}
            value={goal.id}
            checked={value === goal.id}
            onChange={() => onChange(goal.id)}
            required
            title={goal.name}
            description={goal.description || null}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
