import { isCertificateIncomplete, toSegment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useAccount } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { certificateFilesQuery, certificateFileUrl, certificatePdfUrl, certificateQuery } from '../api/certificates.ts';
import { CertificateDetailsForm } from '../components/certificate-details-form.tsx';
import { certificateFacts } from '../utils/certificate-facts.ts';
import '../certificates.css';

/** /certificate/{code}: the owner's certificate — view and edit title and authors, its files and the PDF. */
export function Component() {
  const account = useAccount();
  const location = useLocation();
  const lang = toSegment(useParams().lang);
  if (account.data && !account.data.user.loggedIn) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${to(lang, paths.login)}?redirect=${redirect}`} replace />;
  }
  return account.data ? <OwnCertificate /> : <PageSpinner />;
}

function OwnCertificate() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const code = params.code ?? '';
  const titleId = useId();
  const filesId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const certificate = useQuery(certificateQuery(code));
  const files = useQuery({ ...certificateFilesQuery(code), enabled: certificate.isSuccess });

  if (certificate.isPending) return <PageSpinner label={t('certificates-loading')} />;
  if (certificate.isError) {
    return (
      <div className="certificate-page">
        <Alert kind="error">
          <p>{t('certificate-verification-error')}</p>
        </Alert>
        <Link to={to(lang, '/certificate')}>{t('certificates-index-link')}</Link>
      </div>
    );
  }
  const details = certificate.data;
  return (
    <div className="certificate-page">
      <Link
        className="certificate-page__back"
        to={to(lang, `/researcher/index/details/${encodeURIComponent(details.externalId)}`)}
      >
        {t('certificates-back-to-order')}
      </Link>
      <section className="card" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('certificates-heading')}</h1>
        {isCertificateIncomplete(details) && !isEditing ? (
          <Alert kind="warning">
            <p>{t('certificate-details-missing')}</p>
          </Alert>
        ) : null}
        {isEditing ? (
          <CertificateDetailsForm certificate={details} onClose={() => setIsEditing(false)} />
        ) : (
          <>
            <FactList
              className="certificate-facts"
              facts={[{ label: t('certificates-title'), value: details.title }, ...certificateFacts(t, i18n.language, details)]}
            />
            <div className="certificate-page__actions">
              <Button variant="secondary" onClick={() => setIsEditing(true)}>
                {t('certificates-edit')}
              </Button>
              <a className="button button--primary" href={certificatePdfUrl(details.code, lang)} download>
                {t('certificates-download-pdf')}
              </a>
              <Link to={to(lang, `/certificate/verify/${encodeURIComponent(details.code)}`)}>
                {t('certificates-public-page')}
              </Link>
            </div>
          </>
        )}
      </section>
      <section className="card" aria-labelledby={filesId}>
        <h2 id={filesId}>{t('certificates-files')}</h2>
        {files.data?.error ? <p>{t(files.data.error)}</p> : null}
        {files.data && files.data.files.length > 0 ? (
          <ul className="certificate-files">
            {files.data.files.map((file) => (
              <li key={file.key}>
                <a href={certificateFileUrl(details.code, file.key)} download={file.path}>
                  {file.path}
                </a>
              </li>
            ))}
          </ul>
        ) : files.isSuccess && !files.data.error ? (
          <p>{t('certificates-files-none')}</p>
        ) : null}
      </section>
    </div>
  );
}
