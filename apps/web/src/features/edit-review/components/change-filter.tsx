import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { TSectionFilter, TSectionOption } from '../utils/review-sections.ts';
import { KIND_FILTERS, type TKindFilter } from '../utils/review-state.ts';

type TChangeFilterProps = {
  kind: TKindFilter;
  counts: Record<TKindFilter, number>;
  onKind: (kind: TKindFilter) => void;
  section: TSectionFilter;
  sections: readonly TSectionOption[];
  /** Every change of the file, for "All sections". */
  total: number;
  onSection: (section: TSectionFilter) => void;
};

/** The list's filter: a section of the document (a heading, tables, notes, headers) and a kind of change. */
export function ChangeFilter({ kind, counts, onKind, section, sections, total, onSection }: TChangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = (option: TSectionOption) =>
    option.value.startsWith('h:')
      ? `${'\u00a0'.repeat(2 * Math.max((option.level ?? 1) - 1, 0))}${option.heading || t('review-section-untitled')}`
      : t(`review-section-${option.value}`);
  return (
    <div className="review-filters">
      {sections.length > 0 ? (
        <div className="review-section-filter">
          <label htmlFor={`${id}-section`}>{t('review-section-label')}</label>
          <select id={`${id}-section`} value={section} onChange={(event) => onSection(event.target.value as TSectionFilter)}>
            <option value="all">{t('review-section-option', { name: t('review-section-all'), count: total })}</option>
            {sections.map((option) => (
              <option key={option.value} value={option.value}>
                {t('review-section-option', { name: nameOf(option), count: option.count })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset className="review-filter">
        <legend>{t('review-filter-label')}</legend>
        {KIND_FILTERS.map((value) => (
          <label key={value} className={`review-filter__chip${kind === value ? ' is-selected' : ''}`}>
            <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => onKind(value)} />
            {t(`review-kind-${value}`)} <span className="review-filter__count">{counts[value]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
