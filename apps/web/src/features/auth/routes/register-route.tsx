import {
  MESSAGE,
  PASSWORD_MIN_LENGTH,
  postLoginTarget,
  registrationCurrencies,
  type TRegisterRequest,
  toLocale,
  toSegment,
  type ZRegisterRequest,
} from '@portal/domain';
import { type ChangeEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, TextField } from '../../../components/ui/field.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { accountQuery, useApplication } from '../../../lib/application.ts';
import { ensureCatalogues, translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { forgetReferralCode, referralCodeFor } from '../../../lib/referral-code.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { SocialSignInButtons } from '../../social-sign-in/components/social-sign-in-buttons.tsx';
import { parseSocialPrefill } from '../../social-sign-in/utils/social-prefill.ts';
import { authSchema } from '../api/auth-schemas.ts';
import { useRegister, useResearcherExists } from '../api/register.ts';
import { useRegistrationOptions } from '../api/registration-options.ts';
import { forgetUserData } from '../api/sign-out.ts';
import { CountryCurrencyFields } from '../components/country-currency-fields.tsx';
import { PersonNameFields } from '../components/person-name-fields.tsx';
import { TermsAgreementLabel } from '../components/terms-agreement-label.tsx';
import { markAuthTransition } from '../utils/auth-transition.ts';
import { errorKeyOf } from '../utils/error-key.ts';
import { isExternalTarget, redirectQuery } from '../utils/redirect-query.ts';
import { defaultCurrencyFor, displayNames, parseRegistrationPrefill } from '../utils/registration-defaults.ts';

const loadRegisterSchema = authSchema('ZRegisterRequest');

/** The confirm-your-information screen of a first social sign-in loads, with its texts, only when one comes back. */
const SocialRegistration = lazy(() =>
  Promise.all([import('../../social-sign-in/components/social-registration.tsx'), ensureCatalogues(['social-sign-in'])]).then(
    ([module]) => ({ default: module.SocialRegistration }),
  ),
);

const REGISTER_FIELDS = ['email', 'password', 'firstName', 'lastName', 'country', 'currency', 'agreeToTOS'] as const;

/** /register: after a first social sign-in, its confirm-your-information screen; else password registration. */
export function Component() {
  const [searchParams] = useSearchParams();
  const social = useMemo(() => parseSocialPrefill(searchParams.get('data')), [searchParams]);
  const application = useApplication();
  if (social) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <SocialRegistration
          prefill={social}
          redirect={searchParams.get('redirect')}
          termsLabel={<TermsAgreementLabel termsUrl={application.config.links.terms} />}
        />
      </Suspense>
    );
  }
  return <PasswordRegistration />;
}

/** Stage one checks the e-mail; stage two, once it is free, asks for the rest (spec §2). */
function PasswordRegistration() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const prefill = useMemo(() => parseRegistrationPrefill(searchParams.get('data')), [searchParams]);
  const location = useLocation();
  // The share link's code, from this address or kept from the page the visitor arrived on; kept through both stages.
  const [referralCode] = useState(() => referralCodeFor(location.search));
  const navigate = useNavigate();
  const application = useApplication();
  const [stage, setStage] = useState<'email' | 'details'>('email');
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const researcherExists = useResearcherExists();
  const register = useRegister();
  const form = useZodForm(loadRegisterSchema, {
    email: prefill.email ?? '',
    password: '',
    firstName: prefill.firstName ?? '',
    lastName: prefill.lastName ?? '',
    country: '',
    currency: '',
    optinToMarketing: false,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (stage === 'details') form.setFocus('password');
  }, [stage, form]);

  async function onContinue() {
    setExistingEmail(null);
    if (!(await form.trigger('email'))) return;
    const email = String(form.getValues('email')).trim();
    researcherExists.mutate(email, {
      onSuccess: ({ researcherExists: exists }) => (exists ? setExistingEmail(email) : setStage('details')),
    });
  }

  const onRegister = form.handleSubmit((values) =>
    register.mutate({ ...values, language: toLocale(segment), referralCode: referralCode ?? undefined } as TRegisterRequest, {
      onSuccess: async ({ redirectUri }) => {
        forgetReferralCode();
        const target = postLoginTarget(redirect, redirectUri, to(segment, paths.researcher));
        if (isExternalTarget(target)) {
          window.location.assign(target);
          return;
        }
        markAuthTransition(location.key);
        forgetUserData();
        await queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
        navigate(target, { replace: true });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.code === MESSAGE.emailExists) {
          setExistingEmail(values.email);
          setStage('email');
        }
        for (const [field, key] of Object.entries(error.fieldErrors)) {
          const name = REGISTER_FIELDS.find((f) => f === field);
          if (name) form.setError(name, { message: key });
        }
      },
    }),
  );

  const registerError =
    register.error instanceof ApiError && register.error.code === MESSAGE.emailExists ? null : errorKeyOf(register.error);
  const checkError = errorKeyOf(researcherExists.error);
  const loginLink = `${to(segment, paths.login)}${redirectQuery(redirect)}`;

  return (
    <AuthCard
      title={t('auth-register-heading')}
      intro={prefill.email || prefill.firstName ? t('auth-register-confirm-intro') : t('auth-register-intro')}
      footer={
        existingEmail ? undefined : (
          <p>
            {t('auth-register-have-account')} <Link to={loginLink}>{t('auth-sign-in-link')}</Link>
          </p>
        )
      }
    >
      {existingEmail ? (
        <Alert kind="error">
          {t('email-exists')} <Link to={loginLink}>{t('auth-sign-in-link')}</Link>
        </Alert>
      ) : null}
      {researcherExists.isError && checkError ? <Alert kind="error">{translateMessage(t, checkError)}</Alert> : null}
      {register.isError && registerError ? <Alert kind="error">{translateMessage(t, registerError)}</Alert> : null}
      <form
        noValidate
        className="auth-form"
        onSubmit={(event) => {
          if (stage === 'email') {
            event.preventDefault();
            void onContinue();
          } else {
            void onRegister(event);
          }
        }}
      >
        <TextField
          label={t('auth-email-label')}
          type="email"
          autoComplete="email"
          isRequired
          readOnly={stage === 'details'}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {stage === 'email' ? (
          <Button type="submit" className="auth-form__submit" isBusy={researcherExists.isPending}>
            {t('auth-continue')}
          </Button>
        ) : (
          <RegistrationDetails
            form={form}
            termsUrl={application.config.links.terms}
            onChangeEmail={() => {
              register.reset();
              setStage('email');
            }}
            isBusy={register.isPending}
          />
        )}
      </form>
      {stage === 'email' ? <SocialSignInButtons redirect={redirect} purpose="register" /> : null}
    </AuthCard>
  );
}

