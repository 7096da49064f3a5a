import { decodeReceivedFiles, toSegment } from '@portal/domain';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation.ts';
import '../re-edit.css';

/**
 * /{lang}/researcher/index/details/:externalId/rework-success/:data? — after a re-edit or rework request:
 * the files received (`data`, an encoded list of identity and name), a success message, and Close to /.
 */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const lang = toSegment(params.lang);
  const externalId = params.externalId ?? '';
  const files = useMemo(() => decodeReceivedFiles(params.data), [params.data]);
  const titleId = useId();
  const filesId = useId();
  return (
    <div className="re-edit-page">
      <section className="card re-edit-success" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('rework-success-title')}</h1>
        <p role="status">{t('rework-success-message', { externalId })}</p>
        {files.length > 0 ? (
          <>
            <h2 id={filesId} className="re-edit-success__files-title">
              {t('rework-success-files')}
            </h2>
            <ul className="re-edit-success__files" aria-labelledby={filesId}>
              {files.map((file) => (
                <li key={file.identity}>{file.name}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Link className="button button--primary" to={`/${lang}`}>
          {t('rework-success-close')}
        </Link>
      </section>
    </div>
  );
}
