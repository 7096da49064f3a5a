import { toSegment } from '@portal/domain';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { to } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { VerificationResult } from '../components/verification-result.tsx';
import { VerifyForm } from '../components/verify-form.tsx';
import '../certificates.css';

/** /certificate/verify and /certificate/verify/{code}, open to anyone: the code form, then what the certificate says. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const code = params.code ?? '';
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <div className="certificate-page">
      <Link className="certificate-page__back" to={to(lang, '/certificate')}>
        {t('certificates-index-link')}
      </Link>
      <section className="card" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('certificates-verify-title')}</h1>
        <p className="certificate-page__lead">{t('certificates-verify-lead')}</p>
        <VerifyForm
          key={code}
          initialCode={code}
          onVerify={(next) => navigate(to(lang, `/certificate/verify/${encodeURIComponent(next)}`))}
        />
      </section>
      {code ? <VerificationResult code={code} /> : null}
    </div>
  );
}
