import { toSegment } from '@portal/domain';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { useAccount } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { VerifyForm } from '../components/verify-form.tsx';
import '../certificates.css';

/** /certificate: what an editing certificate is, the verification form, and where a researcher finds theirs. */
export function Component() {
  const { t } = useTranslation();
  const lang = toSegment(useParams().lang);
  const navigate = useNavigate();
  const account = useAccount();
  const titleId = useId();
  const isSignedIn = account.data?.user.loggedIn === true;
  return (
    <div className="certificate-page">
      <section className="card" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('certificates-index-title')}</h1>
        <p className="certificate-page__lead">{t('certificates-index-lead')}</p>
        <h2>{t('certificates-verify-title')}</h2>
        <VerifyForm onVerify={(code) => navigate(to(lang, `/certificate/verify/${encodeURIComponent(code)}`))} />
        <p>
          {isSignedIn ? (
            <Link to={to(lang, paths.researcher)}>{t('certificates-yours')}</Link>
          ) : (
            <Link to={`${to(lang, paths.login)}?redirect=${encodeURIComponent(to(lang, paths.researcher))}`}>
              {t('certificates-sign-in')}
            </Link>
          )}
        </p>
      </section>
    </div>
  );
}
