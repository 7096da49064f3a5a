import { ORDER_STAGE_NAMES, STAFF_QUEUE_STATUSES, type TStaffEditorsResponse } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { stageLabelKey } from '../utils/status-labels.ts';

export type TQueueFilterValues = {
  q: string;
  status: string;
  stage: string;
  deadlineFrom: string;
  deadlineTo: string;
  assignee: string;
  late: boolean;
};

export const EMPTY_FILTERS: TQueueFilterValues = {
  q: '',
  status: 'open',
  stage: '',
  deadlineFrom: '',
  deadlineTo: '',
  assignee: '',
  late: false,
};

type TQueueFiltersProps = {
  values: TQueueFilterValues;
  editors: TStaffEditorsResponse['editors'];
  onApply: (values: TQueueFilterValues) => void;
};

/** The queue's filters (the deadline's days in the site's language, DateField); applied together with the button (or Enter), so the list does not jump while typing. */
export function QueueFilters({ values, editors, onApply }: TQueueFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const set = (patch: Partial<TQueueFilterValues>) => setDraft((current) => ({ ...current, ...patch }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  }

  return (
    <form className="staff-filters" onSubmit={onSubmit} aria-label={t('staff-queue-filters')}>
      <div className="staff-filters__search">
        <TextField
          label={t('staff-filter-search')}
          hint={t('staff-filter-search-hint')}
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <SelectField
        label={t('staff-filter-status')}
        value={draft.status}
        onChange={(event) => set({ status: event.target.value })}
      >
        {STAFF_QUEUE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`staff-filter-status-${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('staff-filter-stage')} value={draft.stage} onChange={(event) => set({ stage: event.target.value })}>
        <SelectOptions
          placeholder={t('staff-filter-any')}
          options={ORDER_STAGE_NAMES.map((stage) => ({ value: stage, label: t(stageLabelKey(stage)) }))}
        />
      </SelectField>
      <SelectField
        label={t('staff-filter-assignee')}
        value={draft.assignee}
        onChange={(event) => set({ assignee: event.target.value })}
      >
        <option value="">{t('staff-filter-any')}</option>
        <option value="me">{t('staff-filter-assignee-me')}</option>
        <option value="none">{t('staff-filter-assignee-none')}</option>
        {editors.map((editor) => (
          <option key={editor.identity} value={editor.identity}>
            {editor.fullName}
          </option>
        ))}
      </SelectField>
      <DateField
        label={t('staff-filter-deadline-from')}
        value={draft.deadlineFrom}
        onChange={(deadlineFrom) => set({ deadlineFrom })}
      />
      <DateField label={t('staff-filter-deadline-to')} value={draft.deadlineTo} onChange={(deadlineTo) => set({ deadlineTo })} />
      <div className="staff-filters__late">
        <CheckboxField
          label={t('staff-filter-late')}
          checked={draft.late}
          onChange={(event) => set({ late: event.target.checked })}
        />
      </div>
      <div className="staff-filters__actions">
        <Button type="submit">{t('staff-filter-apply')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('staff-filter-clear')}
        </Button>
      </div>
    </form>
  );
}
