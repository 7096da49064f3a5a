import { MESSAGE, toSegment } from '@portal/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useZodForm } from '../../../lib/zod-form.ts';
import { authSchema } from '../api/auth-schemas.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { errorKeyOf } from '../utils/error-key.ts';
import { redirectQuery } from '../utils/redirect-query.ts';

const loadRequestSchema = authSchema('ZRequestPasswordResetRequest');

/** /login/forgot-password: a reset link is e-mailed to the address. */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const [searchParams] = useSearchParams();
  const loginLink = `${to(segment, paths.login)}${redirectQuery(searchParams.get('redirect'))}`;
  const requestReset = useRequestPasswordReset();
  const form = useZodForm(loadRequestSchema, { email: '' });
  const onSubmit = form.handleSubmit(({ email }) => requestReset.mutate(email));
  const failure = errorKeyOf(requestReset.error);

  return (
    <AuthCard
      title={t('auth-forgot-heading')}
      intro={requestReset.isSuccess ? undefined : t('auth-forgot-intro')}
      footer={
        <p>
          <Link to={loginLink}>{t('auth-back-to-sign-in')}</Link>
        </p>
      }
    >
      {requestReset.isSuccess ? (
        <Alert kind="success">{t(MESSAGE.passwordResetSent)}</Alert>
      ) : (
        <>
          {requestReset.isError && failure ? <Alert kind="error">{translateMessage(t, failure)}</Alert> : null}
          <form onSubmit={onSubmit} noValidate className="auth-form">
            <TextField
              label={t('auth-email-label')}
              type="email"
              autoComplete="email"
              isRequired
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" className="auth-form__submit" isBusy={requestReset.isPending}>
              {t('auth-send-reset-link')}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
