import { formatLongDate, greetingNameOf, toSegment } from '@portal/domain';
import type { TDigitalEdit } from '@portal/domain/api/digital-edit';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { paths, to } from '../../../app/paths.ts';
import { LockedTermsPanel } from '../../../components/locked-terms/locked-terms-panel.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { JobProgress } from '../../../components/ui/job-progress.tsx';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApplication, useUser } from '../../../lib/application.ts';
import { useJobEvents } from '../../../lib/job-events.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { isDigitalToolOffered } from '../../digital-purchases/utils/purchase-kind.ts';
import {
  digitalEditKeys,
  useArchiveDigitalEdit,
  useDeleteDigitalEdit,
  useDigitalEditLoad,
  useDigitalEdits,
} from '../api/digital-editing.ts';
import { AccessBadge } from '../components/access-badge.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DownloadButton } from '../components/download-button.tsx';
import { EditIllustration } from '../components/edit-illustration.tsx';
import { KeptSuggestionsNotice } from '../components/kept-suggestions-notice.tsx';
import { UploadForm } from '../components/upload-form.tsx';
import '../digital-editing.css';

export const SUBSCRIBE_PATH = '/researcher/digital-editing/subscribe';

/**
 * /{lang}/researcher/digital-editing/{status?}: digital editing's main page (researcher area §2). Sends the
 * researcher to /researcher when the application does not allow digital editing, and to /rubriq when curie is
 * launched.
 */
export function Component() {
  const application = useApplication();
  const lang = toSegment(useParams().lang);
  if (application.featureFlags.curie_is_launched) return <Navigate to={to(lang, '/rubriq')} replace />;
  if (!isDigitalToolOffered('editing', application)) return <Navigate to={to(lang, paths.researcher)} replace />;
  return <DigitalEditing />;
}

type TPending = { kind: 'archive' | 'delete'; edit: TDigitalEdit } | null;

function DigitalEditing() {
  const { t, i18n } = useTranslation();
  const lang = toSegment(useParams().lang);
  const user = useUser();
  const [page, goToPage] = usePageParam();
  const load = useDigitalEditLoad();
  const jobEvents = useJobEvents('digital-edit', digitalEditKeys.all, true);
  const list = useDigitalEdits(page, jobEvents.isLive);
  const archive = useArchiveDigitalEdit();
  const remove = useDeleteDigitalEdit();
  const [pending, setPending] = useState<TPending>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isRefused, setRefused] = useState(false);
  // The access comes from the load call; until it answers (or if it cannot) the server decides at upload.
  const hasNoAccess = isRefused || load.data?.access === 'none';
  const data = list.data;
  const hasEdits = (data?.pagination.total ?? 0) > 0;

  async function onConfirm() {
    if (!pending) return;
    const { kind, edit } = pending;
    setPending(null);
    const answer = kind === 'archive' ? await archive.mutateAsync(edit.identity) : await remove.mutateAsync(edit.identity);
    setMessage(answer.success);
  }

  return (
    <div className="digital-editing">
      <div className="digital-editing__welcome" role="note">
        {t('digital-editing-welcome', { name: greetingNameOf(user, i18n.language) || user.fullName })}
      </div>
      <header className="digital-editing__header">
        <h1>{t('digital-editing-title')}</h1>
        <AccessBadge load={load.data} />
      </header>
      {message && (
        <Alert kind="success" onDismiss={() => setMessage(null)} dismissLabel={t('digital-editing-dismiss')}>
          {message}
        </Alert>
      )}
      {!hasNoAccess && <KeptSuggestionsNotice lang={lang} />}
      <div className="digital-editing__layout">
        <div className="digital-editing__main">
          {hasNoAccess && (
            <Alert kind="info">
              {t('digital-editing-subscribe-notice')}{' '}
              <Link to={to(lang, SUBSCRIBE_PATH)}>{t('digital-editing-subscribe-link')}</Link>
            </Alert>
          )}
          {!hasNoAccess && <UploadForm onCreated={() => void list.refetch()} onNoAccess={() => setRefused(true)} />}

          {!data && list.isPending && <Spinner label={t('digital-editing-loading')} />}
          {data && !hasEdits && (
            <section className="digital-editing__intro" aria-labelledby="digital-editing-intro">
              <h2 id="digital-editing-intro">{t('digital-editing-intro-title')}</h2>
              <p>{t('digital-editing-intro-body')}</p>
              <ol>
                <li>{t('digital-editing-intro-step-1')}</li>
                <li>{t('digital-editing-intro-step-2')}</li>
                <li>{t('digital-editing-intro-step-3')}</li>
              </ol>
            </section>
          )}
          {data && hasEdits && (
            <section aria-labelledby="digital-editing-results">
              <h2 id="digital-editing-results">{t('digital-editing-results-title')}</h2>
              <ul className="digital-editing__list">
                {data.results.map((edit) => (
                  <li key={edit.identity} className={`is-${edit.status}`} data-status={edit.status}>
                    <span className="digital-editing__status">{t(`digital-editing-status-${edit.status}`)}</span>
                    <Link className="digital-editing__name" to={to(lang, `/researcher/digital-editing/details/${edit.identity}`)}>
                      {edit.file.name}
                    </Link>
                    <span>{formatLongDate(edit.createdAt, i18n.language)}</span>
                    {edit.status === 'processing' && (
                      <JobProgress topic="digital-edit" event={jobEvents.progressOf(edit.identity)} compact />
                    )}
                    {edit.status === 'completed' && (
                      <>
                        <span>{t('digital-editing-change-count', { count: edit.changeCount ?? 0 })}</span>
                        <DownloadButton
                          identity={edit.identity}
                          fileName={edit.resultName ?? edit.file.name}
                          label={t('digital-editing-download')}
                        />
                        <Button variant="secondary" onClick={() => setPending({ kind: 'archive', edit })}>
                          {t('digital-editing-archive')}
                        </Button>
                      </>
                    )}
                    {edit.status === 'failed' && (
                      <>
                        <span>{t('automated-edit-failure')}</span>
                        <Button variant="danger" onClick={() => setPending({ kind: 'delete', edit })}>
                          {t('digital-editing-delete')}
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
              <ListPager block="digital-editing" pagination={data.pagination} page={page} onPage={goToPage} />
            </section>
          )}
        </div>
        <aside className="digital-editing__side" aria-label={t('digital-editing-side-label')}>
          <EditIllustration />
          <section className="card">
            <h2>{t('digital-editing-how-title')}</h2>
            <p>{t('digital-editing-how-body')}</p>
          </section>
          <LockedTermsPanel />
          <section className="card">
            <h2>{t('digital-editing-professional-title')}</h2>
            <p>{t('digital-editing-professional-body')}</p>
            <Link to={to(lang, paths.submitNew)}>{t('digital-editing-professional-link')}</Link>
          </section>
        </aside>
      </div>
      {pending && (
        <ConfirmDialog
          title={t(pending.kind === 'archive' ? 'digital-editing-archive-title' : 'digital-editing-delete-title')}
          body={t(pending.kind === 'archive' ? 'digital-editing-archive-body' : 'digital-editing-delete-body', {
            fileName: pending.edit.file.name,
          })}
          confirm={t(pending.kind === 'archive' ? 'digital-editing-archive' : 'digital-editing-delete')}
          onConfirm={() => void onConfirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
