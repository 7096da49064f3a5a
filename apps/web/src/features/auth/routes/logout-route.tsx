import { toSegment } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { AuthCard } from '../../../components/auth-card/auth-card.tsx';
import { invalidateUser, useApplication } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { forgetUserData, signOut } from '../api/sign-out.ts';

/** /logout: signs out (also where a closed account lands) and says so. */
export function Component() {
  const { t } = useTranslation();
  const segment = toSegment(useParams().lang);
  const application = useApplication();
  const hasSignedOut = useRef(false);

  useEffect(() => {
    if (hasSignedOut.current) return;
    hasSignedOut.current = true;
    void signOut(application.localizations)
      .catch(() => undefined)
      .finally(() => {
        invalidateUser();
        forgetUserData();
      });
  }, [application.localizations]);

  return (
    <AuthCard title={t('auth-signed-out-heading')} intro={t('auth-signed-out-text')}>
      <Link className="button button--primary auth-form__submit" to={to(segment, paths.login)}>
        {t('auth-sign-in-again')}
      </Link>
    </AuthCard>
  );
}
