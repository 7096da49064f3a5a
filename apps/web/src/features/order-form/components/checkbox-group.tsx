import type { ReactNode } from 'react';
import { ChoiceGroup } from './choice-group.tsx';

type TChoice = { value: string; label: string };

type TCheckboxGroupProps = {
  legend: ReactNode;
  choices: readonly TChoice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** A message key, translated here. */
  error?: string;
};

/** A question answered by ticking any number of choices, announced as one group with its error. */
export function CheckboxGroup({ legend, choices, chosen, onChange, error }: TCheckboxGroupProps) {
  return (
    <ChoiceGroup legend={legend} error={error}>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-line">
          <input
            type="checkbox"
            value={choice.value}
            checked={chosen.includes(choice.value)}
            onChange={(event) =>
              onChange(event.currentTarget.checked ? [...chosen, choice.value] : chosen.filter((v) => v !== choice.value))
            }
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
