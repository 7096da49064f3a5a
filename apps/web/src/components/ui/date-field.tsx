import { datePartOrder, isoDayOf, monthNames, partsOfIsoDay } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import './date-field.css';

type TParts = { year: string; month: string; day: string };

const EARLIEST_YEAR = 2010;

function partsOf(value: string): TParts {
  const parts = partsOfIsoDay(value);
  return parts
    ? { year: String(parts.year), month: String(parts.month), day: String(parts.day) }
    : { year: '', month: '', day: '' };
}

/**
 * A day chosen with three lists — year, month (named) and day — in the order the site's language writes a date,
 * whatever the browser's own language (a native date input shows mm/dd/yyyy to a UK or Japanese researcher on
 * /jp). The value stays 'YYYY-MM-DD' (or '' while not all three are chosen), as the native input gave it.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState<TParts>(() => partsOf(value));
  // A value set from outside (a cleared filter) replaces what the lists hold.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setParts(partsOf(value));
  }
  const thisYear = new Date().getUTCFullYear();
  const choices = {
    year: Array.from({ length: thisYear + 1 - EARLIEST_YEAR + 1 }, (_, i) => {
      const year = String(thisYear + 1 - i);
      return { value: year, label: year };
    }),
    month: monthNames(i18n.language).map((month, i) => ({ value: String(i + 1), label: month })),
    day: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
  };

  function choose(part: keyof TParts, chosen: string) {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    const day = isoDayOf(Number(next.year), Number(next.month), Number(next.day));
    const isEmpty = !next.year && !next.month && !next.day;
    const emitted = day ?? (isEmpty ? '' : value);
    if (emitted !== value) {
      setShown(emitted);
      onChange(emitted);
    }
  }

  return (
    <fieldset className="field date-field">
      <legend className="field__label">{label}</legend>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <div className="date-field__parts">
        {datePartOrder(i18n.language).map((part) => (
          <select
            key={part}
            id={`${id}-${part}`}
            className="field__input date-field__part"
            aria-label={`${label}: ${t(`date-field-${part}`)}`}
            value={parts[part]}
            onChange={(event) => choose(part, event.target.value)}
          >
            <option value="">{t(`date-field-${part}`)}</option>
            {choices[part].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ))}
      </div>
    </fieldset>
  );
}
