import { toSegment } from '@portal/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import '../social-sign-in.css';

const REASONS: Record<string, string> = {
  'email-unverified': 'social-failure-email-unverified',
  'already-linked': 'social-failure-already-linked',
};

/** /login/failure/oauth-failure: a social sign-in, registration or link that did not go through (spec §2). */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const reason = REASONS[useSearchParams()[0].get('reason') ?? ''];
  return (
    <AuthCard title={t('social-failure-title')}>
      <Alert kind="error">{t(reason ?? 'social-failure-body')}</Alert>
      {reason ? <p>{t('social-failure-body')}</p> : null}
      <p>
        <Link className="button button--primary auth-form__submit" to={to(segment, paths.login)}>
          {t('social-failure-back')}
        </Link>
      </p>
    </AuthCard>
  );
}
