import type { TAddress, TAddressFields, TAddressFormOptions, TAddressLabel, TCountry } from '@portal/domain';
import { makeAddressSchema, stateAfterCountryChange } from '@portal/domain';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type FieldError, type FieldValues, get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/translation.ts';
import { SelectField, TextField } from '../ui/field.tsx';
import { SelectOptions } from '../ui/select-options.tsx';
import {
  describePreviousAddress,
  makeCountryHasStates,
  nameFieldLabelKey,
  type TAddressFormValues,
} from './address-form-values.ts';
import { sortCountries } from './intl-names.ts';
import '../../styles/account.css';

/**
 * How one use of the section looks and validates. The validation part is the domain's
 * TAddressFormOptions, so the same object builds the schema (makeAddressSectionSchema).
 */
export type TAddressSectionOptions = Omit<TAddressFormOptions, 'countryHasStates'> & {
  /** 'cardholder' labels the name field "Cardholder's Name" (card payments); default "Customer name". */
  nameLabel?: 'customer' | 'cardholder';
  showVat?: boolean;
  /** Limits the country choice, e.g. to Brazil for the local provider's methods. */
  allowedCountryIds?: readonly number[];
  /** 'mobile-only' notes under the phone that only a mobile number is accepted (a fapiao's 11-digit phone). */
  phoneHint?: 'mobile-only';
};

/** The address rules for this configuration, with the state rule taken from the loaded countries. */
export function makeAddressSectionSchema(options: TAddressSectionOptions, countries: readonly TCountry[]) {
  return makeAddressSchema({ ...options, countryHasStates: makeCountryHasStates(countries) });
}

type TAddressFormSectionProps = {
  options: TAddressSectionOptions;
  countries: readonly TCountry[];
  /** Shows the '<type> information' header. */
  type?: TAddressLabel;
  headingLevel?: 2 | 3;
  /** Saved addresses offered for filling the whole form; the selector shows only when there are some. */
  previousAddresses?: readonly TAddress[];
  /** Where the address sits in the surrounding form's values; the root when absent. */
  prefix?: string;
  /** Fields shown first, e.g. the saved address's label. */
  children?: ReactNode;
};

type TFieldName = keyof TAddressFormValues;

