import type { TStaffOrder } from '@portal/domain';
import { formatDateTime } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FileDropField, hasExtension, type TFileDropStatus } from '../../../components/ui/file-drop-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-size.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { removeDeliverable } from '../api/change-order.ts';
import { storeStaffOrder } from '../api/get-staff-order.ts';
import { staffOrderPath } from '../api/staff-keys.ts';
import { uploadDeliverable } from '../api/upload-deliverable.ts';
import type { TOrderChange } from '../hooks/use-order-change.ts';
import { StaffSection } from './staff-section.tsx';

type TFilesPanelProps = { order: TStaffOrder; change: TOrderChange };

/** The researcher's files to work from, the edited files delivered, and the upload of a new edited file. */
export function FilesPanel({ order, change }: TFilesPanelProps) {
  const { t, i18n } = useTranslation();
  const path = staffOrderPath(order.externalId);

  return (
    <StaffSection titleId="staff-files-title" title={t('staff-files-title')}>
      <h3 className="staff-section__subtitle">{t('staff-files-original')}</h3>
      {order.files.length === 0 ? (
        <p className="staff-table__muted">{t('staff-files-none')}</p>
      ) : (
        <ul className="staff-file-list">
          {order.files.map((file) => (
            <li key={file.identity}>
              <a href={`${path}/files/${file.identity}`} download>
                {file.name}
              </a>{' '}
              <span className="staff-table__muted">
                {t(`staff-file-kind-${file.kind}`, { defaultValue: file.kind })}
                {file.expired ? ` · ${t('staff-file-expired')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}

      <h3 className="staff-section__subtitle">{t('staff-deliverables-title')}</h3>
      {order.deliverables.length === 0 ? (
        <p className="staff-table__muted">{t('staff-deliverables-none')}</p>
      ) : (
        <ul className="staff-file-list">
          {order.deliverables.map((file) => (
            <li key={file.key} className="staff-file-list__deliverable">
              <div>
                <a href={`${path}/deliverables/${file.key}`} download>
                  {file.name}
                </a>{' '}
                <span className="staff-table__muted">
                  {formatFileSize(file.size, i18n.language)} · {formatDateTime(file.createdAt, i18n.language)}
                  {file.uploadedBy ? ` · ${file.uploadedBy}` : ''}
                </span>
                <span className="staff-hash">
                  SHA-256 <code>{file.sha256}</code>
                </span>
              </div>
              <Button
                variant="danger"
                isBusy={change.busy === `remove-${file.key}`}
                disabled={change.busy !== null}
                aria-label={t('staff-deliverable-remove-named', { name: file.name })}
                onClick={() => {
                  if (!window.confirm(t('staff-deliverable-remove-confirm', { name: file.name }))) return;
                  void change.run(`remove-${file.key}`, () => removeDeliverable(order.externalId, file.key));
                }}
              >
                {t('staff-deliverable-remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {order.status === 'cancelled' ? null : <DeliverableUpload externalId={order.externalId} />}
    </StaffSection>
  );
}

/** The kinds of edited file staff deliver (the server checks them as it checks the researcher's uploads). */
const DELIVERABLE_EXTENSIONS = ['doc', 'docx', 'pdf', 'tex', 'txt', 'rtf', 'odt', 'zip'] as const;

/**
 * The shared file drop field (the researcher's uploads use it too): a file chosen or dropped, then sent with a
 * progress bar when Upload is pressed; the list above shows it once stored.
 */
function DeliverableUpload({ externalId }: { externalId: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<TFileDropStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function onFile(next: File | null) {
    setFile(next);
    setError(null);
    setDone(null);
    setStatus(next === null ? 'idle' : hasExtension(next, DELIVERABLE_EXTENSIONS) ? 'ready' : 'filetype');
  }

  async function onUpload() {
    if (!file || status === 'filetype') {
      setError('staff-upload-choose-file');
      return;
    }
    setError(null);
    setDone(null);
    setProgress(0);
    setStatus('uploading');
    try {
      storeStaffOrder(await uploadDeliverable(externalId, file, setProgress));
      onFile(null);
      setDone(file.name);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.code : 'network-request-error');
      setStatus('failure');
    }
  }

  return (
    <div className="staff-upload">
      <FileDropField
        label={t('staff-upload-label')}
        file={file}
        status={status}
        progress={progress}
        extensions={DELIVERABLE_EXTENSIONS}
        onFile={onFile}
        failureText={error ? translateMessage(t, error) : undefined}
      />
      <p className="field__hint">{t('staff-upload-hint')}</p>
      <Button onClick={() => void onUpload()} isBusy={status === 'uploading'} disabled={status === 'filetype'}>
        {t('staff-upload-button')}
      </Button>
      {error && status !== 'failure' ? (
        <p className="field__error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
      {done ? (
        <p className="staff-success" role="status">
          {t('staff-upload-done', { name: done })}
        </p>
      ) : null}
    </div>
  );
}
