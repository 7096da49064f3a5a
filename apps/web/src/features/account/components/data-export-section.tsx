import { formatDateTime } from '@portal/domain';
import type { TDataExport } from '@portal/domain/api/data-rights';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AccountCard } from '../../../components/account-card/account-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { JobProgress } from '../../../components/ui/job-progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showMessage } from '../../../lib/global-message.ts';
import { type TJobEvents, useJobEvents } from '../../../lib/job-events.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { dataExportDownloadUrl, dataExportKeys, dataExportQuery, useRequestDataExport } from '../api/data-export.ts';

const EXPORT_PARAM = 'data-export';
const TOKEN_PARAM = 'token';

/** The export the page follows: from its address, so a reload, and the e-mailed link, land on it. */
function exportIdOf(searchParams: URLSearchParams): number | null {
  const id = Number(searchParams.get(EXPORT_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * "Download my data" (GDPR, PIPL, LGPD): asks for an archive, shows its preparation with a progress bar, and,
 * reached from the e-mailed link, offers the archive for download until the link expires.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const exportId = exportIdOf(searchParams);
  const token = searchParams.get(TOKEN_PARAM);
  const request = useRequestDataExport();

  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: (dataExport) =>
        setSearchParams(
          (params) => {
            params.set(EXPORT_PARAM, String(dataExport.id));
            params.delete(TOKEN_PARAM);
            return params;
          },
          { replace: true },
        ),
      onError: (error) =>
        showMessage({ kind: 'error', message: error instanceof ApiError ? error.code : 'generic error message' }),
    });

  return (
    <AccountCard titleId="account-data-title" title={t('account-data-title')}>
      <p className="account-card__intro">{t('account-data-intro')}</p>
      {exportId === null ? (
        <Button isBusy={request.isPending} onClick={onRequest}>
          {t('account-data-export-button')}
        </Button>
      ) : (
        <DataExportState exportId={exportId} token={token} isRequesting={request.isPending} onRequest={onRequest} />
      )}
    </AccountCard>
  );
}

type TStateProps = { exportId: number; token: string | null; isRequesting: boolean; onRequest: () => void };

function DataExportState({ exportId, token, isRequesting, onRequest }: TStateProps) {
  const { t } = useTranslation();
  const jobEvents = useJobEvents('data-export', dataExportKeys.all, true);
  const query = useQuery(dataExportQuery(exportId, jobEvents.isLive));
  const again = (
    <Button variant="secondary" className="account-card__action" isBusy={isRequesting} onClick={onRequest}>
      {t('account-data-export-again')}
    </Button>
  );

  if (query.isPending) return <Spinner size="small" />;
  if (query.isError) {
    const isUnknown = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <Alert kind="error">{t(isUnknown ? 'account-data-export-unknown' : 'generic error message')}</Alert>
        {again}
      </>
    );
  }
  const dataExport = query.data;
  switch (dataExport.status) {
    case 'preparing':
      return <ExportProgress dataExport={dataExport} jobEvents={jobEvents} />;
    case 'ready':
      return <ReadyExport dataExport={dataExport} token={token} />;
    case 'expired':
      return (
        <>
          <Alert kind="warning">{t('account-data-export-expired')}</Alert>
          {again}
        </>
      );
    case 'failed':
      return (
        <>
          <Alert kind="error">{t('account-data-export-failed')}</Alert>
          {again}
        </>
      );
  }
}

function ExportProgress({ dataExport, jobEvents }: { dataExport: TDataExport; jobEvents: TJobEvents }) {
  const { t } = useTranslation();
  const event = jobEvents.progressOf(String(dataExport.id));
  // The pushed count of files packed runs ahead of the polled percentage.
  const percent =
    event?.stepKey === 'packing' && event.total
      ? Math.max(dataExport.progress, Math.round((100 * (event.done ?? 0)) / event.total))
      : dataExport.progress;
  return (
    <div className="data-export-progress">
      <p>{t('account-data-export-preparing')}</p>
      <JobProgress topic="data-export" event={event} percent={percent} label={t('account-data-export-progress')} />
    </div>
  );
}

function ReadyExport({ dataExport, token }: { dataExport: TDataExport; token: string | null }) {
  const { t, i18n } = useTranslation();
  const expiresAt = formatDateTime(dataExport.expiresAt, i18n.language) || null;
  return (
    <>
      <Alert kind="success">{t(token ? 'account-data-export-ready-link' : 'account-data-export-ready')}</Alert>
      {token ? (
        <a className="button button--primary account-card__action" href={dataExportDownloadUrl(dataExport.id, token)} download>
          {t('account-data-export-download')}
        </a>
      ) : null}
      {expiresAt ? <p className="data-export-expiry">{t('account-data-export-valid-until', { expiresAt })}</p> : null}
    </>
  );
}
