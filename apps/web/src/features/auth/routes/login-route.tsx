import { MESSAGE, toSegment } from '@portal/domain';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { SocialSignInButtons } from '../../social-sign-in/components/social-sign-in-buttons.tsx';
import { WeChatSignInLauncher } from '../../wechat-login/components/wechat-sign-in-launcher.tsx';
import { authSchema } from '../api/auth-schemas.ts';
import { useLogin } from '../api/login.ts';
import { errorKeyOf } from '../utils/error-key.ts';
import { redirectQuery } from '../utils/redirect-query.ts';
import { useCompleteSignIn } from '../utils/use-complete-sign-in.ts';

const loadLoginSchema = authSchema('ZLoginRequest');

/** /login and /login/{failure|success}/{message}: e-mail and password sign-in. */
export function Component() {
  const { t } = useTranslation();
  const { lang, kind, message } = useParams();
  const segment = toSegment(lang);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const login = useLogin();
  const application = useApplication();
  const form = useZodForm(loadLoginSchema, { email: '', password: '' });
  const { errors } = form.formState;

  /** After any sign-in on this page (the form, WeChat): the redirect query value, else redirectUri, else home. */
  const completeSignIn = useCompleteSignIn(redirect);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => {
        if (result.isSecondFactorNeeded) navigate(`${to(segment, paths.twoFactor)}${redirectQuery(redirect)}`);
        else completeSignIn(result);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, key] of Object.entries(error.fieldErrors)) {
            if (field === 'email' || field === 'password') form.setError(field, { message: key });
          }
        }
      },
    }),
  );

  const failure =
    login.error instanceof ApiError && login.error.status === 429 ? MESSAGE.loginThrottled : errorKeyOf(login.error);
  const routeMessage = message && (kind === 'failure' || kind === 'success') ? { kind, message } : null;

  return (
    <AuthCard
      title={t('auth-login-heading')}
      intro={t('auth-login-intro')}
      footer={
        <p>
          {t('auth-login-no-account')}{' '}
          <Link to={`${to(segment, paths.register)}${redirectQuery(redirect)}`}>{t('auth-create-account-link')}</Link>
        </p>
      }
    >
      {routeMessage && !login.isError ? (
        <Alert kind={routeMessage.kind === 'failure' ? 'error' : 'success'}>{translateMessage(t, routeMessage.message)}</Alert>
      ) : null}
      {login.isError && failure ? <Alert kind="error">{translateMessage(t, failure)}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label={t('auth-email-label')}
          type="email"
          autoComplete="username"
          isRequired
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('auth-password-label')}
          type="password"
          autoComplete="current-password"
          isRequired
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="auth-form__aside">
          <Link to={`${to(segment, paths.forgotPassword)}${redirectQuery(redirect)}`}>{t('auth-forgot-password-link')}</Link>
        </p>
        <Button type="submit" className="auth-form__submit" isBusy={login.isPending}>
          {t('auth-sign-in')}
        </Button>
      </form>
      <SocialSignInButtons redirect={redirect} purpose="sign-in" />
      {application.featureFlags.wechat_sso ? <WeChatSignInLauncher onSignedIn={completeSignIn} /> : null}
    </AuthCard>
  );
}
