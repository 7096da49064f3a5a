import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { FieldError, RequiredMark } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import './search-combobox.css';

export type TComboboxOption = { id: string; label: string; detail?: string };

type TSearchComboboxProps = {
  label: ReactNode;
  value: string;
  onInputChange: (text: string) => void;
  options: readonly TComboboxOption[];
  onSelect: (option: TComboboxOption) => void;
  /** Whether the typed text is long enough to search. */
  isSearching: boolean;
  isLoading: boolean;
  /** Shown in the list when a search finds nothing. */
  emptyText: string;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  onBlur?: () => void;
  name?: string;
};

/**
 * A text input that suggests matches below it (WAI-ARIA combobox with a listbox): arrows move
 * through the suggestions, Enter picks one, Escape closes the list.
 */
export function SearchCombobox({
  label,
  value,
  onInputChange,
  options,
  onSelect,
  isSearching,
  isLoading,
  emptyText,
  hint,
  error,
  isRequired,
  onBlur,
  name,
}: TSearchComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const isExpanded = isOpen && isSearching;
  const isListShown = isExpanded && options.length > 0;
  const activeOption = isListShown && active >= 0 ? options[active] : undefined;

  const choose = (option: TComboboxOption) => {
    onSelect(option);
    setIsOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      setIsOpen(false);
    }
  };

  return (
    <div className={`field combobox${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <div className="combobox__control">
        <input
          id={id}
          name={name}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={[error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
          value={value}
          onChange={(event) => {
            onInputChange(event.currentTarget.value);
            setIsOpen(true);
            setActive(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => {
            setIsOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {isLoading && isSearching ? (
          <span className="combobox__spinner">
            <Spinner size="small" />
          </span>
        ) : null}
        <div
          id={listId}
          role="listbox"
          className="combobox__list"
          hidden={!isListShown}
          aria-label={typeof label === 'string' ? label : undefined}
        >
          {options.map((option, index) => (
            <div
              key={option.id}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              <span className="combobox__option-label">{option.label}</span>
              {option.detail ? <span className="combobox__option-detail">{option.detail}</span> : null}
            </div>
          ))}
        </div>
        {isExpanded && !isLoading && options.length === 0 ? (
          <p className="combobox__empty" role="status">
            {emptyText}
          </p>
        ) : null}
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