type TRegisterForm = ReturnType<typeof useZodForm<typeof ZRegisterRequest>>;

type TRegistrationDetailsProps = {
  form: TRegisterForm;
  termsUrl: string | undefined;
  isBusy: boolean;
  onChangeEmail: () => void;
};

function RegistrationDetails({ form, termsUrl, isBusy, onChangeEmail }: TRegistrationDetailsProps) {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const { errors } = form.formState;
  const options = useRegistrationOptions();
  const names = useMemo(() => displayNames(segment), [segment]);
  const countryValue = form.watch('country');

  const countries = useMemo(
    () =>
      options.countries
        .map((country) => ({ ...country, label: names.country(country.iso, country.label) }))
        .sort((a, b) => a.label.localeCompare(b.label, names.locale)),
    [options.countries, names],
  );
  const selectedCountry = countries.find((country) => String(country.value) === String(countryValue));
  const currencies = registrationCurrencies(options.currencies, selectedCountry?.iso);

  // A currency the person picked stays while a new country allows it; otherwise the country's own is set
  // (United Kingdom: GBP, China: CNY), once the new country's options are on the page (issue 29).
  const isCurrencyPicked = useRef(false);
  const [countryCurrency, setCountryCurrency] = useState<{ isoCode: string } | null>(null);
  const currencyRegistration = form.register('currency');
  const currencyField = {
    ...currencyRegistration,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      isCurrencyPicked.current = true;
      currencyRegistration.onChange(event);
    },
  };
  const formNow = useRef(form);
  formNow.current = form;
  useEffect(() => {
    const current = formNow.current;
    if (countryCurrency) current.setValue('currency', countryCurrency.isoCode, { shouldValidate: current.formState.isSubmitted });
  }, [countryCurrency]);

  function onCountryChange(countryId: string) {
    const iso = countries.find((country) => String(country.value) === countryId)?.iso;
    const allowed = registrationCurrencies(options.currencies, iso);
    const current = form.getValues('currency');
    if (isCurrencyPicked.current && allowed.some((currency) => currency.isoCode === current)) return;
    const preferred = defaultCurrencyFor(iso);
    const next =
      allowed.find((currency) => currency.isoCode === preferred) ?? allowed.find((currency) => currency.isoCode === 'USD');
    setCountryCurrency({ isoCode: next?.isoCode ?? '' });
  }

  return (
    <>
      <p className="auth-form__aside">
        <Button variant="link" onClick={onChangeEmail}>
          {t('auth-register-change-email')}
        </Button>
      </p>
      <TextField
        label={t('auth-password-label')}
        type="password"
        autoComplete="new-password"
        isRequired
        hint={t('auth-password-hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PersonNameFields
        segment={segment}
        firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
      />
      <CountryCurrencyFields
        load={options}
        countries={countries}
        currencies={currencies.map((currency) => ({
          value: currency.isoCode,
          label: `${names.currency(currency.isoCode, currency.name)} (${currency.isoCode})`,
        }))}
        country={{
          error: errors.country?.message,
          ...form.register('country', { onChange: (event) => onCountryChange(event.target.value) }),
        }}
        currency={{ error: errors.currency?.message, ...currencyField }}
      />
      <fieldset className="auth-form__preferences">
        <legend>{t('auth-register-preferences')}</legend>
        <CheckboxField label={t('auth-register-marketing')} {...form.register('optinToMarketing')} />
        <CheckboxField
          label={<TermsAgreementLabel termsUrl={termsUrl} />}
          error={errors.agreeToTOS?.message}
          {...form.register('agreeToTOS')}
        />
      </fieldset>
      <Button type="submit" className="auth-form__submit" isBusy={isBusy}>
        {t('auth-create-account')}
      </Button>
    </>
  );
}
