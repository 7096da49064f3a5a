import { isSafeRedirect, MESSAGE, PASSWORD_MIN_LENGTH, toSegment } from '@portal/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { errorKeyOf } from '../utils/error-key.ts';

/** The form's schema, and zod with it, load when a field first takes the focus or the form is sent. */
const loadNewPasswordSchema = () => import('../utils/new-password-schema.ts').then((schemas) => schemas.ZNewPasswordForm);

/** /login/reset-password/{hash}/{userIdentity}: sets a new password with the e-mailed link. */
export function Component() {
  const { t } = useTranslation();
  const { lang, hash = '', userIdentity = '' } = useParams();
  const segment = toSegment(lang);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useZodForm(loadNewPasswordSchema, { password: '', confirmation: '' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    resetPassword.mutate(
      { oneTimeLoginHash: hash, userIdentity, password },
      {
        onSuccess: ({ redirectUri }) => {
          if (isSafeRedirect(redirectUri)) navigate(redirectUri, { replace: true });
          else window.location.assign(redirectUri);
        },
      },
    ),
  );

  const isLinkInvalid = resetPassword.error instanceof ApiError && resetPassword.error.code === MESSAGE.resetLinkInvalid;
  const failure = errorKeyOf(resetPassword.error);

  return (
    <AuthCard
      title={t('auth-reset-heading')}
      intro={t('auth-reset-intro')}
      footer={
        <p>
          <Link to={to(segment, paths.login)}>{t('auth-back-to-sign-in')}</Link>
        </p>
      }
    >
      {isLinkInvalid ? (
        <Alert kind="error">
          {t(MESSAGE.resetLinkInvalid)} <Link to={to(segment, paths.forgotPassword)}>{t('auth-request-new-link')}</Link>
        </Alert>
      ) : resetPassword.isError && failure ? (
        <Alert kind="error">{translateMessage(t, failure)}</Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="auth-form">
        <TextField
          label={t('auth-new-password-label')}
          type="password"
          autoComplete="new-password"
          isRequired
          hint={t('auth-password-hint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t('auth-confirm-password-label')}
          type="password"
          autoComplete="new-password"
          isRequired
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <Button type="submit" className="auth-form__submit" isBusy={resetPassword.isPending}>
          {t('auth-set-new-password')}
        </Button>
      </form>
    </AuthCard>
  );
}
