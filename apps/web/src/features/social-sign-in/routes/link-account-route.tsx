import { MESSAGE, postLoginTarget, toSegment } from '@portal/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { accountQuery } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useLinkWithPassword, usePendingLink } from '../api/social-sign-in.ts';

/**
 * /login/link-account?token=…: the provider's verified e-mail names an existing account; its password
 * links the provider to it and signs in. Next time the provider signs in directly.
 */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const redirect = searchParams.get('redirect');
  const navigate = useNavigate();
  const pending = usePendingLink(token);
  const link = useLinkWithPassword();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  if (pending.isPending && token) return <PageSpinner />;
  const loginPath = to(segment, paths.login);
  if (!pending.data) {
    return (
      <AuthCard title={t('social-failure-title')}>
        <Alert kind="error">{t('social-pending-expired')}</Alert>
        <Link to={loginPath}>{t('social-failure-back')}</Link>
      </AuthCard>
    );
  }
  const { providerName, email } = pending.data;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(MESSAGE.passwordRequired);
      return;
    }
    setFieldError(null);
    link.mutate(
      { token, password },
      {
        onSuccess: async ({ loggedIn, redirectUri }) => {
          // An account with a second factor goes to its second step (which keeps the redirect) first.
          if (!loggedIn) return navigate(redirectUri, { replace: true });
          await queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
          navigate(postLoginTarget(redirect, redirectUri, redirectUri), { replace: true });
        },
      },
    );
  };
  const error = link.error instanceof ApiError ? link.error.code : link.error ? 'generic error message' : null;

  return (
    <AuthCard
      title={t('social-link-title', { provider: providerName })}
      intro={t('social-link-intro', { provider: providerName, email })}
      footer={<Link to={loginPath}>{t('social-link-cancel')}</Link>}
    >
      {error ? <Alert kind="error">{translateMessage(t, error)}</Alert> : null}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField label={t('auth-email-label')} type="email" value={email} readOnly autoComplete="username" />
        <TextField
          label={t('auth-password-label')}
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          error={fieldError ?? undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" className="auth-form__submit" isBusy={link.isPending}>
          {t('social-link-submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
