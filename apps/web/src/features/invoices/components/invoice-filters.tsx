import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/translation.ts';

export type TFilterValues = { from: string; to: string; orderNumber: string };

type TInvoiceFiltersProps = {
  values: TFilterValues;
  onApply: (values: TFilterValues) => void;
};

/** From, to and order number; applied together on submit (the parent remounts it when the URL's filters change). */
export function InvoiceFilters({ values, onApply }: TInvoiceFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const hasFilters = Boolean(values.from || values.to || values.orderNumber);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, orderNumber: draft.orderNumber.trim() });
  }

  return (
    <form className="invoice-filters" onSubmit={onSubmit} aria-label={t('invoices-filters-label')}>
      <DateField label={t('invoices-filter-from')} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
      <DateField label={t('invoices-filter-to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
      <TextField
        label={t('invoices-filter-order')}
        value={draft.orderNumber}
        maxLength={40}
        onChange={(event) => setDraft({ ...draft, orderNumber: event.target.value })}
      />
      <div className="invoice-filters__actions">
        <Button type="submit">{t('invoices-filter-apply')}</Button>
        {hasFilters ? (
          <Button variant="secondary" onClick={() => onApply({ from: '', to: '', orderNumber: '' })}>
            {t('invoices-filter-clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
