import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { JOURNAL_SEARCH_MIN, journalSearchQuery } from '../api/search-journals.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { SearchCombobox } from './search-combobox.tsx';
import './journal-fields.css';

const SEARCH_DEBOUNCE_MS = 250;

type TJournalNameSearchProps = {
  label: string;
  value: string;
  onChange: (name: string, url: string | null) => void;
  error?: string;
  isRequired?: boolean;
  onBlur?: () => void;
};

/** A journal name typed freely, with the ten best matches suggested from three characters on. */
export function JournalNameSearch({ label, value, onChange, error, isRequired, onBlur }: TJournalNameSearchProps) {
  const { t } = useTranslation();
  const search = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const isSearching = value.trim().length >= JOURNAL_SEARCH_MIN;
  const results = useQuery(journalSearchQuery(search));
  const options = (isSearching ? (results.data ?? []) : []).map((journal) => ({
    id: `${journal.title}|${journal.url ?? ''}`,
    label: journal.title,
    detail: journal.url ?? undefined,
  }));
  return (
    <SearchCombobox
      label={label}
      value={value}
      onInputChange={(text) => onChange(text, null)}
      options={options}
      onSelect={(option) => onChange(option.label, option.detail ?? null)}
      isSearching={isSearching}
      isLoading={results.isFetching || search !== value.trim()}
      emptyText={t('order-form-journal-no-match')}
      hint={t('order-form-journal-search-hint')}
      error={error}
      isRequired={isRequired}
      onBlur={onBlur}
    />
  );
}

type TJournalFieldsProps = {
  name: string;
  url: string;
  onChange: (journal: { name: string; url: string }) => void;
  nameError?: string;
  urlError?: string;
  isRequired: boolean;
};

/** The target journal: its name (searched) and website; choosing a match fills the website too. */
export function JournalFields({ name, url, onChange, nameError, urlError, isRequired }: TJournalFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="journal-fields">
      <JournalNameSearch
        label={t('order-form-journal-name')}
        value={name}
        isRequired={isRequired}
        error={nameError}
        onChange={(nextName, nextUrl) => onChange({ name: nextName, url: nextUrl ?? url })}
      />
      <TextField
        label={t('order-form-journal-website')}
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={255}
        value={url}
        error={urlError}
        onChange={(event) => onChange({ name, url: event.currentTarget.value })}
      />
      {name || url ? (
        <Button variant="link" onClick={() => onChange({ name: '', url: '' })}>
          {t('order-form-journal-clear')}
        </Button>
      ) : null}
    </div>
  );
}
