import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { RequiredMark, SelectField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { areasOfStudyQuery } from '../api/get-areas-of-study.ts';
import { AREA_OF_STUDY_SEARCH_MIN, areaOfStudySearchQuery } from '../api/search-areas-of-study.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { SearchCombobox } from './search-combobox.tsx';
import './area-of-study-field.css';

type TArea = { id: number; name: string; parentId: number | null; path: string[]; isLeaf: boolean };

const SEARCH_DEBOUNCE_MS = 250;

type TAreaOfStudyFieldProps = {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  isRequired: boolean;
};

function ancestry(areas: readonly TArea[], id: number | null): TArea[] {
  const chain: TArea[] = [];
  let current = areas.find((a) => a.id === id);
  while (current) {
    chain.unshift(current);
    const parentId: number | null = current.parentId;
    current = parentId === null ? undefined : areas.find((a) => a.id === parentId);
  }
  return chain;
}

/** The area of study: searched from two characters (six matches at most), or chosen in three cascading lists. */
export function AreaOfStudyField({ value, onChange, error, isRequired }: TAreaOfStudyFieldProps) {
  const { t } = useTranslation();
  const [isBrowsing, setIsBrowsing] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isSearching = text.trim().length >= AREA_OF_STUDY_SEARCH_MIN;
  const results = useQuery(areaOfStudySearchQuery(search));
  const tree = useQuery({ ...areasOfStudyQuery, enabled: value !== null || isBrowsing });
  const chosenPath = ancestry(tree.data ?? [], value);
  const chosen = chosenPath[chosenPath.length - 1];

  const options = (isSearching ? (results.data ?? []) : []).map((area) => ({
    id: String(area.id),
    label: area.name,
    detail: area.path.length > 1 ? area.path.slice(0, -1).join(' › ') : undefined,
  }));

  return (
    <div className="area-of-study">
      {isBrowsing ? (
        <AreaOfStudyBrowser
          areas={tree.data ?? []}
          isLoading={tree.isPending}
          value={value}
          onChange={onChange}
          isRequired={isRequired}
          error={error}
        />
      ) : (
        <SearchCombobox
          label={t('order-form-area-of-study')}
          value={text}
          onInputChange={(next) => {
            setText(next);
            if (value !== null) onChange(null);
          }}
          options={options}
          onSelect={(option) => {
            onChange(Number(option.id));
            setText(option.label);
          }}
          isSearching={isSearching}
          isLoading={results.isFetching || search !== text.trim()}
          emptyText={t('order-form-area-of-study-no-match')}
          hint={t('order-form-area-of-study-hint')}
          error={error}
          isRequired={isRequired}
        />
      )}
      {chosen ? (
        <p className="area-of-study__chosen" aria-live="polite">
          {t('order-form-area-of-study-chosen', { path: chosenPath.map((a) => a.name).join(' › ') })}
        </p>
      ) : null}
      <Button variant="link" onClick={() => setIsBrowsing((browsing) => !browsing)}>
        {t(isBrowsing ? 'order-form-area-of-study-search' : 'order-form-area-of-study-browse')}
      </Button>
    </div>
  );
}

function AreaOfStudyBrowser({
  areas,
  isLoading,
  value,
  onChange,
  isRequired,
  error,
}: {
  areas: readonly TArea[];
  isLoading: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
  isRequired: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const chain = ancestry(areas, value);
  const [levels, setLevels] = useState<(number | null)[]>(() => [
    chain[0]?.id ?? null,
    chain[1]?.id ?? null,
    chain[2]?.id ?? null,
  ]);
  const childrenOf = (parentId: number | null) => areas.filter((a) => a.parentId === parentId);
  const labels = ['order-form-area-of-study-field', 'order-form-area-of-study-discipline', 'order-form-area-of-study-specialty'];

  const pick = (level: number, id: number | null) => {
    const next = levels.map((old, index) => (index < level ? old : index === level ? id : null));
    setLevels(next);
    const area = areas.find((a) => a.id === id);
    // Only the last level (a leaf) is a valid choice.
    onChange(area?.isLeaf ? area.id : null);
  };

  if (isLoading) return <p className="field__hint">{t('order-form-loading-list')}</p>;

  return (
    <fieldset className="area-of-study__browser">
      <legend className="field__label">
        {t('order-form-area-of-study')}
        {isRequired ? <RequiredMark /> : null}
      </legend>
      {labels.map((label, level) => {
        const parentId = level === 0 ? null : (levels[level - 1] ?? undefined);
        if (parentId === undefined) return null;
        const choices = childrenOf(parentId);
        if (choices.length === 0) return null;
        return (
          <SelectField
            key={label}
            label={t(label)}
            value={levels[level] ?? ''}
            onChange={(event) => pick(level, event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
          >
            <SelectOptions
              placeholder={t('order-form-choose-option')}
              options={choices.map((area) => ({ value: area.id, label: area.name }))}
            />
          </SelectField>
        );
      })}
      {error ? (
        <p className="field__error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
