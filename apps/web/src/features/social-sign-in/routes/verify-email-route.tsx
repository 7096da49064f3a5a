import { postLoginTarget, toSegment } from '@portal/domain';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { accountQuery } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useVerifySocialEmail } from '../api/social-sign-in.ts';
import '../social-sign-in.css';

/**
 * /register/verify?token=…: the link e-mailed to the address a first social sign-in typed. Opening it proves
 * the address; the button creates the account and signs in (a button, not on load, so that a mail scanner
 * fetching the link creates nothing in its own browser).
 */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const verify = useVerifySocialEmail();
  const loginPath = to(segment, paths.login);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { token },
      {
        onSuccess: async ({ redirectUri }) => {
          await queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
          navigate(postLoginTarget(null, redirectUri, redirectUri), { replace: true });
        },
      },
    );
  };
  const error = verify.error instanceof ApiError ? verify.error.code : verify.error ? 'generic error message' : null;
  const isExpired = token.length < 20 || verify.error instanceof ApiError;

  return (
    <AuthCard title={t('social-verify-title')} footer={isExpired ? <Link to={loginPath}>{t('social-failure-back')}</Link> : null}>
      {error ? <Alert kind="error">{translateMessage(t, error)}</Alert> : null}
      {token.length < 20 ? (
        <Alert kind="error">{t('social-pending-expired')}</Alert>
      ) : isExpired ? null : (
        <>
          <p className="auth-card__intro">{t('social-verify-intro')}</p>
          <form className="auth-form" noValidate onSubmit={onSubmit}>
            <Button type="submit" className="auth-form__submit" isBusy={verify.isPending}>
              {t('social-verify-submit')}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