/** The billing or invoice address section shared by the account and checkout (shell-and-account §2, §5). */
export function AddressFormSection({
  options,
  countries,
  type,
  headingLevel = 2,
  previousAddresses = [],
  prefix,
  children,
}: TAddressFormSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { register, setValue, getValues, formState } = useFormContext<FieldValues>();
  const path = (name: TFieldName) => (prefix ? `${prefix}.${name}` : name);
  const errorOf = (name: TFieldName) => (get(formState.errors, path(name)) as FieldError | undefined)?.message;

  const formValues = useWatch<FieldValues>();
  const watchedAddress = (prefix ? get(formValues, prefix) : formValues) as TAddressFormValues | undefined;
  const countryValue = String(watchedAddress?.country ?? '');

  const sortedCountries = useMemo(() => {
    const allowed = options.allowedCountryIds;
    const offered = allowed ? countries.filter((country) => allowed.includes(country.value)) : countries;
    return sortCountries(offered, i18n.language);
  }, [countries, options.allowedCountryIds, i18n.language]);
  const selectedCountry = countries.find((country) => String(country.value) === countryValue);
  const states = selectedCountry?.states ?? [];
  const hasStates = states.length > 0;

  const isPhoneRequired = options.isPhoneRequired ?? true;
  const isZipRequired = options.isZipRequired ?? true;
  const isOrganizationRequired =
    typeof options.isOrganizationRequired === 'function'
      ? watchedAddress !== undefined && options.isOrganizationRequired(toAddressFields(watchedAddress))
      : options.isOrganizationRequired;

  const onCountryChange = (countryId: string) => {
    const country = countries.find((c) => String(c.value) === countryId);
    const state = String(getValues(path('state')) ?? '');
    setValue(path('state'), stateAfterCountryChange(state, country?.states ?? []), { shouldDirty: true });
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const nameLabelKey = nameFieldLabelKey(options);

  return (
    <section className="address-form" aria-labelledby={type ? headingId : undefined}>
      {type ? (
        <Heading id={headingId} className="address-form__title">
          {t(type === 'invoice' ? 'address-section-invoice' : 'address-section-billing')}
        </Heading>
      ) : null}

      {previousAddresses.length > 0 ? (
        <PreviousAddressSelect
          addresses={previousAddresses}
          onChoose={(address) => {
            const fill: Partial<Record<TFieldName, string>> = {
              name: address.name,
              phone: address.phone,
              organization: address.organization,
              address1: address.address1,
              address2: address.address2,
              city: address.city,
              zip: address.zip,
              country: String(address.country.value),
              state: address.state,
            };
            for (const [name, value] of Object.entries(fill)) {
              setValue(path(name as TFieldName), value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            }
          }}
        />
      ) : null}

      {children}

      {nameLabelKey || options.showPhone ? (
        <div className="row">
          {nameLabelKey ? (
            <TextField
              label={t(nameLabelKey)}
              autoComplete="name"
              isRequired
              error={errorOf('name')}
              {...register(path('name'))}
            />
          ) : null}
          {options.showPhone ? (
            <TextField
              label={t('address-phone')}
              type="tel"
              autoComplete="tel"
              isRequired={isPhoneRequired}
              hint={options.phoneHint === 'mobile-only' ? t('address-phone-mobile-only') : undefined}
              error={errorOf('phone')}
              {...register(path('phone'))}
            />
          ) : null}
        </div>
      ) : null}

      <TextField
        label={t('address-organization')}
        autoComplete="organization"
        isRequired={isOrganizationRequired}
        error={errorOf('organization')}
        {...register(path('organization'))}
      />
      <TextField
        label={t('address-line1')}
        autoComplete="address-line1"
        isRequired
        error={errorOf('address1')}
        {...register(path('address1'))}
      />
      <TextField
        label={t('address-line2')}
        autoComplete="address-line2"
        error={errorOf('address2')}
        {...register(path('address2'))}
      />

      <div className="row">
        <TextField
          label={t('address-city')}
          autoComplete="address-level2"
          isRequired
          error={errorOf('city')}
          {...register(path('city'))}
        />
        <TextField
          label={t('address-zip')}
          autoComplete="postal-code"
          isRequired={isZipRequired}
          error={errorOf('zip')}
          {...register(path('zip'))}
        />
      </div>

      <div className="row">
        <SelectField
          label={t('address-country')}
          autoComplete="country"
          isRequired
          error={errorOf('country')}
          {...register(path('country'), { onChange: (event) => onCountryChange(String(event.target.value)) })}
        >
          <option value="">{t('address-country-placeholder')}</option>
          {sortedCountries.map(({ country, name }) => (
            <option key={country.value} value={String(country.value)}>
              {name}
            </option>
          ))}
        </SelectField>
        {hasStates ? (
          <SelectField
            key="state-select"
            label={t('address-state')}
            autoComplete="address-level1"
            isRequired
            error={errorOf('state')}
            {...register(path('state'))}
          >
            <SelectOptions placeholder={t('address-state-placeholder')} options={states} />
          </SelectField>
        ) : (
          <TextField
            key="state-text"
            label={t('address-region')}
            autoComplete="address-level1"
            error={errorOf('state')}
            {...register(path('state'))}
          />
        )}
      </div>

      {options.showVat ? <TextField label={t('address-vat')} error={errorOf('vat')} {...register(path('vat'))} /> : null}
    </section>
  );
}

function PreviousAddressSelect({
  addresses,
  onChoose,
}: {
  addresses: readonly TAddress[];
  onChoose: (address: TAddress) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const placeholder = t('address-previous-placeholder');
  return (
    <SelectField
      label={<span className="visually-hidden">{placeholder}</span>}
      value={chosen}
      onChange={(event) => {
        const address = addresses.find((a) => String(a.id) === event.target.value);
        setChosen(event.target.value);
        if (address) onChoose(address);
      }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {addresses.map((address) => (
        <option key={address.id} value={String(address.id)}>
          {describePreviousAddress(address)}
        </option>
      ))}
    </SelectField>
  );
}

/** The watched form values in the shape the domain's organization rule reads. */
function toAddressFields(values: TAddressFormValues): TAddressFields {
  return {
    label: values.label,
    name: values.name ?? '',
    phone: values.phone ?? '',
    organization: values.organization ?? '',
    address1: values.address1 ?? '',
    address2: values.address2 ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
    zip: values.zip ?? '',
    country: Number(values.country) || 0,
  };
}
