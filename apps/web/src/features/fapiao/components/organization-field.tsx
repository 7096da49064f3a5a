import type { TOrganizationSuggestion } from '@portal/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { useOrganizationSuggestions } from '../api/fapiao-requests.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const SUGGEST_DELAY_MS = 250;

type TOrganizationFieldProps = {
  registration: UseFormRegisterReturn<'organizationName'>;
  value: string;
  error?: string;
  onChoose: (suggestion: TOrganizationSuggestion) => void;
};

/**
 * The organization name with suggestions as the researcher types (a combobox: arrow keys move through the
 * list, Enter chooses, Escape closes); choosing one fills in its taxpayer number too.
 */
export function OrganizationField({ registration, value, error, onChoose }: TOrganizationFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The close a blur schedules; typing or focusing again cancels it, so the list is not shut after the fact. */
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  function cancelClosing() {
    if (closing.current !== null) clearTimeout(closing.current);
    closing.current = null;
  }
  useEffect(
    () => () => {
      if (closing.current !== null) clearTimeout(closing.current);
    },
    [],
  );
  const name = useDebouncedValue(value.trim(), SUGGEST_DELAY_MS);
  const suggestions = useOrganizationSuggestions(name);
  const options = name.length > 0 ? (suggestions.data ?? []) : [];
  const isShown = isOpen && options.length > 0;

  function choose(suggestion: TOrganizationSuggestion) {
    onChoose(suggestion);
    setIsOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!isShown) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const suggestion = options[active];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FieldShell
      id={id}
      className="fapiao-organization"
      label={t('fapiao-field-organization')}
      hint={t('fapiao-field-organization-hint')}
      error={error}
      isRequired
    >
      <input
        id={id}
        className="field__input"
        role="combobox"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isShown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy}
        autoComplete="organization"
        {...registration}
        onChange={(event) => {
          void registration.onChange(event);
          cancelClosing();
          setIsOpen(true);
          setActive(-1);
        }}
        onBlur={(event) => {
          void registration.onBlur(event);
          // Leaves time for a click on a suggestion to land first.
          cancelClosing();
          closing.current = setTimeout(() => {
            closing.current = null;
            setIsOpen(false);
          }, 150);
        }}
        onFocus={cancelClosing}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('fapiao-suggestions-label')}
        className="fapiao-organization__list"
        hidden={!isShown}
      >
        {options.map((option, index) => (
          <div
            key={option.organizationName}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span>{option.organizationName}</span>
            <span className="fapiao-organization__number">{option.taxpayerNumber}</span>
          </div>
        ))}
      </div>
    </FieldShell>
  );
}
