import { toSegment } from '@portal/domain';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { JobProgress } from '../../../components/ui/job-progress.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useApplication } from '../../../lib/application.ts';
import { useJobEvents } from '../../../lib/job-events.ts';
import { preprintCampaignUrl } from '../../../lib/preprint.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { digitalEditKeys, professionalEditingUrl, useDeleteDigitalEdit, useDigitalEditDetails } from '../api/digital-editing.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { backLinkOf } from '../utils/back-link.ts';
import '../digital-editing.css';
import { isDigitalToolOffered } from '../../digital-purchases/utils/purchase-kind.ts';

/** /{lang}/researcher/digital-editing/details/{identity}: one edit, its download and next steps. */
export function Component() {
  const application = useApplication();
  const lang = toSegment(useParams().lang);
  if (application.featureFlags.curie_is_launched) return <Navigate to={to(lang, '/rubriq')} replace />;
  if (!isDigitalToolOffered('editing', application)) return <Navigate to={to(lang, paths.researcher)} replace />;
  return <Details />;
}

function Details() {
  const { t } = useTranslation();
  const application = useApplication();
  const { identity = '' } = useParams();
  const lang = toSegment(useParams().lang);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const jobEvents = useJobEvents('digital-edit', digitalEditKeys.all, true);
  const details = useDigitalEditDetails(identity, jobEvents.isLive);
  const remove = useDeleteDigitalEdit();
  const [isConfirming, setConfirming] = useState(false);
  // The back link goes where the page was opened from when it says so, else to the list.
  const back = backLinkOf(search.get('back'), lang);
  const preprintUrl = preprintCampaignUrl(lang, application.config.links);

  if (details.isPending) return <PageSpinner label={t('digital-editing-loading')} />;
  if (details.isError || !details.data) return <Navigate to={to(lang, '/researcher/digital-editing')} replace />;
  const edit = details.data.digitalEdit;

  async function onDelete() {
    setConfirming(false);
    await remove.mutateAsync(edit.identity);
    navigate(to(lang, '/researcher/digital-editing'));
  }

  return (
    <div className="digital-editing digital-edit-details">
      <Link to={back}>{t('digital-editing-back')}</Link>
      <h1>{edit.file.name}</h1>
      <p className={`digital-editing__status-line is-${edit.status}`} role="status">
        {t(`digital-editing-status-${edit.status}`)}
        {edit.styleOfEnglish && ` · ${t(`digital-editing-style-${edit.styleOfEnglish}`)}`}
      </p>
      {edit.status === 'processing' && (
        <>
          <JobProgress topic="digital-edit" event={jobEvents.progressOf(edit.identity)} />
          <p>{t('digital-editing-processing-body')}</p>
        </>
      )}
      {edit.status === 'failed' && (
        <Alert kind="error">
          {t('automated-edit-failure')}{' '}
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('digital-editing-delete')}
          </Button>
        </Alert>
      )}
      {edit.status === 'completed' && (
        <section className="card" aria-labelledby="digital-edit-result">
          <h2 id="digital-edit-result">{t('digital-editing-result-title')}</h2>
          <p>{t('digital-editing-result-body', { count: edit.changeCount ?? 0 })}</p>
          <DownloadButton
            identity={edit.identity}
            fileName={edit.resultName ?? edit.file.name}
            label={t('digital-editing-download-named', { fileName: edit.resultName ?? '' })}
            variant="primary"
          />
          <p className="digital-edit-details__review">
            <Link to={to(lang, `/researcher/digital-editing/details/${encodeURIComponent(edit.identity)}/review`)}>
              {t('digital-editing-review-open')}
            </Link>{' '}
            <span className="digital-edit-details__hint">{t('digital-editing-review-hint')}</span>
          </p>
        </section>
      )}
      <section className="card digital-edit-details__next" aria-labelledby="digital-edit-next">
        <h2 id="digital-edit-next">{t('digital-editing-next-steps')}</h2>
        <h3>{t('digital-editing-professional-title')}</h3>
        <p>{t('digital-editing-next-professional')}</p>
        <a href={professionalEditingUrl(edit.identity)}>{t('digital-editing-next-professional-link')}</a>
        <h3>{t('digital-editing-preprint-title')}</h3>
        <p>{t('digital-editing-preprint-body')}</p>
        {preprintUrl && (
          <a href={preprintUrl} target="_blank" rel="noreferrer">
            {t('digital-editing-preprint-link')}
          </a>
        )}
      </section>
      {isConfirming && (
        <ConfirmDialog
          title={t('digital-editing-delete-title')}
          body={t('digital-editing-delete-body', { fileName: edit.file.name })}
          confirm={t('digital-editing-delete')}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
