import {
  LOCALES,
  type TCountry,
  type TCurrency,
  type TLocale,
  type TUpdateDetailsRequest,
  type TUser,
  ZUpdateDetailsRequest,
} from '@portal/domain';
import { useMemo } from 'react';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { sortCountries, toIntlLocale } from '../../../components/address-form/intl-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { storeUpdatedUser, useUpdateDetails } from '../api/update-details.ts';

/** Each language by its own name, so a reader finds theirs whatever the page's language. */
const NATIVE_LANGUAGE_NAMES: Record<TLocale, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  ja_JP: '日本語',
  pt_BR: 'Português (Brasil)',
  es_ES: 'Español',
};

/** The form holds the request's input shape; the schema trims and turns empty texts into absent ones. */
type TProfileFormValues = TUpdateDetailsRequest;

function toProfileFormValues(user: TUser): TProfileFormValues {
  return {
    title: user.title ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    institution: user.institution ?? '',
    phoneNumber: user.phoneNumber ?? '',
    secondaryEmail: user.secondaryEmail ?? '',
    orcid: user.orcid ?? '',
    foundUs: user.foundUs ?? '',
    countryId: user.countryId ? String(user.countryId) : '',
    currencyIso: user.currencyIso ?? '',
    language: user.language,
    optinToMarketing: user.optinToMarketing,
  };
}

type TProfileFormProps = {
  user: TUser;
  countries: readonly TCountry[];
  currencies: readonly TCurrency[];
  foundUsOptions: readonly string[];
};

export function ProfileForm({ user, countries, currencies, foundUsOptions }: TProfileFormProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateDetails(user.identity);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useZodForm(ZUpdateDetailsRequest, toProfileFormValues(user));

  const countryOptions = useMemo(() => sortCountries(countries, i18n.language), [countries, i18n.language]);
  const currencyOptions = useMemo(() => {
    const names = new Intl.DisplayNames([toIntlLocale(i18n.language)], { type: 'currency', fallback: 'none' });
    return currencies.map((currency) => ({
      iso: currency.isoCode,
      name: `${names.of(currency.isoCode) ?? currency.name} (${currency.isoCode})`,
    }));
  }, [currencies, i18n.language]);
  const foundUsChoices =
    user.foundUs && !foundUsOptions.includes(user.foundUs) ? [...foundUsOptions, user.foundUs] : foundUsOptions;

  const onSubmit = handleSubmit(async (details) => {
    try {
      const updated = await update.mutateAsync({ ...details, active: true });
      storeUpdatedUser(updated);
      reset(toProfileFormValues(updated));
      showMessage({ kind: 'success', message: 'save-currency-success' });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in toProfileFormValues(user)) setError(field as keyof TProfileFormValues, { message });
        }
      }
      showMessage({ kind: 'error', message: 'generic-touchup-error' });
    }
  });

  return (
    <AccountCard titleId="account-profile-title" title={t('account-profile-title')}>
      <p className="account-card__intro">{t('account-profile-intro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t('account-personal-legend')}</legend>
          <div className="row account-name-row">
            <TextField
              label={t('account-title-field')}
              autoComplete="honorific-prefix"
              error={errors.title?.message}
              {...register('title')}
            />
            <TextField
              label={t('account-first-name')}
              autoComplete="given-name"
              isRequired
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label={t('account-last-name')}
              autoComplete="family-name"
              isRequired
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <div className="row">
            <TextField
              label={t('account-institution')}
              autoComplete="organization"
              error={errors.institution?.message}
              {...register('institution')}
            />
            <TextField
              label={t('account-phone-number')}
              type="tel"
              autoComplete="tel"
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
          </div>
          <div className="row">
            <TextField
              label={t('account-secondary-email')}
              type="email"
              autoComplete="email"
              hint={t('account-secondary-email-hint', { email: user.email })}
              error={errors.secondaryEmail?.message}
              {...register('secondaryEmail')}
            />
            <TextField
              label={t('account-orcid')}
              inputMode="numeric"
              placeholder="0000-0000-0000-0000"
              hint={t('account-orcid-hint')}
              error={errors.orcid?.message ? 'account-orcid-invalid' : undefined}
              {...register('orcid')}
            />
          </div>
          <SelectField label={t('account-found-us')} error={errors.foundUs?.message} {...register('foundUs')}>
            <SelectOptions
              placeholder={t('account-found-us-placeholder')}
              options={foundUsChoices.map((option) => ({
                value: option,
                label: t(`account-${option}`, { defaultValue: option }),
              }))}
            />
          </SelectField>
        </fieldset>

        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t('account-preferences-legend')}</legend>
          <div className="row">
            <SelectField label={t('account-country')} isRequired error={errors.countryId?.message} {...register('countryId')}>
              <option value="">{t('address-country-placeholder')}</option>
              {countryOptions.map(({ country, name }) => (
                <option key={country.value} value={String(country.value)}>
                  {name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('account-currency')}
              isRequired
              error={errors.currencyIso?.message}
              {...register('currencyIso')}
            >
              <SelectOptions
                placeholder={t('account-currency-placeholder')}
                options={currencyOptions.map((currency) => ({ value: currency.iso, label: currency.name }))}
              />
            </SelectField>
          </div>
          <SelectField
            label={t('account-language')}
            hint={t('account-language-hint')}
            isRequired
            error={errors.language?.message}
            {...register('language')}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale.replace('_', '-')}>
                {NATIVE_LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </SelectField>
          <CheckboxField label={t('account-optin-marketing')} {...register('optinToMarketing')} />
        </fieldset>

        <div className="form-actions">
          <Button type="submit" isBusy={update.isPending}>
            {t('account-save-changes')}
          </Button>
          <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset()}>
            {t('account-discard-changes')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
