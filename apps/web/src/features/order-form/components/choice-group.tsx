import { type ReactNode, useId } from 'react';
import { RequiredMark } from '../../../components/ui/field.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';

type TChoiceGroupProps = {
  legend: ReactNode;
  isRequired?: boolean;
  /** A message key, translated here. */
  error?: string | null;
  /** How the options are laid out besides the default column, e.g. `choice-group__options--cards`. */
  optionsClassName?: string;
  children: ReactNode;
};

/** A question answered by choosing among options (radios or checkboxes), announced as one group with its error. */
export function ChoiceGroup({ legend, isRequired, error, optionsClassName, children }: TChoiceGroupProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="choice-group__legend">
        {legend}
        {isRequired ? <RequiredMark /> : null}
      </legend>
      <div className={optionsClassName ? `choice-group__options ${optionsClassName}` : 'choice-group__options'}>{children}</div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
