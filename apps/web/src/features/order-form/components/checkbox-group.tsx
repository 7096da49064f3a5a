import { type ReactNode, useId } from 'react';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';

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
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
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
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
