import {
  MESSAGE,
  postLoginTarget,
  registrationCurrencies,
  type TSocialRegistrationPrefill,
  toLocale,
  toSegment,
} from '@portal/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { accountQuery } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { forgetReferralCode, referralCodeFor } from '../../../lib/referral-code.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useRegistrationOptions } from '../../auth/api/registration-options.ts';
import { CountryCurrencyFields } from '../../auth/components/country-currency-fields.tsx';
import { PersonNameFields } from '../../auth/components/person-name-fields.tsx';
import { useSocialRegister } from '../api/social-sign-in.ts';
import { useSocialCatalogue } from '../utils/use-social-catalogue.ts';
import { ProviderIcon } from './provider-icon.tsx';
import '../social-sign-in.css';

const INTL_LOCALES = { en: 'en', cn: 'zh-CN', jp: 'ja', br: 'pt-BR', es: 'es' } as const;

type TSocialRegistrationProps = {
  prefill: TSocialRegistrationPrefill;
  redirect: string | null;
  /** The registration's terms-of-service label (with its link), as password registration shows it. */
  termsLabel: ReactNode;
};

type TErrors = Partial<Record<'email' | 'firstName' | 'lastName' | 'country' | 'currency' | 'agreeToTOS', string>>;

/**
 * /register?data=… after a first social sign-in: the researcher confirms the provider's information and
 * picks country and currency; the account is created without a password and signs in with the provider.
 * When the provider vouched for no address (ORCID often shares none), the researcher types one and the
 * account is created once the link sent to it is opened.
 */
export function SocialRegistration({ prefill, redirect, termsLabel }: TSocialRegistrationProps) {
  const { t } = useTranslation();
  const isReady = useSocialCatalogue();
  const segment = toSegment(useParams().lang);
  const navigate = useNavigate();
  const options = useRegistrationOptions();
  const register = useSocialRegister();
  const location = useLocation();
  // The share link's code the visitor arrived through, as password registration sends it.
  const [referralCode] = useState(() => referralCodeFor(location.search));
  const isEmailTyped = prefill.isEmailVerified !== true;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [values, setValues] = useState({
    email: prefill.email,
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    country: '',
    currency: '',
    optinToMarketing: false,
    agreeToTOS: false,
  });
  const [errors, setErrors] = useState<TErrors>({});
  const names = useMemo(() => {
    const regions =
      segment === 'en' ? null : new Intl.DisplayNames([INTL_LOCALES[segment]], { type: 'region', fallback: 'none' });
    return (iso: string, fallback: string) => regions?.of(iso) ?? fallback;
  }, [segment]);
  const countries = useMemo(
    () => options.countries.map((c) => ({ ...c, label: names(c.iso, c.label) })).sort((a, b) => a.label.localeCompare(b.label)),
    [options.countries, names],
  );
  const selected = countries.find((c) => String(c.value) === values.country);
  const currencies = registrationCurrencies(options.currencies, selected?.iso);

  if (!isReady) return null;

  const set = (name: keyof typeof values, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: TErrors = {};
    if (isEmailTyped) {
      // The server's rule for the address, loaded with the first submit (zod stays off the first screen).
      const { ZSocialRegisterRequest } = await import('@portal/domain/api/social-sign-in');
      const email = ZSocialRegisterRequest.shape.email.safeParse(values.email);
      if (!values.email.trim() || !email.success) found.email = MESSAGE.emailInvalid;
    }
    if (!values.firstName.trim()) found.firstName = MESSAGE.firstNameRequired;
    if (!values.lastName.trim()) found.lastName = MESSAGE.lastNameRequired;
    if (!values.country) found.country = MESSAGE.countryRequired;
    if (!values.currency) found.currency = MESSAGE.currencyRequired;
    if (!values.agreeToTOS) found.agreeToTOS = MESSAGE.agreeToTosRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate(
      {
        token: prefill.token,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        country: Number(values.country),
        currency: values.currency,
        language: toLocale(segment),
        optinToMarketing: values.optinToMarketing,
        agreeToTOS: true,
        referralCode: referralCode ?? undefined,
        ...(isEmailTyped ? { email: values.email.trim() } : {}),
      },
      {
        onSuccess: async (result) => {
          forgetReferralCode();
          if (!result.loggedIn) {
            setSentTo(result.verificationSentTo);
            return;
          }
          await queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
          navigate(postLoginTarget(redirect, result.redirectUri, result.redirectUri), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors as TErrors);
        },
      },
    );
  };
  const failure = register.error instanceof ApiError ? register.error.code : register.error ? 'generic error message' : null;

  if (sentTo) {
    return (
      <AuthCard title={t('social-verify-sent-title')}>
        <Alert kind="success">{t('social-verify-sent-body', { email: sentTo })}</Alert>
        <p className="auth-card__intro">{t('social-verify-sent-spam', { provider: prefill.providerName })}</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('social-register-title')} intro={t('social-register-intro', { provider: prefill.providerName })}>
      <p className="social-identity">
        <ProviderIcon icon={prefill.providerId} />
        <span>{prefill.providerName}</span>
      </p>
      {failure && register.isError && Object.keys(errors).length === 0 ? (
        <Alert kind="error">{translateMessage(t, failure)}</Alert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        {isEmailTyped ? (
          <TextField
            label={t('social-register-email')}
            type="email"
            autoComplete="email"
            isRequired
            value={values.email}
            error={errors.email}
            hint={t('social-register-email-hint', { provider: prefill.providerName })}
            onChange={(event) => {
              set('email', event.target.value);
              if (errors.email) setErrors(({ email: _, ...rest }) => rest);
            }}
          />
        ) : (
          <TextField label={t('social-register-email')} type="email" value={prefill.email} readOnly autoComplete="email" />
        )}
        {prefill.orcid ? <TextField label={t('social-register-orcid')} value={prefill.orcid} readOnly /> : null}
        <PersonNameFields
          segment={segment}
          firstName={{
            value: values.firstName,
            error: errors.firstName,
            onChange: (event) => set('firstName', event.target.value),
          }}
          lastName={{
            value: values.lastName,
            error: errors.lastName,
            onChange: (event) => set('lastName', event.target.value),
          }}
        />
        <CountryCurrencyFields
          load={options}
          countries={countries}
          currencies={currencies.map((currency) => ({
            value: currency.isoCode,
            label: `${currency.name} (${currency.isoCode})`,
          }))}
          country={{
            value: values.country,
            error: errors.country,
            onChange: (event) => {
              set('country', event.target.value);
              const iso = countries.find((c) => String(c.value) === event.target.value)?.iso;
              const allowed = registrationCurrencies(options.currencies, iso);
              if (!allowed.some((c) => c.isoCode === values.currency))
                set('currency', allowed.length === 1 ? (allowed[0]?.isoCode ?? '') : '');
            },
          }}
          currency={{ value: values.currency, error: errors.currency, onChange: (event) => set('currency', event.target.value) }}
        />
        <fieldset className="auth-form__preferences">
          <legend>{t('auth-register-preferences')}</legend>
          <CheckboxField
            label={t('auth-register-marketing')}
            checked={values.optinToMarketing}
            onChange={(event) => set('optinToMarketing', event.target.checked)}
          />
          <CheckboxField
            label={termsLabel}
            checked={values.agreeToTOS}
            error={errors.agreeToTOS}
            onChange={(event) => set('agreeToTOS', event.target.checked)}
          />
        </fieldset>
        <Button type="submit" className="auth-form__submit" isBusy={register.isPending}>
          {t('social-register-submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
