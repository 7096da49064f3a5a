import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_LABELS,
  makeSavedAddressSchema,
  type TAddress,
  type TAddressFields,
  type TAddressFieldsInput,
  type TCountry,
  type TUser,
} from '@portal/domain';
import { useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AddressFormSection, type TAddressSectionOptions } from '../../../components/address-form/address-form-section.tsx';
import {
  isAddressFormField,
  makeCountryHasStates,
  toAddressFormValues,
} from '../../../components/address-form/address-form-values.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/application.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLanguageSegment } from '../../../lib/use-language-segment.ts';
import { useCountries } from '../api/get-countries.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { LoadingCard } from '../components/loading-card.tsx';
import '../../../styles/account.css';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The saved-address form: name and organization shown; organization required for invoice addresses (spec §2). */
const SAVED_ADDRESS_OPTIONS: TAddressSectionOptions = {
  showName: true,
  showPhone: true,
  isOrganizationRequired: (address) => address.label === 'invoice',
};

/** /{lang}/account/addresses/:id: edit a saved address, or add one when the id is 'new'. */
export function Component() {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const user = useUser();
  const { id = '' } = useParams();
  const countries = useCountries();
  const isNew = id === 'new';
  const address = isNew ? undefined : user.addresses.find((a) => String(a.id) === id);

  if (!isNew && !address) {
    return (
      <div className="page account-page account-page--narrow">
        <h1 className="page__title account-page__title">{t('address-not-found-title')}</h1>
        <Alert kind="warning">{t('address-not-found-body')}</Alert>
        <Link to={to(lang, paths.addresses)}>{t('address-back-to-list')}</Link>
      </div>
    );
  }

  return (
    <div className="page account-page account-page--narrow">
      <nav className="account-breadcrumb" aria-label={t('account-breadcrumb-label')}>
        <Link to={to(lang, paths.addresses)}>{t('address-back-to-list')}</Link>
      </nav>
      <PageHeader
        className="account-page__header"
        title={t(isNew ? 'address-new-title' : 'address-edit-title')}
        lead={t('address-form-lead')}
        classes={{ title: 'page__title account-page__title' }}
      />
      {countries.data ? (
        <AddressEditForm key={id} user={user} address={address} countries={countries.data} />
      ) : (
        <LoadingCard isError={countries.isError} />
      )}
    </div>
  );
}

type TAddressEditFormProps = { user: TUser; address: TAddress | undefined; countries: readonly TCountry[] };

function AddressEditForm({ user, address, countries }: TAddressEditFormProps) {
  const { t } = useTranslation();
  const lang = useLanguageSegment();
  const navigate = useNavigate();
  const save = useSaveAddress(address?.id ?? 'new');
  const schema = useMemo(() => makeSavedAddressSchema(makeCountryHasStates(countries)), [countries]);
  const form = useForm<TAddressFieldsInput, unknown, TAddressFields>({
    resolver: zodResolver(schema),
    defaultValues: toAddressFormValues(address, { countryId: user.countryId }),
  });
  const label = useWatch({ control: form.control, name: 'label' });

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync(fields);
      showMessage({ kind: 'success', message: 'address-saved' });
      await navigate(to(lang, paths.addresses));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const known = Object.entries(error.fieldErrors).filter(([field]) => field === 'label' || isAddressFormField(field));
      for (const [field, message] of known) form.setError(field as keyof TAddressFieldsInput, { message });
      if (known.length === 0) showMessage({ kind: 'error', message: error.code });
      else form.setFocus(known[0]?.[0] as keyof TAddressFieldsInput);
    }
  });

  return (
    <FormProvider {...form}>
      <form className="card address-edit" onSubmit={onSubmit} noValidate>
        <AddressFormSection
          options={SAVED_ADDRESS_OPTIONS}
          countries={countries}
          type={label}
          previousAddresses={address ? [] : user.addresses}
        >
          <SelectField
            label={t('address-type')}
            hint={t('address-type-hint')}
            isRequired
            error={form.formState.errors.label?.message}
            {...form.register('label')}
          >
            {ADDRESS_LABELS.map((value) => (
              <option key={value} value={value}>
                {t(value === 'invoice' ? 'address-label-invoice' : 'address-label-billing')}
              </option>
            ))}
          </SelectField>
        </AddressFormSection>
        <p className="account-muted address-edit__required-note">{t('address-required-note')}</p>
        <div className="form-actions">
          <Button type="submit" isBusy={save.isPending}>
            {t('address-save')}
          </Button>
          <Link className="button button--secondary" to={to(lang, paths.addresses)}>
            {t('address-cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
