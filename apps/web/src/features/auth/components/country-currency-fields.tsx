import type { ComponentPropsWithRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { SelectOptions, type TSelectOption } from '../../../components/ui/select-options.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** What a select takes from its form: its registration or value and change handler, and its error key. */
type TSelectBinding = ComponentPropsWithRef<'select'> & { error?: string };

type TCountryCurrencyFieldsProps = {
  /** The registration options' load: the selects wait for it, and a failure says so above them. */
  load: { isError: boolean; isLoading: boolean };
  countries: readonly TSelectOption[];
  /** The currencies the chosen country allows. */
  currencies: readonly TSelectOption[];
  country: TSelectBinding;
  currency: TSelectBinding;
};

/** The country and the currency a registration asks for, once their options have loaded. */
export function CountryCurrencyFields({ load, countries, currencies, country, currency }: TCountryCurrencyFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {load.isError ? <Alert kind="error">{t('generic error message')}</Alert> : null}
      <SelectField label={t('auth-country-label')} autoComplete="country" isRequired disabled={load.isLoading} {...country}>
        <SelectOptions placeholder={t('auth-country-placeholder')} options={countries} />
      </SelectField>
      <SelectField label={t('auth-currency-label')} isRequired disabled={load.isLoading} {...currency}>
        <SelectOptions placeholder={t('auth-currency-placeholder')} options={currencies} />
      </SelectField>
    </>
  );
}
