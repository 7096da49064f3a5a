import type { TOrderForm } from '@portal/domain';
import { type Ref, useId } from 'react';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { ChoiceGroup } from './choice-group.tsx';

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
  const name = useId();
  return (
    <ChoiceGroup legend={t('order-form-goal-legend')} isRequired error={error} optionsClassName="choice-group__options--cards">
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
    </ChoiceGroup>
  );
}
