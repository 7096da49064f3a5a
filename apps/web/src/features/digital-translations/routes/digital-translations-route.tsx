import { formatLongDate } from '@portal/domain';
import {
  DIGITAL_TRANSLATION_ERROR,
  DIGITAL_TRANSLATION_EXTENSIONS,
  type TDigitalOrder,
} from '@portal/domain/api/digital-translation';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LockedTermsPanel } from '../../../components/locked-terms/locked-terms-panel.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FileDropField, hasExtension, type TFileDropStatus } from '../../../components/ui/file-drop-field.tsx';
import { JobProgress } from '../../../components/ui/job-progress.tsx';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplication } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useJobEvents } from '../../../lib/job-events.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import {
  createTranslation,
  digitalTranslationKeys,
  downloadUrlOf,
  useArchiveTranslation,
  useDeleteTranslation,
  useDigitalOrderLoad,
  useTranslations,
} from '../api/digital-translations.ts';
import '../digital-translations.css';

const STATUS_CLASS: Record<TDigitalOrder['status'], string> = {
  completed: 'is-completed',
  failed: 'is-failed',
  processing: 'is-processing',
};

/** /{lang}/researcher/digital-translations/{status?}: uses left, the upload form, the locked terms and the list. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { lang = 'en' } = useParams();
  const application = useApplication();
  const [page, goToPage] = usePageParam();
  const load = useDigitalOrderLoad();
  const jobEvents = useJobEvents('digital-translation', digitalTranslationKeys.all, true);
  const list = useTranslations(page, jobEvents.isLive);
  const archive = useArchiveTranslation();
  const remove = useDeleteTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('');
  const [languageError, setLanguageError] = useState<string | null>(null);
  const [state, setState] = useState<TFileDropStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [wordCountExceeded, setWordCountExceeded] = useState<{ fileName: string; wordCount: number; wordLimit: number } | null>(
    null,
  );
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<TDigitalOrder | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  if (application.featureFlags.curie_is_launched) return <Navigate to={`/${lang}/rubriq/translation`} replace />;
  if (!application.allowsDigitalTranslations) return <Navigate to={`/${lang}/researcher`} replace />;

  const uses = load.data?.numberOfUsesAvailable ?? null;
  const languages = load.data?.availableLanguages ?? [];
  const canUpload = uses !== null && uses > 0 && languages.length > 0;

  function onFile(next: File | null) {
    setMessage(null);
    setWordCountExceeded(null);
    setFile(next);
    setState(next && !hasExtension(next, DIGITAL_TRANSLATION_EXTENSIONS) ? 'filetype' : next ? 'ready' : 'idle');
  }

  const canSubmit = file !== null && (state === 'ready' || state === 'failure');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!language) {
      setLanguageError(DIGITAL_TRANSLATION_ERROR.languageRequired);
      return;
    }
    if (!file || !canSubmit) return;
    setState('uploading');
    setProgress(0);
    // Word-count-exceeded is cleared by a new create request (researcher area §4).
    setWordCountExceeded(null);
    try {
      // Once every byte is sent the server checks the file: the bar gives way to the processing spinner.
      const created = await createTranslation(file, language, (fraction) => {
        setProgress(fraction);
        if (fraction >= 1) setState('processing');
      });
      if (created.error) {
        setState('failure');
        if (created.error.code === DIGITAL_TRANSLATION_ERROR.wordCountExceeded) {
          setWordCountExceeded({
            fileName: String(created.error.params.fileName ?? file.name),
            wordCount: Number(created.error.params.wordCount ?? 0),
            wordLimit: Number(created.error.params.wordLimit ?? 0),
          });
        } else
          setMessage({
            kind: 'error',
            text: t(created.error.code, { ...created.error.params, defaultValue: created.error.code }),
          });
        return;
      }
      onFile(null);
      setLanguage('');
      setMessage({ kind: 'success', text: t('digital-translations-submitted', { fileName: file.name }) });
      await Promise.all([list.refetch(), load.refetch()]);
    } catch (error) {
      setState('failure');
      const code = error instanceof ApiError ? (error.fieldErrors.language ?? error.code) : 'generic error message';
      setMessage({ kind: 'error', text: translateMessage(t, code) });
      if (error instanceof ApiError && error.code === DIGITAL_TRANSLATION_ERROR.noUses) await load.refetch();
    }
  }

  async function onArchive(item: TDigitalOrder) {
    const answer = await archive.mutateAsync(item.identity);
    setMessage({
      kind: 'success',
      text: t('digital-translations-archived', { fileName: item.file.name, defaultValue: answer.success }),
    });
  }

  async function onDelete(item: TDigitalOrder) {
    setConfirming(null);
    const answer = await remove.mutateAsync(item.identity);
    setMessage({
      kind: 'success',
      text: t('digital-translations-deleted', { fileName: item.file.name, defaultValue: answer.success }),
    });
  }

  const data = list.data;
  return (
    <div className="digital-translations">
      <h1>{t('digital-translations-title')}</h1>
      <p>{t('digital-translations-intro')}</p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}

      <section className="digital-translations__uses" aria-labelledby="dt-uses-heading">
        <h2 id="dt-uses-heading">{t('digital-translations-uses-heading')}</h2>
        {load.isPending && <Spinner size="small" label={t('digital-translations-loading')} />}
        {load.isError && <Alert kind="error">{t('digital-translations-load-error')}</Alert>}
        {uses !== null && (
          <p data-testid="uses-remaining" className="digital-translations__uses-count">
            {t('digital-translations-uses-remaining', { count: uses })}
          </p>
        )}
        {uses === 0 && (
          <Alert kind="info">
            {t('digital-translations-purchase-notice')}{' '}
            <Link to={`/${lang}/researcher/digital-translations/purchase`}>{t('digital-translations-purchase-link')}</Link>
          </Alert>
        )}
        {uses !== null && uses > 0 && languages.length === 0 && (
          <Alert kind="warning">{t('digital-translations-no-languages')}</Alert>
        )}
      </section>

      {canUpload && (
        <form className="digital-translations__upload" onSubmit={onSubmit} noValidate>
          <h2>{t('digital-translations-upload-heading')}</h2>
          <FileDropField
            label={t('digital-translations-file-label')}
            file={file}
            status={state}
            progress={progress}
            extensions={DIGITAL_TRANSLATION_EXTENSIONS}
            onFile={onFile}
            readyText={file ? t('digital-translations-file-ready', { fileName: file.name }) : null}
            failureText={wordCountExceeded ? t('digital-translations-word-count-exceeded', wordCountExceeded) : undefined}
          />
          <div className="digital-translations__language">
            <SelectField
              label={t('digital-translations-language-label')}
              value={language}
              isRequired
              error={languageError ?? undefined}
              disabled={state === 'uploading' || state === 'processing'}
              onChange={(event) => {
                setLanguage(event.target.value);
                setLanguageError(null);
              }}
            >
              <SelectOptions
                placeholder={t('digital-translations-language-placeholder')}
                options={languages.map((value) => ({ value, label: t(`digital-translations-language-${value}`) }))}
              />
            </SelectField>
          </div>
          <Button type="submit" disabled={!canSubmit} isBusy={state === 'uploading' || state === 'processing'}>
            {t('digital-translations-submit')}
          </Button>
        </form>
      )}

      <LockedTermsPanel withRendering />

      <h2>{t('digital-translations-list-title')}</h2>
      {!data && list.isPending && <Spinner label={t('digital-translations-loading')} />}
      {data && data.results.length === 0 && <p>{t('digital-translations-empty')}</p>}
      {data && data.results.length > 0 && (
        <ul className="digital-translations__list">
          {data.results.map((item) => (
            <li key={item.identity} className={STATUS_CLASS[item.status]} data-status={item.status}>
              <span className="digital-translations__name">{item.file.name}</span>
              <span>{formatLongDate(item.createdAt, i18n.language)}</span>
              {item.language && <span>{t(`digital-translations-language-${item.language}`)}</span>}
              <span className="digital-translations__status">{t(`digital-translations-status-${item.status}`)}</span>
              {item.status === 'processing' && (
                <JobProgress topic="digital-translation" event={jobEvents.progressOf(item.identity)} compact />
              )}
              {item.status === 'failed' && (
                <>
                  <span>{t(item.failure ?? DIGITAL_TRANSLATION_ERROR.failure)}</span>
                  <Button variant="secondary" onClick={() => setConfirming(item)}>
                    {t('digital-translations-delete')}
                  </Button>
                </>
              )}
              {item.status === 'completed' && (
                <>
                  <a href={downloadUrlOf(item.identity)} download={item.file.resultName ?? undefined}>
                    {t('digital-translations-download', { fileName: item.file.resultName ?? item.file.name })}
                  </a>
                  <Button variant="secondary" onClick={() => onArchive(item)}>
                    {t('digital-translations-archive')}
                  </Button>
                  {item.sourceHadRevisions && (
                    <p className="digital-translations__note">
                      {t('digital-translations-revisions-accepted')}
                      {item.sourceHadComments && ` ${t('digital-translations-comments-translated')}`}
                    </p>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ListPager block="digital-translations" pagination={data?.pagination} page={page} onPage={goToPage} />
      {confirming && (
        <Modal
          title={t('digital-translations-delete-title')}
          initialFocusRef={cancelRef}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(null)}>
                {t('digital-translations-cancel')}
              </Button>
              <Button onClick={() => onDelete(confirming)}>{t('digital-translations-delete-confirm')}</Button>
            </>
          }
        >
          <p>{t('digital-translations-delete-question', { fileName: confirming.file.name })}</p>
        </Modal>
      )}
    </div>
  );
}
