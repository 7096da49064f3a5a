import { completedFilesState, type TDeliverable, type TOrderDetails, toSegment } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatFileSize } from '../../../lib/file-size.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { deliverablesQuery, deliverableUrl } from '../api/get-deliverables.ts';
import { downloadAllAsZip } from '../utils/download-all.ts';

type TCompletedFilesProps = { order: TOrderDetails };

/**
 * The completed files (screen 12; researcher-area §4): ready (each file, and all of them as one zip made in
 * the browser), awaiting payment, or not ready yet.
 */
export function CompletedFiles({ order }: TCompletedFilesProps) {
  const { t, i18n } = useTranslation();
  const { lang } = useParams();
  const titleId = useId();
  const state = completedFilesState(order);
  const files = useQuery({ ...deliverablesQuery(order.externalId), enabled: state === 'ready' });
  const [isZipping, setIsZipping] = useState(false);
  const list: TDeliverable[] = files.data?.files ?? [];

  async function onDownloadAll() {
    setIsZipping(true);
    try {
      await downloadAllAsZip(list, (file) => deliverableUrl(order.externalId, file.key), `${order.externalId}.zip`);
    } finally {
      setIsZipping(false);
    }
  }

  return (
    <section className="order-section" id="completed-files" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders-completed-files')}</h2>
      {state === 'not-ready' ? <p>{t('orders-files-not-ready')}</p> : null}
      {state === 'awaiting-payment' ? (
        <Alert kind="warning">
          <p>{t('download-awaiting-payment')}</p>
        </Alert>
      ) : null}
      {state === 'ready' ? (
        <>
          <p>{t('orders-files-ready')}</p>
          {files.data?.error ? <Alert kind="warning">{t(files.data.error)}</Alert> : null}
          {files.isPending ? <p className="order-details__muted">{t('orders-files-loading')}</p> : null}
          {list.length > 0 ? (
            <>
              <ul className="order-files">
                {list.map((file) => (
                  <li key={file.key}>
                    <a href={deliverableUrl(order.externalId, file.key)} download={file.path}>
                      {file.path}
                    </a>
                    <span className="order-details__muted">{formatFileSize(file.size, i18n.language)}</span>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" isBusy={isZipping} onClick={() => void onDownloadAll()}>
                {t('orders-download-all')}
              </Button>
              {list.some((file) => /\.docx$/i.test(file.path)) ? (
                <p className="order-review-link">
                  <Link to={`/${toSegment(lang)}/researcher/index/details/${encodeURIComponent(order.externalId)}/review`}>
                    {t('orders-review-open')}
                  </Link>{' '}
                  <span className="order-details__muted">{t('orders-review-hint')}</span>
                </p>
              ) : null}
            </>
          ) : files.isSuccess && !files.data.error ? (
            <p className="order-details__muted">{t('orders-files-none')}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
