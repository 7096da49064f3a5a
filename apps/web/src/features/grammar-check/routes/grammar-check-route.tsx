import { formatLongDate } from '@portal/domain';
import { GRAMMAR_CHECK_EXTENSIONS } from '@portal/domain/api/grammar-check';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropField, hasExtension, type TFileDropStatus } from '../../../components/ui/file-drop-field.tsx';
import { JobProgress } from '../../../components/ui/job-progress.tsx';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAccount, useApplication } from '../../../lib/application.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useJobEvents } from '../../../lib/job-events.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import {
  createAssessment,
  grammarCheckKeys,
  useArchiveAssessment,
  useAssessments,
  useDeleteAssessment,
} from '../api/grammar-check.ts';
import { grammarCheckAccess } from '../utils/grammar-check-access.ts';
import { solveCaptcha } from '../utils/solve-captcha.ts';
import '../grammar-check.css';

/** /{lang}/researcher/grammar-check: the upload form and the earlier assessments. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const application = useApplication();
  const account = useAccount();
  const isSignedIn = account.data?.user.loggedIn === true;
  const [page, goToPage] = usePageParam();
  const list = useAssessments(page);
  const jobEvents = useJobEvents('grammar-check', grammarCheckKeys.all, isSignedIn);
  const archive = useArchiveAssessment();
  const remove = useDeleteAssessment();
  const [file, setFile] = useState<File | null>(null);
  const [isTermsAccepted, setTermsAccepted] = useState(false);
  // Upload file statuses (researcher area §4): success (removable), processing (spinner), filetype, failure.
  const [state, setState] = useState<TFileDropStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const needsCaptcha = !isSignedIn && application.featureFlags.captcha;

  const access = grammarCheckAccess({
    user: account.data?.user,
    allowsAnonymousLanguageAssessment: application.allowsAnonymousLanguageAssessment,
  });
  // A researcher whose grammar check is switched off goes back to the dashboard (§2 Grammar check).
  if (access === 'researcher-home') return <Navigate to={`/${lang}/researcher`} replace />;

  if (access === 'sign-in') {
    return (
      <div className="grammar-check">
        <Alert kind="info">{t('grammar-check-sign-in')}</Alert>
        <Link to={`/${lang}/login?redirect=${encodeURIComponent('/researcher/grammar-check')}`}>
          {t('grammar-check-sign-in-link')}
        </Link>
      </div>
    );
  }

  function onFile(next: File | null) {
    setMessage(null);
    setFile(next);
    setState(next && !hasExtension(next, GRAMMAR_CHECK_EXTENSIONS) ? 'filetype' : next ? 'ready' : 'idle');
  }

  const canSubmit = file !== null && (state === 'ready' || state === 'failure') && isTermsAccepted;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file || !canSubmit) return;
    setState('processing');
    setProgress(0);
    try {
      const captcha = needsCaptcha ? await solveCaptcha() : null;
      setState('uploading');
      // Once every byte is sent the server checks the file: the bar gives way to the processing spinner.
      const created = await createAssessment(file, captcha, (fraction) => {
        setProgress(fraction);
        if (fraction >= 1) setState('processing');
      });
      onFile(null);
      await list.refetch();
      const [only] = created.languageAssessments;
      if (created.languageAssessments.length === 1 && only)
        navigate(`/${lang}/researcher/grammar-check/details/${only.identity}`);
    } catch (error) {
      setState('failure');
      setMessage({ kind: 'error', text: translateMessage(t, error instanceof ApiError ? error.code : 'generic error message') });
    }
  }

  async function onArchive(identity: string) {
    const answer = await archive.mutateAsync(identity);
    setMessage({ kind: 'success', text: answer.success });
  }

  async function onDelete(identity: string) {
    const answer = await remove.mutateAsync(identity);
    setMessage({ kind: 'success', text: answer.success });
  }

  const data = list.data;
  return (
    <div className="grammar-check">
      <h1>{t('grammar-check-title')}</h1>
      <p>{t('grammar-check-intro')}</p>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <form className="grammar-check__upload" onSubmit={onSubmit}>
        <FileDropField
          label={t('grammar-check-file-label')}
          file={file}
          status={state}
          progress={progress}
          extensions={GRAMMAR_CHECK_EXTENSIONS}
          onFile={onFile}
          readyText={file ? t('grammar-check-upload-success', { fileName: file.name }) : null}
        />
        <label className="grammar-check__terms">
          <input type="checkbox" checked={isTermsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} />
          {t('grammar-check-terms')}
        </label>
        <Button type="submit" disabled={!canSubmit} isBusy={state === 'uploading' || state === 'processing'}>
          {t('grammar-check-submit')}
        </Button>
      </form>

      <h2>{t('grammar-check-list-title')}</h2>
      {!data && list.isPending && <Spinner label={t('grammar-check-loading')} />}
      {data && data.results.length === 0 && <p>{t('grammar-check-empty')}</p>}
      {data && data.results.length > 0 && (
        <ul className="grammar-check__list">
          {data.results.map((item) => (
            <li key={item.identity} data-status={item.status}>
              <span className="grammar-check__name">{item.name}</span>
              <span>{formatLongDate(item.createdAt, i18n.language)}</span>
              {item.status === 'processing' && (
                <JobProgress topic="grammar-check" event={jobEvents.progressOf(item.identity)} compact />
              )}
              {item.status === 'failed' && (
                <>
                  <span>
                    {t('could-not-complete')} {item.failure ? t(item.failure) : null}
                  </span>
                  <Button variant="secondary" onClick={() => onDelete(item.identity)}>
                    {t('grammar-check-delete')}
                  </Button>
                </>
              )}
              {(item.status === 'completed' || item.status === 'skipped') && (
                <>
                  {item.score !== null && <span>{t('grammar-check-list-score', { score: item.score.toFixed(1) })}</span>}
                  <Link to={`/${lang}/researcher/grammar-check/details/${item.identity}`}>{t('grammar-check-view-report')}</Link>
                  <Button variant="secondary" onClick={() => onArchive(item.identity)}>
                    {t('grammar-check-archive')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <ListPager block="grammar-check" pagination={data?.pagination} page={page} onPage={goToPage} />
    </div>
  );
}
